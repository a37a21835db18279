/**
 * What the host screens need for the pod app frames: where the frames are served
 * (GET /api/frames/config) and a short-lived token to hand them (POST /api/users/frame-token/{userId}).
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { requireSelf, requireSession } from './guard.ts';
import { LIMITS, limitedTo } from '../http/rate-limits.ts';

export function frameRoutes(db: Db, config: Pick<Config, 'podAppUrl'>) {
  return async (app: FastifyInstance) => {
    app.get(
      '/frames/config',
      {
        schema: {
          operationId: 'getFrameConfig',
          tags: ['frames'],
          summary: 'Where the pod app frames are served (POD_APP_URL, their own origin)',
          response: { 200: { type: 'object', required: ['podAppUrl'], properties: { podAppUrl: { type: 'string' } } } },
        },
      },
      () => ({ podAppUrl: config.podAppUrl }),
    );

    app.post<{ Params: { userId: string } }>(
      '/users/frame-token/:userId',
      {
        // Only a real session may ask: a frame token cannot renew itself past its session's reach.
        preHandler: [requireSession(db), requireSelf('userId')],
        config: limitedTo(LIMITS.frameToken),
        schema: {
          operationId: 'createFrameToken',
          tags: ['users'],
          summary: "A 15-minute token for the pod app frames, bound to the caller's session (ends with it); accepted only by the routes the frames use",
          params: { type: 'object', required: ['userId'], properties: { userId: { type: 'string' } } },
          response: {
            200: {
              type: 'object',
              required: ['token', 'expiresAt'],
              properties: { token: { type: 'string' }, expiresAt: { type: 'string', format: 'date-time' } },
            },
          },
        },
      },
      (request) => app.frameTokens.issue(request.callerId, request.sessionHash),
    );
  };
}
