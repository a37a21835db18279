/**
 * Live events (issue 8): the room of a started event, for its host and guests only. A ticket
 * opens the person's stream (EventSource sends no headers); the host's 'End event' is told to
 * everyone in the room, as are moves, chat, reactions, voice states and host mutes (room-routes.ts,
 * the same for a Pod's drop-in room).
 * The live event frame (live.html) calls them with its frame token; a session token works too.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import type { IceServer } from '../../shared/live-messages.ts';
import { requireSelf, requireSession } from '../auth/guard.ts';
import { LIMITS, limitedTo } from '../http/rate-limits.ts';
import { issueTicket, roomPurpose, redeemTicket } from '../notifications/tickets.ts';
import { endEvent } from '../events/write.ts';
import { roomFor } from './access.ts';
import { tellRoom } from './bus.ts';
import { recentChat } from './chat.ts';
import { participants } from './presence.ts';
import { eventRoom } from './room-key.ts';
import { roomActionRoutes } from './room-routes.ts';
import { openRoomStream } from './stream.ts';
import { eventGuest, voiceInRoom } from './voice.ts';
import { chatMessage, params, participant, type Params } from './schemas.ts';

export function liveRoutes(db: Db, { iceServers }: { iceServers: IceServer[] }) {
  return async (app: FastifyInstance) => {
    // The live event frame calls these with its frame token (the host page's session never reaches it).
    const session = requireSession(db, { frameToken: true });
    const self = requireSelf('userId');

    app.post<{ Params: Params }>(
      '/live-events/:eventId/ticket/:userId',
      {
        preHandler: [session, self],
        config: limitedTo(LIMITS.streamTicket),
        schema: {
          operationId: 'createLiveTicket',
          tags: ['live'],
          summary: "A single-use ticket (one minute) to open your stream of a started event's room",
          params,
          response: {
            200: {
              type: 'object',
              required: ['ticket', 'expiresInSeconds'],
              properties: { ticket: { type: 'string' }, expiresInSeconds: { type: 'integer' } },
            },
          },
        },
      },
      async (request) => {
        await roomFor(db, request.params.userId, request.params.eventId);
        return issueTicket(db, { userId: request.callerId, sessionHash: request.sessionHash }, roomPurpose(eventRoom(request.params.eventId)));
      },
    );

    app.get<{ Params: Params; Querystring: { ticket?: string } }>(
      '/live-events/:eventId/stream/:userId',
      {
        schema: { hide: true, params, querystring: { type: 'object', properties: { ticket: { type: 'string' } } } },
      },
      async (request, reply) => {
        const { eventId, userId } = request.params;
        const holder = await redeemTicket(db, request.query.ticket, roomPurpose(eventRoom(eventId)), userId, 'You can only open your own stream.');
        const room = await roomFor(db, holder.userId, eventId);
        await openRoomStream(db, reply, room, holder, (error) => request.log.error(error));
      },
    );

    app.get<{ Params: Params }>(
      '/live-events/:eventId/room/:userId',
      {
        preHandler: [session, self],
        schema: {
          operationId: 'getLiveRoom',
          tags: ['live'],
          summary: "Who is in a started event's room, their voice states, its recent chat, and the ICE servers for voice",
          params,
          response: {
            200: {
              type: 'object',
              required: ['eventId', 'hostId', 'participants', 'messages', 'voice', 'iceServers'],
              properties: {
                eventId: { type: 'integer' },
                hostId: { type: 'string' },
                participants: { type: 'array', items: participant },
                messages: { type: 'array', items: chatMessage },
                voice: { type: 'array', items: { $ref: 'LiveVoiceState#' } },
                iceServers: { type: 'array', items: { $ref: 'IceServer#' } },
              },
            },
          },
        },
      },
      async (request) => {
        const { userId, eventId } = request.params;
        const { key, hostId } = await roomFor(db, userId, eventId);
        const [people, messages, voice] = await Promise.all([participants(db, key, hostId, userId), recentChat(db, key, userId), voiceInRoom(db, key, userId)]);
        return { eventId, hostId, participants: people, messages, voice, iceServers };
      },
    );

    roomActionRoutes<Params>(app, db, {
      path: '/live-events/:eventId',
      params,
      tag: 'live',
      operationIds: {
        move: 'moveInLiveRoom',
        say: 'sayInLiveRoom',
        react: 'reactInLiveRoom',
        signal: 'signalInLiveRoom',
        voice: 'setLiveVoice',
        mute: 'muteLiveGuest',
      },
      roomOf: ({ userId, eventId }) => roomFor(db, userId, eventId),
      mayBeMuted: (room, { eventId }) => eventGuest(db, eventId, room.hostId),
      preHandler: [session, self],
    });

    app.post<{ Params: Params }>(
      '/live-events/:eventId/end/:userId',
      {
        preHandler: [session, self],
        schema: {
          operationId: 'endLiveEvent',
          tags: ['live'],
          summary: 'End a started event you host, for everyone in it',
          params,
          response: { 200: { $ref: 'Event#' } },
        },
      },
      async (request) => {
        const { userId, eventId } = request.params;
        const event = await endEvent(db, userId, eventId);
        await tellRoom(db, eventRoom(eventId), { type: 'ended' });
        return event;
      },
    );
  };
}
