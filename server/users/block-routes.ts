/** Blocking (spec §7 Users, Blocked users screen): block, unblock, and the people you blocked. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { requireSelf, requireSession } from '../auth/guard.ts';
import { params } from './follow-routes.ts';
import { blockedUsers, blockUser, unblockUser } from './blocks.ts';

const blockedBody = { type: 'object', required: ['blockedUserId'], properties: { blockedUserId: { type: 'string' } } } as const;

export function blockRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    const session = requireSession(db);

    app.post<{ Params: { userId: string }; Body: { blockedUserId: string } }>(
      '/users/block-user/:userId',
      {
        preHandler: [session, requireSelf('userId')],
        schema: {
          operationId: 'blockUser',
          tags: ['social'],
          summary: 'Block someone: follows between you end (both ways) and each of you is hidden from the other',
          params: params('userId'),
          body: blockedBody,
          response: { 200: { $ref: 'FollowChange#' } },
        },
      },
      (request) => blockUser(db, request.params.userId, request.body.blockedUserId),
    );

    app.put<{ Params: { id: string }; Body: { blockedUserId: string } }>(
      '/users/unblock-user/:id',
      {
        preHandler: [session, requireSelf('id')],
        schema: {
          operationId: 'unblockUser',
          tags: ['social'],
          summary: 'Unblock someone (idempotent; earlier follows do not come back)',
          params: params('id'),
          body: blockedBody,
          response: { 200: { $ref: 'FollowChange#' } },
        },
      },
      (request) => unblockUser(db, request.params.id, request.body.blockedUserId),
    );

    app.get<{ Params: { id: string }; Querystring: { search?: string } }>(
      '/users/blocked-users/:id',
      {
        preHandler: [session, requireSelf('id')],
        schema: {
          operationId: 'getBlockedUsers',
          tags: ['social'],
          summary: 'The people you blocked, most recent first',
          params: params('id'),
          querystring: { type: 'object', properties: { search: { type: 'string', description: 'Case-insensitive part of the name or username' } } },
          response: { 200: { $ref: 'BlockedUserList#' } },
        },
      },
      (request) => blockedUsers(db, request.params.id, request.query.search ?? null),
    );
  };
}
