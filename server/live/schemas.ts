/** JSON schemas of live rooms shared by several routes (some named, so GraphQL gets real types). */
import { avatarJsonSchemas } from '../../shared/avatar.ts';
import { rowIdSchema } from '../http/row-ids.ts';

/** The path of every room route: the caller's own id and the event's. */
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
