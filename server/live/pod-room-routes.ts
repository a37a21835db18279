/**
 * Drop-in rooms (issue 46): every Pod a person may see is a live room under `/pod-rooms/:postId`.
 * - GET `/pod-rooms/:postId` (signed in or not): whether one may come in, and who is there.
 * - A signed-in person's stream opens with a single-use ticket (as an event's); a signed-out
 *   visitor's opens without one, as Visitor, and their moves carry the key their snapshot gave.
 * - Moves, chat, reactions, voice and the owner's mute are the room routes every room has
 *   (room-routes.ts); a visitor's place cannot chat, react or talk.
 * - The owner removes someone (removals.ts: out at once, back after 24 hours) and sets who may drop in.
 * Each is refused unless the rules of shared/drop-in.ts (pod-room.ts) let the caller in.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import type { IceServer } from '../../shared/live-messages.ts';
import { DROP_IN_SETTINGS, ROOM_CAPACITY, type DropInSetting } from '../../shared/drop-in.ts';
import { optionalSession, requireSelf, requireSession } from '../auth/guard.ts';
import { httpError } from '../http/errors.ts';
import { addressKey, LIMITS, limitedTo } from '../http/rate-limits.ts';
import { tellRoom } from './bus.ts';
import { recentChat } from './chat.ts';
import { participants, requireVisitorRoom, visitorMove, type Pose } from './presence.ts';
import { askPodRoom, podRoomFor } from './pod-room.ts';
import { findVisiblePost } from '../posts/repository.ts';
import { podRoom, VISITOR_PREFIX } from './room-key.ts';
import { roomActionRoutes } from './room-routes.ts';
import { chatMessage, moveBody, participant } from './schemas.ts';
import { openRoomStream } from './stream.ts';
import { presentGuest, voiceInRoom } from './voice.ts';

type Params = { postId: string; userId: string };
const postId = { type: 'string', minLength: 1, maxLength: 64 } as const;
const params = { type: 'object', required: ['postId', 'userId'], properties: { postId, userId: { type: 'string', minLength: 1, maxLength: 100 } } } as const;
const postParams = { type: 'object', required: ['postId'], properties: { postId } } as const;
const entry = {
  type: 'object',
  required: ['kind'],
  properties: {
    kind: { type: 'string', enum: ['enter', 'full', 'refused'] },
    canTalk: { type: 'boolean' },
    present: { type: 'integer' },
    reason: { type: 'string', enum: ['closed', 'removed', 'eventOn'] },
    message: { type: 'string' },
  },
} as const;

export function podRoomRoutes(db: Db, { iceServers }: { iceServers: IceServer[] }) {
  return async (app: FastifyInstance) => {
    // The pod app calls these with its frame token (the host page's session never reaches it).
    const session = requireSession(db, { frameToken: true });
    const maybeSession = optionalSession(db, { frameToken: true });
    const self = requireSelf('userId');

    app.get<{ Params: { postId: string } }>(
      '/pod-rooms/:postId',
      {
        preHandler: maybeSession,
        schema: {
          operationId: 'getPodRoom',
          tags: ['rooms'],
          summary: "A Pod's drop-in room: whether you may come in, who is there now, its chat and voice states, and the ICE servers",
          params: postParams,
          response: {
            200: {
              type: 'object',
              required: ['postId', 'hostId', 'capacity', 'present', 'entry', 'participants', 'messages', 'voice', 'iceServers'],
              properties: {
                postId: { type: 'string' },
                hostId: { type: 'string' },
                capacity: { type: 'integer' },
                present: { type: 'integer', description: 'Everyone in the room now, you not counted' },
                entry,
                dropIn: { type: 'string', enum: [...DROP_IN_SETTINGS], description: 'Who may drop in (told to the owner only)' },
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
        const { postId } = request.params;
        const viewer = request.callerId || `${VISITOR_PREFIX}asking`;
        const answer = await askPodRoom(db, postId, viewer);
        const key = podRoom(postId);
        const inside = answer.entry.kind === 'enter';
        const [people, messages, voice] = inside
          ? await Promise.all([participants(db, key, answer.ownerId, viewer), recentChat(db, key, viewer), voiceInRoom(db, key, viewer)])
          : [[], [], []];
        return {
          postId,
          hostId: answer.ownerId,
          capacity: ROOM_CAPACITY,
          present: answer.others,
          entry: answer.entry,
          ...(viewer === answer.ownerId ? { dropIn: answer.setting } : {}),
          participants: people,
          messages,
          voice,
          iceServers: inside ? iceServers : [],
        };
      },
    );

    app.get<{ Params: { postId: string } }>(
      '/pod-rooms/:postId/visitor-stream',
      // Limited per address: a visitor has no account to count against.
      { config: limitedTo(LIMITS.streamTicket), schema: { hide: true, params: postParams } },
      async (request, reply) => {
        const visitorId = `${VISITOR_PREFIX}${randomUUID()}`;
        const room = await podRoomFor(db, request.params.postId, visitorId);
        // One network holds a few visitor places at most: it cannot fill others' rooms.
        const address = addressKey(request.ip);
        await requireVisitorRoom(db, room.key, address);
        await openRoomStream(db, reply, room, { userId: visitorId, sessionHash: null, address }, (error) => request.log.error(error));
      },
    );

    app.post<{ Params: { postId: string }; Body: Pose & { visitorId: string; visitorKey: string } }>(
      '/pod-rooms/:postId/visitor-moves',
      {
        schema: {
          operationId: 'moveAsVisitor',
          tags: ['rooms'],
          summary: "A signed-out visitor's move, with the key their stream's snapshot gave them (at most 10 a second)",
          params: postParams,
          body: {
            ...moveBody,
            required: [...moveBody.required, 'visitorId', 'visitorKey'],
            properties: { ...moveBody.properties, visitorId: { type: 'string', maxLength: 100 }, visitorKey: { type: 'string', maxLength: 100 } },
          },
          response: { 200: { type: 'object', required: ['moved'], properties: { moved: { type: 'boolean' } } } },
        },
      },
      async (request) => {
        const { visitorId, visitorKey, x, y, z, yaw } = request.body;
        const key = podRoom(request.params.postId);
        await visitorMove(db, key, visitorId, visitorKey, { x, y, z, yaw });
        await tellRoom(db, key, { type: 'moved', userId: visitorId, x, y, z, yaw });
        return { moved: true };
      },
    );

    roomActionRoutes<Params>(app, db, {
      path: '/pod-rooms/:postId',
      params,
      tag: 'rooms',
      operationIds: {
        ticket: 'createPodRoomTicket',
        move: 'moveInPodRoom',
        say: 'sayInPodRoom',
        react: 'reactInPodRoom',
        signal: 'signalInPodRoom',
        voice: 'setPodRoomVoice',
        mute: 'mutePodRoomGuest',
        screen: 'setPodRoomScreen',
        remove: 'removeFromPodRoom',
      },
      keyOf: ({ postId }) => podRoom(postId),
      entering: ({ postId, userId }) => podRoomFor(db, postId, userId),
      roomOf: ({ postId, userId }) => podRoomFor(db, postId, userId, true),
      moveRoom: ({ postId }) => podRoom(postId),
      mayBeMuted: (room) => presentGuest(db, room),
      removal: {
        summary: 'Remove someone from the room of your Pod: they are sent out at once and cannot come back for 24 hours',
        kind: (room) => ({
          hostOnly: 'Only the owner can remove someone from this Pod.',
          notYourself: 'You cannot remove yourself from your own Pod.',
          // A person (in the room or not, so a removal can come before they drop in) or a visitor there now.
          mayBeRemoved: async (guestId) =>
            (await db.kysely.selectFrom('users').select('userId').where('userId', '=', guestId).executeTakeFirst()) !== undefined ||
            (await presentGuest(db, room)(guestId)),
        }),
      },
      preHandler: [session, self],
    });

    app.put<{ Params: Params; Body: { dropIn: DropInSetting } }>(
      '/pod-rooms/:postId/drop-in/:userId',
      {
        preHandler: [session, self],
        schema: {
          operationId: 'setPodDropIn',
          tags: ['rooms'],
          summary: "Who may drop in to your Pod's room: everyone who can see it, your followers only, or only you",
          params,
          body: { type: 'object', required: ['dropIn'], additionalProperties: false, properties: { dropIn: { type: 'string', enum: [...DROP_IN_SETTINGS] } } },
          response: { 200: { type: 'object', required: ['dropIn'], properties: { dropIn: { type: 'string', enum: [...DROP_IN_SETTINGS] } } } },
        },
      },
      async (request) => {
        const { postId, userId } = request.params;
        const post = await findVisiblePost(db, postId, userId);
        if (post.userId !== userId) throw httpError(403, 'Only the owner can choose who drops in to this Pod.');
        await db.kysely.updateTable('posts').set({ dropIn: request.body.dropIn }).where('postId', '=', postId).execute();
        await tellRoom(db, podRoom(postId), { type: 'recheck' });
        return { dropIn: request.body.dropIn };
      },
    );
  };
}
