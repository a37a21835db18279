/** /api/posts: a user's Pods — create the first, change details or theme, read one, list a user's. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { optionalSession, requireSelf, requireSession } from '../auth/guard.ts';
import { createPost, findVisiblePost, listUserPosts, updatePost, type NewPost, type PostUpdate } from './repository.ts';
import { checkNewPost, checkPostUpdate } from './validation.ts';
import { postWithHereNow } from '../rooms/here-now.ts';

const params = (...names: string[]) =>
  ({ type: 'object', required: names, properties: Object.fromEntries(names.map((n) => [n, { type: 'string' }])) }) as const;

export function postRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    const session = requireSession(db);
    // The pod app frames read, create and save Pods with their frame token.
    const frameSession = requireSession(db, { frameToken: true });
    const maybeFrameSession = optionalSession(db, { frameToken: true });

    app.post<{ Params: { userId: string }; Body: NewPost }>(
      '/posts/:userId',
      {
        preHandler: [frameSession, requireSelf('userId')],
        schema: {
          operationId: 'createPost',
          tags: ['posts'],
          summary: "Create the user's Pod from a template (free plan: one Pod; the first completes onboarding)",
          params: params('userId'),
          body: { $ref: 'NewPost#' },
          response: { 200: { $ref: 'Post#' } },
        },
      },
      async (request) => {
        const rules = checkNewPost(request.body);
        return createPost(db, request.params.userId, { ...request.body, postName: rules.postName, postDescription: rules.postDescription });
      },
    );

    app.put<{ Params: { userId: string; postId: string }; Body: PostUpdate }>(
      '/posts/:userId/:postId',
      {
        preHandler: [frameSession, requireSelf('userId')],
        schema: {
          operationId: 'updatePost',
          tags: ['posts'],
          summary: "Change the owner's Pod: details (pod settings) or template (change theme)",
          params: params('userId', 'postId'),
          body: { $ref: 'PostUpdate#' },
          response: { 200: { $ref: 'Post#' } },
        },
      },
      async (request) => {
        // The rules return trimmed texts; the assets they only check (the schema shaped them).
        const { postAssets: _checked, ...rules } = checkPostUpdate(request.body);
        return updatePost(db, request.params.userId, request.params.postId, { ...request.body, ...rules });
      },
    );

    app.get<{ Params: { postId: string } }>(
      '/posts/live/:postId',
      {
        preHandler: maybeFrameSession,
        schema: {
          operationId: 'getLivePost',
          tags: ['posts'],
          summary: 'One Pod, also for signed-out visitors (a private Pod only for its owner), with who is in it now',
          params: params('postId'),
          response: { 200: { $ref: 'Post#' } },
        },
      },
      async (request) => postWithHereNow(db, request.callerId || '', await findVisiblePost(db, request.params.postId, request.callerId || null)),
    );

    app.get<{ Params: { userId: string } }>(
      '/posts/user-posts/:userId',
      {
        preHandler: session,
        schema: {
          operationId: 'getUserPosts',
          tags: ['posts'],
          summary: "A user's Pods (others see only the public ones)",
          params: params('userId'),
          response: { 200: { $ref: 'PostList#' } },
        },
      },
      (request) => listUserPosts(db, request.params.userId, request.callerId),
    );
  };
}
