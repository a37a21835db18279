/** JSON schemas of live rooms shared by several routes (some named, so GraphQL gets real types). */
import { avatarJsonSchemas } from '../../shared/avatar.ts';
import { rowIdSchema } from '../http/row-ids.ts';

const coordinate = { type: 'number', minimum: -1000, maximum: 1000 } as const;

/** Where one is in a room. */
export const moveBody = {
  type: 'object',
  required: ['x', 'y', 'z', 'yaw'],
  additionalProperties: false,
  properties: { x: coordinate, y: coordinate, z: coordinate, yaw: { type: 'number', minimum: -10, maximum: 10 } },
} as const;

export const participant = {
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

export const chatMessage = {
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

/** Someone in the room the host acts on (a mute, a removal). */
export const guestBody = {
  type: 'object',
  required: ['guestId'],
  additionalProperties: false,
  properties: { guestId: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;

/** The path of every event room route: the caller's own id and the event's. */
export type Params = { userId: string; eventId: number };
export const params = { type: 'object', required: ['userId', 'eventId'], properties: { userId: { type: 'string' }, eventId: rowIdSchema } } as const;

export const liveVoiceState = {
  $id: 'LiveVoiceState',
  type: 'object',
  required: ['userId', 'inVoice', 'muted', 'hostMuted'],
  properties: { userId: { type: 'string' }, inVoice: { type: 'boolean' }, muted: { type: 'boolean' }, hostMuted: { type: 'boolean' } },
} as const;

/** An ICE server as RTCPeerConnection takes it (its addresses always a list here). */
export const iceServer = {
  $id: 'IceServer',
  type: 'object',
  required: ['urls'],
  properties: { urls: { type: 'array', items: { type: 'string' } }, username: { type: 'string' }, credential: { type: 'string' } },
} as const;

export const liveSchemas = [liveVoiceState, iceServer, ...avatarJsonSchemas];

/** What a room's main screen shows (main-screen.ts): one of its Pod's pictures, videos or web pages, or nothing. */
export const screenState = {
  type: 'object',
  required: ['screen'],
  properties: {
    screen: {
      type: ['object', 'null'],
      required: ['itemId', 'kind', 'url'],
      properties: { itemId: { type: 'string' }, kind: { type: 'string', enum: ['image', 'video', 'embed'] }, url: { type: 'string' } },
    },
  },
} as const;
