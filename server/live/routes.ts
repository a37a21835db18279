/**
 * Live events (issue 8): the room of a started event, for its host and guests only. A ticket
 * opens the person's stream (EventSource sends no headers); moves, chat and the host's 'End
 * event' are POSTs told to everyone in the room, as are voice states and host mutes
 * (voice-routes.ts) and emoji reactions (reactions.ts).
 * The live event frame (live.html) calls them with its frame token; a session token works too.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import type { IceServer } from '../../shared/live-messages.ts';
import { requireSelf, requireSession } from '../auth/guard.ts';
import { httpError } from '../http/errors.ts';
import { LIMITS, limitedTo } from '../http/rate-limits.ts';
import { issueTicket, liveEventPurpose, redeemTicket } from '../notifications/tickets.ts';
import { endEvent } from '../events/write.ts';
import { roomFor } from './access.ts';
import { tellRoom } from './bus.ts';
import { CHAT_TEXT_MAX, recentChat, say } from './chat.ts';
import { move, participants, type Pose } from './presence.ts';
import { react } from './reactions.ts';
import { openRoomStream } from './stream.ts';
import { voiceInRoom } from './voice.ts';
import { voiceRoutes } from './voice-routes.ts';
import { params, type Params } from './schemas.ts';

const coordinate = { type: 'number', minimum: -1000, maximum: 1000 } as const;
const participant = {
  type: 'object',
  required: ['userId', 'userDisplayName', 'userDPUrl', 'role', 'x', 'y', 'z', 'yaw', 'avatar', 'avatarChosen'],
  properties: {
    userId: { type: 'string' },
    userDisplayName: { type: ['string', 'null'] },
    userDPUrl: { type: ['string', 'null'] },
    role: { type: 'string', enum: ['host', 'guest'] },
    x: { type: 'number' },
    y: { type: 'number' },
    z: { type: 'number' },
    yaw: { type: 'number' },
    avatar: { $ref: 'Avatar#' },
    avatarChosen: { type: 'boolean' },
  },
} as const;
const chatMessage = {
  type: 'object',
  required: ['messageId', 'userId', 'userDisplayName', 'text', 'createdAt'],
  properties: {
    messageId: { type: 'integer' },
    userId: { type: 'string' },
    userDisplayName: { type: ['string', 'null'] },
    text: { type: 'string' },
    createdAt: { type: 'integer' },
  },
} as const;

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
        return issueTicket(db, { userId: request.callerId, sessionHash: request.sessionHash }, liveEventPurpose(request.params.eventId));
      },
    );

    app.get<{ Params: Params; Querystring: { ticket?: string } }>(
      '/live-events/:eventId/stream/:userId',
      {
        schema: { hide: true, params, querystring: { type: 'object', properties: { ticket: { type: 'string' } } } },
      },
      async (request, reply) => {
        const { eventId, userId } = request.params;
        const holder = await redeemTicket(db, request.query.ticket, liveEventPurpose(eventId), userId, 'You can only open your own stream.');
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
        const { event } = await roomFor(db, userId, eventId);
        const [people, messages, voice] = await Promise.all([
          participants(db, eventId, event.hostId, userId),
          recentChat(db, eventId, userId),
          voiceInRoom(db, eventId, userId),
        ]);
        return { eventId: event.eventId, hostId: event.hostId, participants: people, messages, voice, iceServers };
      },
    );

    app.post<{ Params: Params; Body: Pose }>(
      '/live-events/:eventId/moves/:userId',
      {
        preHandler: [session, self],
        schema: {
          operationId: 'moveInLiveRoom',
          tags: ['live'],
          summary: 'Where you are now in the room (at most 10 moves a second)',
          params,
          body: {
            type: 'object',
            required: ['x', 'y', 'z', 'yaw'],
            additionalProperties: false,
            properties: { x: coordinate, y: coordinate, z: coordinate, yaw: { type: 'number', minimum: -10, maximum: 10 } },
          },
          response: { 200: { type: 'object', required: ['moved'], properties: { moved: { type: 'boolean' } } } },
        },
      },
      async (request) => {
        const { userId, eventId } = request.params;
        await roomFor(db, userId, eventId);
        const { x, y, z, yaw } = request.body;
        await move(db, eventId, userId, { x, y, z, yaw });
        await tellRoom(db, eventId, { type: 'moved', userId, x, y, z, yaw });
        return { moved: true };
      },
    );

    app.post<{ Params: Params; Body: { text: string } }>(
      '/live-events/:eventId/chat/:userId',
      {
        preHandler: [session, self],
        config: limitedTo(LIMITS.liveChat),
        schema: {
          operationId: 'sayInLiveRoom',
          tags: ['live'],
          summary: "Say something in the room's chat",
          params,
          body: { type: 'object', required: ['text'], properties: { text: { type: 'string', minLength: 1, maxLength: CHAT_TEXT_MAX } } },
          response: { 200: chatMessage },
        },
      },
      async (request) => {
        const { userId, eventId } = request.params;
        await roomFor(db, userId, eventId);
        const text = request.body.text.trim();
        if (!text) throw httpError(400, 'Write something first.');
        const message = await say(db, eventId, userId, text);
        await tellRoom(db, eventId, { type: 'chat', message });
        return message;
      },
    );

    app.post<{ Params: Params; Body: { emoji: string } }>(
      '/live-events/:eventId/reactions/:userId',
      {
        preHandler: [session, self],
        config: limitedTo(LIMITS.liveReaction),
        schema: {
          operationId: 'reactInLiveRoom',
          tags: ['live'],
          summary: 'React with an emoji (👋 👏 ❤️ 😂 🎉 👍): everyone in the room sees it above you for a moment; nothing is kept',
          params,
          body: { type: 'object', required: ['emoji'], additionalProperties: false, properties: { emoji: { type: 'string' } } },
          response: { 200: { type: 'object', required: ['emoji'], properties: { emoji: { type: 'string' } } } },
        },
      },
      async (request) => {
        const { userId, eventId } = request.params;
        await roomFor(db, userId, eventId);
        return react(db, eventId, userId, request.body);
      },
    );

    // Voice: connection signals, your own voice state, a host's mute (./voice-routes.ts).
    voiceRoutes(app, db, [session, self]);

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
        await tellRoom(db, eventId, { type: 'ended' });
        return event;
      },
    );
  };
}
