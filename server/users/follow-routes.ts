/**
 * Follow writes and the follow status (spec §7 Users, §4 Follow status): follow or request,
 * accept and decline a request, unfollow (also cancels a request), remove a follower, and the
 * caller's status towards someone. The caller acts only as themselves (path userId).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { requireSelf, requireSession } from '../auth/guard.ts';
import { httpError } from '../http/errors.ts';
import { acceptRequest, declineRequest, follow, removeFollower, unfollow } from './follows.ts';
import { followStatus, USER_NOT_FOUND } from './relations.ts';

export const params = (...names: string[]) =>
  ({ type: 'object', required: names, properties: Object.fromEntries(names.map((n) => [n, { type: 'string' }])) }) as const;
const change = { 200: { $ref: 'FollowChange#' } } as const;

export function followRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    const guard = [requireSession(db), requireSelf('userId')];

    app.post<{ Params: { userId: string }; Body: { followingUserId: string } }>(
      '/users/send-follow-request/:userId',
      {
        preHandler: guard,
        schema: {
          operationId: 'sendFollowRequest',
          tags: ['social'],
          summary: "Follow someone: 'accepted' for a public profile, 'pending' (a request) for a private one; repeating it changes nothing",
          params: params('userId'),
          body: { type: 'object', required: ['followingUserId'], properties: { followingUserId: { type: 'string' } } },
          response: change,
        },
      },
      (request) => follow(db, request.params.userId, request.body.followingUserId),
    );

    app.put<{ Params: { userId: string; followerId: string } }>(
      '/users/accept-follow-request/:userId/:followerId',
      {
        preHandler: guard,
        schema: {
          operationId: 'acceptFollowRequest',
          tags: ['social'],
          summary: 'Accept a pending follow request to you',
          params: params('userId', 'followerId'),
          response: change,
        },
      },
      (request) => acceptRequest(db, request.params.userId, request.params.followerId),
    );

    app.put<{ Params: { userId: string; followerId: string } }>(
      '/users/decline-follow-request/:userId/:followerId',
      {
        preHandler: guard,
        schema: {
          operationId: 'declineFollowRequest',
          tags: ['social'],
          summary: 'Decline a pending follow request to you (idempotent)',
          params: params('userId', 'followerId'),
          response: change,
        },
      },
      (request) => declineRequest(db, request.params.userId, request.params.followerId),
    );

    app.put<{ Params: { userId: string }; Body: { followingUserId?: string; unfollowId?: string } }>(
      '/users/unfollow/:userId',
      {
        preHandler: guard,
        schema: {
          operationId: 'unfollowUser',
          tags: ['social'],
          summary: 'Stop following someone, or cancel your request (idempotent)',
          params: params('userId'),
          body: {
            type: 'object',
            properties: {
              followingUserId: { type: 'string' },
              unfollowId: { type: 'string', description: 'The same as followingUserId (the name the spec uses)' },
            },
          },
          response: change,
        },
      },
      (request) => {
        const targetId = request.body.followingUserId ?? request.body.unfollowId;
        if (!targetId) throw httpError(400, 'followingUserId is required');
        return unfollow(db, request.params.userId, targetId);
      },
    );

    app.put<{ Params: { userId: string; followerId: string } }>(
      '/users/remove-follower/:userId/:followerId',
      {
        preHandler: guard,
        schema: {
          operationId: 'removeFollower',
          tags: ['social'],
          summary: 'Remove someone from your followers (idempotent)',
          params: params('userId', 'followerId'),
          response: change,
        },
      },
      (request) => removeFollower(db, request.params.userId, request.params.followerId),
    );

    app.get<{ Params: { userId: string; otherId: string } }>(
      '/users/check-following-status/:userId/:otherId',
      {
        preHandler: guard,
        schema: {
          operationId: 'checkFollowingStatus',
          tags: ['social'],
          summary: "Your status towards someone: false, 'pending', 'accepted', 'blocked' (by you) or 'self'",
          params: params('userId', 'otherId'),
          response: { 200: { $ref: 'FollowingStatus#' } },
        },
      },
      async (request) => {
        const status = await followStatus(db, request.params.userId, request.params.otherId);
        if (status === null) throw httpError(404, USER_NOT_FOUND);
        if (status === false && !(await db.kysely.selectFrom('users').select('userId').where('userId', '=', request.params.otherId).executeTakeFirst()))
          throw httpError(404, USER_NOT_FOUND);
        return { status };
      },
    );
  };
}
