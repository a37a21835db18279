/**
 * Voice in live events (issue 20): the WebRTC signals (session descriptions and ICE candidates)
 * one person in a room sends another, relayed through the room's news (bus.ts, so across server
 * processes on PostgreSQL) to the addressee's stream only. Both must be in the room now (their
 * stream open) and see each other there (no block between them); the server reads nothing in a
 * signal but its size. A signal fits one PostgreSQL notification (8000 bytes) with room to spare.
 */
import type { Db } from '../db/database.ts';
import { httpError } from '../http/errors.ts';
import { inRoomNow } from './presence.ts';
import type { RoomKey } from './room-key.ts';
import { tellRoom } from './bus.ts';
import { paired } from './voice-pairs.ts';
import { CONNECTION_ID_MAX, type VoiceSignal } from '../../shared/live-messages.ts';

export const SDP_MAX = 6000;
export const CANDIDATE_MAX = 1000;

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const nullable = (schema: object) => ({ anyOf: [schema, { type: 'null' }] }) as const;

/** The request body: whom for, and a description or a candidate (exactly one: relaySignal checks). */
export const signalBody = {
  type: 'object',
  required: ['to'],
  additionalProperties: false,
  properties: {
    to: { type: 'string', minLength: 1, maxLength: 100 },
    connection: text(CONNECTION_ID_MAX),
    for: text(CONNECTION_ID_MAX),
    description: {
      type: 'object',
      required: ['type', 'sdp'],
      additionalProperties: false,
      properties: { type: { type: 'string', enum: ['offer', 'answer'] }, sdp: text(SDP_MAX) },
    },
    candidate: {
      type: 'object',
      required: ['candidate'],
      additionalProperties: false,
      properties: {
        candidate: text(CANDIDATE_MAX),
        sdpMid: nullable(text(64)),
        sdpMLineIndex: nullable({ type: 'integer', minimum: 0, maximum: 64 }),
        usernameFragment: nullable(text(256)),
      },
    },
  },
} as const;

export interface SignalBody {
  to: string;
  connection?: string;
  for?: string;
  description?: { type: 'offer' | 'answer'; sdp: string };
  candidate?: { candidate: string; sdpMid?: string | null; sdpMLineIndex?: number | null; usernameFragment?: string | null };
}

/** Relays `body` from `from` to its addressee, both in the room now and visible to each other. */
export async function relaySignal(db: Db, room: RoomKey, from: string, body: SignalBody) {
  if (body.to === from) throw httpError(400, 'A signal goes to someone else in the room.');
  // Exactly one of the two (checked here, after the caller is known: a schema `oneOf` would answer
  // an anonymous caller's malformed body before asking who they are).
  if (!body.description === !body.candidate) throw httpError(400, 'A signal holds a description or a candidate, not both.');
  const present = await inRoomNow(db, room, from, [from, body.to]);
  if (!present.has(from)) throw httpError(409, 'Open the room first: you are not in it.');
  if (!present.has(body.to)) throw httpError(403, 'They are not in this room.');
  if (!(await paired(db, room, from, body.to))) throw httpError(403, 'You are not near enough to talk with them.');
  const signal: VoiceSignal = {
    ...(body.description
      ? { description: { type: body.description.type, sdp: body.description.sdp } }
      : {
          candidate: {
            candidate: body.candidate!.candidate,
            sdpMid: body.candidate!.sdpMid ?? null,
            sdpMLineIndex: body.candidate!.sdpMLineIndex ?? null,
            usernameFragment: body.candidate!.usernameFragment ?? null,
          },
        }),
    ...(body.connection ? { connection: body.connection } : {}),
    ...(body.for ? { for: body.for } : {}),
  };
  await tellRoom(db, room, { type: 'signal', from, to: body.to, signal });
}
