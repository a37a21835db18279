/**
 * The live room's voice routes (issue 20), registered by ./routes.ts with its guards: a voice
 * connection signal relayed to someone in the room (./signals.ts), your own voice state, and a
 * host's mute of a guest (./voice.ts). Each is told to the room by the module that keeps it.
 */
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../db/database.ts';
import { LIMITS, limitedTo } from '../http/rate-limits.ts';
import { roomFor } from './access.ts';
import { params, type Params } from './schemas.ts';
import { relaySignal, signalBody, type SignalBody } from './signals.ts';
import { muteGuest, setOwnVoice, type OwnVoice } from './voice.ts';

export function voiceRoutes(app: FastifyInstance, db: Db, preHandler: preHandlerAsyncHookHandler[]) {
  app.post<{ Params: Params; Body: SignalBody }>(
    '/live-events/:eventId/signals/:userId',
    {
      preHandler,
      config: limitedTo(LIMITS.liveSignal),
      schema: {
        operationId: 'signalInLiveRoom',
        tags: ['live'],
        summary: 'Send a voice connection signal (WebRTC description or ICE candidate) to someone in the room',
        params,
        body: signalBody,
        response: { 200: { type: 'object', required: ['relayed'], properties: { relayed: { type: 'boolean' } } } },
      },
    },
    async (request) => {
      const { userId, eventId } = request.params;
      await roomFor(db, userId, eventId);
      await relaySignal(db, eventId, userId, request.body);
      return { relayed: true };
    },
  );

  app.post<{ Params: Params; Body: OwnVoice }>(
    '/live-events/:eventId/voice/:userId',
    {
      preHandler,
      config: limitedTo(LIMITS.liveVoice),
      schema: {
        operationId: 'setLiveVoice',
        tags: ['live'],
        summary: 'Your voice in the room: in voice or not, muted or not (unmuting yourself in voice lifts a host mute)',
        params,
        body: {
          type: 'object',
          required: ['inVoice', 'muted'],
          additionalProperties: false,
          properties: { inVoice: { type: 'boolean' }, muted: { type: 'boolean' } },
        },
        response: { 200: { $ref: 'LiveVoiceState#' } },
      },
    },
    async (request) => {
      const { userId, eventId } = request.params;
      await roomFor(db, userId, eventId);
      return setOwnVoice(db, eventId, userId, { inVoice: request.body.inVoice, muted: request.body.muted });
    },
  );

  app.post<{ Params: Params; Body: { guestId: string } }>(
    '/live-events/:eventId/voice-mutes/:userId',
    {
      preHandler,
      config: limitedTo(LIMITS.liveVoice),
      schema: {
        operationId: 'muteLiveGuest',
        tags: ['live'],
        summary: 'Mute a guest of an event you host (they stay muted, also after rejoining, until they unmute themselves)',
        params,
        body: {
          type: 'object',
          required: ['guestId'],
          additionalProperties: false,
          properties: { guestId: { type: 'string', minLength: 1, maxLength: 100 } },
        },
        response: { 200: { $ref: 'LiveVoiceState#' } },
      },
    },
    async (request) => {
      const { userId, eventId } = request.params;
      return muteGuest(db, await roomFor(db, userId, eventId), request.body.guestId);
    },
  );
}
