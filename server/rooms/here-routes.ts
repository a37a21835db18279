/**
 * "Here now" routes (issue 46 item 5): the feed's 'Live now' row, and a page saying which Pods it
 * shows so that its notification stream hears of their rooms (here-live.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { callerFrom, declareSessionNeed, ensureSelf, requireSelf, requireSession } from '../auth/guard.ts';
import { liveNow } from '../posts/feed.ts';
import { GUEST } from '../posts/feed-routes.ts';
import { MAX_WATCHED } from '../../shared/here-now.ts';
import { watchHereNow } from './here-live.ts';
import { httpError } from '../http/errors.ts';
import { LIMITS, limitedTo } from '../http/rate-limits.ts';

const ID_CHARS = 64;
const userParam = { type: 'object', required: ['userId'], properties: { userId: { type: 'string' } } } as const;

export function hereNowRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    const viewer = declareSessionNeed(async (request: FastifyRequest) => {
      const { userId } = request.params as { userId: string };
      if (userId === GUEST && !request.headers.authorization) return void (request.callerId = '');
      const { callerId } = await callerFrom(db, app.frameTokens, request.headers.authorization);
      ensureSelf(callerId, userId);
      request.callerId = callerId;
    }, 'optional');

    app.get<{ Params: { userId: string } }>(
      '/posts/live-now/:userId',
      {
        preHandler: viewer,
        schema: {
          operationId: 'getLiveNowPosts',
          tags: ['feed'],
          summary: "The busiest public Pods now, most people first ('Live now'; 'guest' when signed out); empty when nobody is in any",
          params: userParam,
          response: { 200: { $ref: 'FeedPage#' } },
        },
      },
      (request) => liveNow(db, request.callerId),
    );

    app.put<{ Params: { userId: string }; Body: { streamKey: string; postIds: string[] } }>(
      '/here-now/:userId',
      {
        preHandler: [requireSession(db), requireSelf('userId')],
        config: limitedTo(LIMITS.hereNowWatch),
        schema: {
          operationId: 'watchHereNow',
          tags: ['feed'],
          summary: `The Pods your page shows now (at most ${MAX_WATCHED}): your notification stream with this key tells you who comes and goes in them`,
          params: userParam,
          body: {
            type: 'object',
            required: ['streamKey', 'postIds'],
            additionalProperties: false,
            properties: {
              streamKey: { type: 'string', description: "The key in your notification stream's `connected` event" },
              postIds: { type: 'array', maxItems: MAX_WATCHED, items: { type: 'string' } },
            },
          },
          response: { 200: { type: 'object', required: ['watching'], properties: { watching: { type: 'integer' } } } },
        },
      },
      (request) => {
        const { streamKey, postIds } = request.body;
        // Lengths are checked here: Mesh would turn them into custom scalars (docs/decisions.md, issue 4).
        if (streamKey.length > ID_CHARS || postIds.some((postId) => postId.length > ID_CHARS)) throw httpError(400, 'A stream key or Pod id is too long.');
        return watchHereNow(db, request.callerId, streamKey, postIds);
      },
    );
  };
}
