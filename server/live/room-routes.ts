/**
 * What a person does in a room, an event's or a Pod's, with the same routes under each room's
 * path (routes.ts for events, pod-room-routes.ts for Pods): a ticket for their stream and the
 * stream itself (stream.ts), move, chat, react, their own voice,
 * a voice connection signal to someone in the room, and the host's (a Pod's owner's) mute and
 * main screen (main-screen.ts: one of the Pod's pictures, videos or web pages for everyone) and
 * removing someone (removals.ts: out at once, back after 24 hours). Each
 * asks the room's own rule whether the caller may be there first (`roomOf`), and a signed-out
 * visitor's place (canTalk false) never talks, chats or reacts.
 */
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../db/database.ts';
import { httpError } from '../http/errors.ts';
import { LIMITS, limitedTo } from '../http/rate-limits.ts';
import { tellRoom } from './bus.ts';
import { CHAT_TEXT_MAX, say } from './chat.ts';
import { move, type Pose } from './presence.ts';
import { react } from './reactions.ts';
import type { Room, RoomKey } from './room-key.ts';
import { issueTicket, redeemTicket, roomPurpose } from '../notifications/tickets.ts';
import { openRoomStream } from './stream.ts';
import { chatMessage, guestBody, moveBody, screenState } from './schemas.ts';
import { SCREEN_ITEM_ID_MAX, setScreen } from './main-screen.ts';
import { relaySignal, signalBody, type SignalBody } from './signals.ts';
import { muteGuest, setOwnVoice, type OwnVoice } from './voice.ts';
import { repairVoiceSoon } from './voice-pairs.ts';
import { removeFromRoom, type RemovalKind } from './removals.ts';

type Action = 'ticket' | 'move' | 'say' | 'react' | 'signal' | 'voice' | 'mute' | 'screen' | 'remove';

export interface RoomRouteKind<P extends { userId: string }> {
  /** The room's path, without the action (`/live-events/:eventId`). */
  path: string;
  params: object;
  tag: string;
  operationIds: Record<Action, string>;
  /** The room the params name. */
  keyOf: (params: P) => RoomKey;
  /** The caller's place in the room as they come in (its capacity applies); throws when they have none. */
  entering: (params: P) => Promise<Room>;
  /** The caller's place in the room they are in; throws when they have none. */
  roomOf: (params: P) => Promise<Room>;
  /**
   * Where a move goes when being in the room is check enough (a Pod's room: who may be there was
   * asked when their stream opened, and again whenever that changes; move() refuses anyone not in
   * it). Without it, every move asks `roomOf` first.
   */
  moveRoom?: (params: P) => RoomKey;
  /** Whom the host may mute in this room. */
  mayBeMuted: (room: Room, params: P) => (guestId: string) => Promise<boolean>;
  /** Whom the host may remove from this room, what else that does, and the route's summary. */
  removal: { summary: string; kind: (room: Room, params: P) => RemovalKind };
  preHandler: preHandlerAsyncHookHandler[];
}

const talking = async (room: Promise<Room>) => {
  const place = await room;
  if (!place.canTalk) throw httpError(403, 'Sign in to talk and chat.');
  return place;
};

export function roomActionRoutes<P extends { userId: string }>(app: FastifyInstance, db: Db, kind: RoomRouteKind<P>) {
  const { path, params, tag, operationIds, roomOf, preHandler } = kind;
  const voiceState = { $ref: 'LiveVoiceState#' };
  // Each route gets its own list: the rate limiter adds its hook to the list it is given.
  // Fastify cannot narrow a generic route's params; the schema has checked them.
  const paramsOf = (request: { params: unknown }) => request.params as P;

  app.post<{ Params: P }>(
    `${path}/ticket/:userId`,
    {
      preHandler: [...preHandler],
      config: limitedTo(LIMITS.streamTicket),
      schema: {
        operationId: operationIds.ticket,
        tags: [tag],
        summary: 'A single-use ticket (one minute) to open your stream of the room',
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
      const { key } = await kind.entering(paramsOf(request));
      return issueTicket(db, { userId: request.callerId, sessionHash: request.sessionHash }, roomPurpose(key));
    },
  );

  // EventSource sends no headers: the ticket in the query is the caller's proof.
  app.get<{ Params: P; Querystring: { ticket?: string } }>(
    `${path}/stream/:userId`,
    { schema: { hide: true, params, querystring: { type: 'object', properties: { ticket: { type: 'string', maxLength: 200 } } } } },
    async (request, reply) => {
      const params = paramsOf(request);
      const holder = await redeemTicket(db, request.query.ticket, roomPurpose(kind.keyOf(params)), params.userId, 'You can only open your own stream.');
      const room = await kind.entering({ ...params, userId: holder.userId });
      await openRoomStream(db, reply, room, holder, (error) => request.log.error(error));
    },
  );

  app.post<{ Params: P; Body: Pose }>(
    `${path}/moves/:userId`,
    {
      preHandler: [...preHandler],
      schema: {
        operationId: operationIds.move,
        tags: [tag],
        summary: 'Where you are now in the room (at most 10 moves a second)',
        params,
        body: moveBody,
        response: { 200: { type: 'object', required: ['moved'], properties: { moved: { type: 'boolean' } } } },
      },
    },
    async (request) => {
      const params = paramsOf(request);
      const key = kind.moveRoom ? kind.moveRoom(params) : (await roomOf(params)).key;
      const { userId } = params;
      const { x, y, z, yaw } = request.body;
      await move(db, key, userId, { x, y, z, yaw });
      await tellRoom(db, key, { type: 'moved', userId, x, y, z, yaw });
      repairVoiceSoon(db, key, (error) => request.log.error(error));
      return { moved: true };
    },
  );

  app.post<{ Params: P; Body: { text: string } }>(
    `${path}/chat/:userId`,
    {
      preHandler: [...preHandler],
      config: limitedTo(LIMITS.liveChat),
      schema: {
        operationId: operationIds.say,
        tags: [tag],
        summary: "Say something in the room's chat",
        params,
        body: { type: 'object', required: ['text'], properties: { text: { type: 'string', minLength: 1, maxLength: CHAT_TEXT_MAX } } },
        response: { 200: chatMessage },
      },
    },
    async (request) => {
      const { key } = await talking(roomOf(paramsOf(request)));
      const text = request.body.text.trim();
      if (!text) throw httpError(400, 'Write something first.');
      const message = await say(db, key, paramsOf(request).userId, text);
      await tellRoom(db, key, { type: 'chat', message });
      return message;
    },
  );

  app.post<{ Params: P; Body: { emoji: string } }>(
    `${path}/reactions/:userId`,
    {
      preHandler: [...preHandler],
      config: limitedTo(LIMITS.liveReaction),
      schema: {
        operationId: operationIds.react,
        tags: [tag],
        summary: 'React with an emoji (👋 👏 ❤️ 😂 🎉 👍): everyone in the room sees it above you for a moment; nothing is kept',
        params,
        body: { type: 'object', required: ['emoji'], additionalProperties: false, properties: { emoji: { type: 'string' } } },
        response: { 200: { type: 'object', required: ['emoji'], properties: { emoji: { type: 'string' } } } },
      },
    },
    async (request) => {
      const { key } = await talking(roomOf(paramsOf(request)));
      return react(db, key, paramsOf(request).userId, request.body);
    },
  );

  app.post<{ Params: P; Body: SignalBody }>(
    `${path}/signals/:userId`,
    {
      preHandler: [...preHandler],
      config: limitedTo(LIMITS.liveSignal),
      schema: {
        operationId: operationIds.signal,
        tags: [tag],
        summary: 'Send a voice connection signal (WebRTC description or ICE candidate) to someone in the room',
        params,
        body: signalBody,
        response: { 200: { type: 'object', required: ['relayed'], properties: { relayed: { type: 'boolean' } } } },
      },
    },
    async (request) => {
      const { key } = await talking(roomOf(paramsOf(request)));
      await relaySignal(db, key, paramsOf(request).userId, request.body);
      return { relayed: true };
    },
  );

  app.post<{ Params: P; Body: OwnVoice }>(
    `${path}/voice/:userId`,
    {
      preHandler: [...preHandler],
      config: limitedTo(LIMITS.liveVoice),
      schema: {
        operationId: operationIds.voice,
        tags: [tag],
        summary: 'Your voice in the room: in voice or not, muted or not (unmuting yourself in voice lifts a host mute)',
        params,
        body: {
          type: 'object',
          required: ['inVoice', 'muted'],
          additionalProperties: false,
          properties: { inVoice: { type: 'boolean' }, muted: { type: 'boolean' } },
        },
        response: { 200: voiceState },
      },
    },
    async (request) => {
      const { key } = await talking(roomOf(paramsOf(request)));
      return setOwnVoice(db, key, paramsOf(request).userId, { inVoice: request.body.inVoice, muted: request.body.muted });
    },
  );

  app.post<{ Params: P; Body: { guestId: string } }>(
    `${path}/voice-mutes/:userId`,
    {
      preHandler: [...preHandler],
      config: limitedTo(LIMITS.liveVoice),
      schema: {
        operationId: operationIds.mute,
        tags: [tag],
        summary: 'Mute someone in a room you host (they stay muted, also after rejoining, until they unmute themselves)',
        params,
        body: guestBody,
        response: { 200: voiceState },
      },
    },
    async (request) => {
      const room = await roomOf(paramsOf(request));
      return muteGuest(db, room, request.body.guestId, kind.mayBeMuted(room, paramsOf(request)));
    },
  );

  app.put<{ Params: P; Body: { itemId: string | null } }>(
    `${path}/screen/:userId`,
    {
      preHandler: [...preHandler],
      config: limitedTo(LIMITS.roomScreen),
      schema: {
        operationId: operationIds.screen,
        tags: [tag],
        summary: "Put one of the Pod's pictures, videos or web pages on the main screen for everyone in a room you host, or clear it (null)",
        params,
        body: {
          type: 'object',
          required: ['itemId'],
          additionalProperties: false,
          properties: { itemId: { type: ['string', 'null'], maxLength: SCREEN_ITEM_ID_MAX } },
        },
        response: { 200: screenState },
      },
    },
    async (request) => setScreen(db, await roomOf(paramsOf(request)), request.body),
  );

  app.post<{ Params: P; Body: { guestId: string } }>(
    `${path}/removals/:userId`,
    {
      preHandler: [...preHandler],
      config: limitedTo(LIMITS.liveVoice),
      schema: {
        operationId: operationIds.remove,
        tags: [tag],
        summary: kind.removal.summary,
        params,
        body: guestBody,
        response: { 200: { type: 'object', required: ['guestId', 'until'], properties: { guestId: { type: 'string' }, until: { type: 'integer' } } } },
      },
    },
    async (request) => {
      const room = await roomOf(paramsOf(request));
      return removeFromRoom(db, room, request.body.guestId, kind.removal.kind(room, paramsOf(request)));
    },
  );
}
