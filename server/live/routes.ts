/**
 * Live events (issue 8): the room of a started event, for its host and guests only. A ticket
 * opens the person's stream (EventSource sends no headers); the host's 'End event' is told to
 * everyone in the room, as are moves, chat, reactions, voice states, host mutes and removals (room-routes.ts,
 * the same for a Pod's drop-in room).
 * The live event frame (live.html) calls them with its frame token; a session token works too.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import type { IceServer } from '../../shared/live-messages.ts';
import { requireSelf, requireSession } from '../auth/guard.ts';
import { endEvent } from '../events/write.ts';
import { roomFor } from './access.ts';
import { tellRoom } from './bus.ts';
import { recentChat } from './chat.ts';
import { participants } from './presence.ts';
import { eventRoom } from './room-key.ts';
import { roomActionRoutes } from './room-routes.ts';
import { eventGuest, voiceInRoom } from './voice.ts';
import { chatMessage, params, participant, type Params } from './schemas.ts';

export function liveRoutes(db: Db, { iceServers }: { iceServers: IceServer[] }) {
  return async (app: FastifyInstance) => {
    // The live event frame calls these with its frame token (the host page's session never reaches it).
    const session = requireSession(db, { frameToken: true });
    const self = requireSelf('userId');

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
        ticket: 'createLiveTicket',
        move: 'moveInLiveRoom',
        say: 'sayInLiveRoom',
        react: 'reactInLiveRoom',
        signal: 'signalInLiveRoom',
        voice: 'setLiveVoice',
        mute: 'muteLiveGuest',
        screen: 'setLiveScreen',
        remove: 'removeFromLiveRoom',
      },
      keyOf: ({ eventId }) => eventRoom(eventId),
      entering: ({ userId, eventId }) => roomFor(db, userId, eventId),
      roomOf: ({ userId, eventId }) => roomFor(db, userId, eventId),
      mayBeMuted: (room, { eventId }) => eventGuest(db, eventId, room.hostId),
      removal: {
        summary:
          "Remove a guest from a started event you host: they are sent out at once, taken off the event's guest list, and cannot come back to its Pod's room for 24 hours",
        kind: (room, { eventId }) => ({
          hostOnly: 'Only the host can remove someone from this event.',
          notYourself: 'You cannot remove yourself from your own event.',
          mayBeRemoved: eventGuest(db, eventId, room.hostId),
          takeOff: async (guestId) => {
            await db.kysely.deleteFrom('eventGuests').where('eventId', '=', eventId).where('userId', '=', guestId).execute();
          },
        }),
      },
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
