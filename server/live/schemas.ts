/** JSON schemas of live rooms shared by several routes, named so GraphQL gets real types. */
import { avatarJsonSchemas } from '../../shared/avatar.ts';

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
