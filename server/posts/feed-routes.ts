/** The Discover feed's routes: timeline, top lists, likes, views and trending profiles. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { callerFrom, declareSessionNeed, ensureSelf, requireSelf, requireSession } from '../auth/guard.ts';
import { offerDirectly, type Authorize } from '../gateway/direct-reads.ts';
import { FEED_PAGE_SIZE, timeline, topPosts, trendingProfiles } from './feed.ts';
import { recordView, toggleLike } from './reactions.ts';
import { sendPage } from './feed-json.ts';

/** Signed-out visitors read the feed as `guest`; anyone else reads it as themselves only. */
export const GUEST = 'guest';

interface TimelineParams extends Record<string, unknown> {
  pageNumber?: number;
  pageSize?: number;
  category?: string | null;
  search?: string | null;
}

const params = (...names: string[]) =>
  ({ type: 'object', required: names, properties: Object.fromEntries(names.map((n) => [n, { type: 'string' }])) }) as const;

export function feedRoutes(db: Db, options: { trendingCacheMs: number }) {
  return async (app: FastifyInstance) => {
    const session = requireSession(db);
    const self = requireSelf('userId');
    /** The viewer of a feed read: the guest without a session ('' then), else the caller (path must match). */
    const viewerOf: Authorize = async (authorization, { userId }) => {
      if (userId === GUEST && !authorization) return '';
      const { callerId } = await callerFrom(db, app.frameTokens, authorization);
      ensureSelf(callerId, userId);
      return callerId;
    };
    const viewer = declareSessionNeed(async (request: FastifyRequest) => {
      request.callerId = await viewerOf(request.headers.authorization, request.params as Record<string, unknown>);
    }, 'optional');

    const readTimeline = (callerId: string, { pageNumber = 1, pageSize = FEED_PAGE_SIZE, category, search }: TimelineParams) =>
      timeline(db, callerId, { pageNumber, pageSize, category: category && category !== 'all-pods' ? category : null, search: search ?? null });
    // The gateway resolves these fields with the same guard and code (server/gateway/direct-reads.ts).
    offerDirectly(app, 'getTimeline', viewerOf, readTimeline);
    offerDirectly(app, 'getTrendingProfiles', viewerOf, (callerId) => trendingProfiles(db, callerId, options.trendingCacheMs));

    app.get<{ Params: { userId: string }; Querystring: TimelineParams }>(
      '/posts/timeline/:userId',
      {
        preHandler: viewer,
        schema: {
          operationId: 'getTimeline',
          tags: ['feed'],
          summary: "The Discover feed: public Pods, newest first, by category and name search ('guest' when signed out)",
          params: params('userId'),
          querystring: {
            type: 'object',
            properties: {
              pageNumber: { type: 'integer', minimum: 1, default: 1 },
              pageSize: { type: 'integer', minimum: 1, default: FEED_PAGE_SIZE },
              category: { $ref: 'FeedCategory#' },
              search: { type: 'string' },
            },
          },
          response: { 200: { $ref: 'FeedPage#' } },
        },
      },
      async (request, reply) => sendPage(reply, await readTimeline(request.callerId, request.query)),
    );

    for (const [path, by, operationId, summary] of [
      ['/posts/top-viewed-posts/:userId', 'postViews', 'getTopViewedPosts', 'The most viewed public Pods'],
      ['/posts/top-liked-posts/:userId', 'postLikes', 'getTopLikedPosts', 'The most liked public Pods'],
    ] as const) {
      offerDirectly(app, operationId, viewerOf, (callerId) => topPosts(db, callerId, by));
      app.get<{ Params: { userId: string } }>(
        path,
        {
          preHandler: viewer,
          schema: { operationId, tags: ['feed'], summary, params: params('userId'), response: { 200: { $ref: 'FeedPage#' } } },
        },
        (request) => topPosts(db, request.callerId, by),
      );
    }

    app.get<{ Params: { userId: string } }>(
      '/users/trending-profiles/:userId',
      {
        preHandler: viewer,
        schema: {
          operationId: 'getTrendingProfiles',
          tags: ['feed'],
          summary: 'The most followed people',
          params: params('userId'),
          response: {
            200: {
              type: 'object',
              required: ['profiles'],
              properties: {
                profiles: {
                  type: 'array',
                  items: {
                    type: 'object',
                    required: ['userId', 'userName', 'userDisplayName', 'userDPUrl', 'totalFollowers', 'userTotalPods'],
                    properties: {
                      userId: { type: 'string' },
                      userName: { type: ['string', 'null'] },
                      userDisplayName: { type: ['string', 'null'] },
                      userDPUrl: { type: ['string', 'null'] },
                      totalFollowers: { type: 'integer' },
                      userTotalPods: { type: 'integer' },
                    },
                  },
                },
              },
            },
          },
        },
      },
      (request) => trendingProfiles(db, request.callerId, options.trendingCacheMs),
    );

    app.post<{ Params: { userId: string; postId: string }; Body: { liked?: boolean } | undefined }>(
      '/posts/toggle-post-like/:userId/:postId',
      {
        preHandler: [session, self],
        schema: {
          operationId: 'togglePostLike',
          tags: ['feed'],
          summary: "Flip the caller's like, or set it with `liked` (idempotent); answers the exact count",
          params: params('userId', 'postId'),
          body: { type: ['object', 'null'], properties: { liked: { type: 'boolean' } } },
          response: {
            200: {
              type: 'object',
              required: ['postId', 'isLiked', 'postLikes'],
              properties: { postId: { type: 'string' }, isLiked: { type: 'boolean' }, postLikes: { type: 'integer' } },
            },
          },
        },
      },
      (request) => toggleLike(db, request.params.userId, request.params.postId, request.body?.liked),
    );

    app.post<{ Params: { postId: string } }>(
      '/posts/post-views/:postId',
      {
        preHandler: requireSession(db, { frameToken: true }),
        schema: {
          operationId: 'recordPostView',
          tags: ['feed'],
          summary: "Count the caller's view of a Pod (once per person; the author's own views do not count)",
          params: params('postId'),
          response: {
            200: {
              type: 'object',
              required: ['postId', 'postViews', 'counted'],
              properties: { postId: { type: 'string' }, postViews: { type: 'integer' }, counted: { type: 'boolean' } },
            },
          },
        },
      },
      (request) => recordView(db, request.callerId, request.params.postId),
    );
  };
}
