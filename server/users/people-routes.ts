/**
 * Reading the social graph (spec §7 Users): a profile's data, followers and followings in cursor
 * pages, your incoming follow requests, and friend suggestions. Others' profiles are read subject
 * to blocks (hidden both ways) and privacy (a private profile's lists and Pods only for its
 * accepted followers).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { requireSelf, requireSession } from '../auth/guard.ts';
import { params } from './follow-routes.ts';
import { LIST_PAGE_SIZE, MAX_LIST_PAGE_SIZE, followersPage, followingsPage, requestsPage } from './follow-lists.ts';
import { profileData } from './profile-data.ts';
import { requireContentAccess } from './relations.ts';
import { friendSuggestions } from './suggestions.ts';

const search = { type: 'string', description: 'Case-insensitive part of the name or username' } as const;
const listQuery = {
  type: 'object',
  properties: { search, limit: { type: 'integer', minimum: 1, maximum: MAX_LIST_PAGE_SIZE, default: LIST_PAGE_SIZE } },
} as const;
const cursorDoc = "'0' for the first page, then the previous page's nextCursor";

type ListRequest = { Params: { userId: string; id: string; cursor: string }; Querystring: { search?: string; limit?: number } };

export function peopleRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    const session = requireSession(db);
    const guard = [session, requireSelf('userId')];

    app.get<{ Params: { userId: string; otherId: string } }>(
      '/users/profile-data/:userId/:otherId',
      {
        preHandler: guard,
        schema: {
          operationId: 'getProfileData',
          tags: ['social'],
          summary: 'A profile as you may see it: counts, your follow status and block, and the Pods visible to you',
          params: params('userId', 'otherId'),
          response: { 200: { $ref: 'ProfileData#' } },
        },
      },
      (request) => profileData(db, request.params.userId, request.params.otherId),
    );

    for (const [kind, read, operationId, schemaId] of [
      ['followers', followersPage, 'getFollowers', 'FollowerPage'],
      ['followings', followingsPage, 'getFollowings', 'FollowingPage'],
    ] as const) {
      app.get<ListRequest>(
        `/users/${kind}/:userId/:id/:cursor`,
        {
          preHandler: guard,
          schema: {
            operationId,
            tags: ['social'],
            summary: `The ${kind} of user {id}, newest first, in pages (a private profile's only for itself and its accepted followers)`,
            params: {
              ...params('userId', 'id', 'cursor'),
              properties: { ...params('userId', 'id').properties, cursor: { type: 'string', description: cursorDoc } },
            },
            querystring: listQuery,
            response: { 200: { $ref: `${schemaId}#` } },
          },
        },
        async (request) => {
          const { userId, id, cursor } = request.params;
          await requireContentAccess(db, userId, id, kind);
          return read(db, { ownerId: id, viewerId: userId, cursor, search: request.query.search ?? null, limit: request.query.limit ?? LIST_PAGE_SIZE });
        },
      );
    }

    app.get<{ Params: { userId: string }; Querystring: { cursor?: string; search?: string; limit?: number } }>(
      '/users/follow-requests/:userId',
      {
        preHandler: guard,
        schema: {
          operationId: 'getFollowRequests',
          tags: ['social'],
          summary: 'Pending requests to follow you, newest first, in pages',
          params: params('userId'),
          querystring: { ...listQuery, properties: { ...listQuery.properties, cursor: { type: 'string', description: cursorDoc } } },
          response: { 200: { $ref: 'FollowRequestPage#' } },
        },
      },
      (request) => {
        const { userId } = request.params;
        return requestsPage(db, {
          ownerId: userId,
          viewerId: userId,
          cursor: request.query.cursor ?? '0',
          search: request.query.search ?? null,
          limit: request.query.limit ?? LIST_PAGE_SIZE,
        });
      },
    );

    app.get<{ Params: { userId: string }; Querystring: { search?: string } }>(
      '/users/friend-suggestions/:userId',
      {
        preHandler: guard,
        schema: {
          operationId: 'getFriendSuggestions',
          tags: ['social'],
          summary: 'Up to 20 people to follow, by how many of the people you follow follow them',
          params: params('userId'),
          querystring: { type: 'object', properties: { search } },
          response: { 200: { $ref: 'FriendSuggestionList#' } },
        },
      },
      (request) => friendSuggestions(db, request.params.userId, request.query.search ?? null),
    );
  };
}
