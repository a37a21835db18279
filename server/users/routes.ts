/** /api/users: sign-in with either provider, logout, and reading users. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import type { Provider, ProviderId } from '../auth/providers.ts';
import { requireSelf, requireSession } from '../auth/guard.ts';
import { expireSession } from '../auth/sessions.ts';
import { httpError } from '../http/errors.ts';
import { findUser, toPublicUser, toUser } from './repository.ts';
import { signIn } from './sign-in.ts';

const idParam = (name: string) => ({ type: 'object', required: [name], properties: { [name]: { type: 'string' } } }) as const;

export function userRoutes(db: Db, providers: Map<ProviderId, Provider>) {
  return async (app: FastifyInstance) => {
    const session = requireSession(db);
    const signInBody = {
      type: 'object',
      required: ['idToken'],
      properties: { idToken: { type: 'string' }, userLoginID: { type: 'string' }, userEmail: { type: 'string' } },
    } as const;

    app.post<{ Body: { idToken: string } }>('/users', {
      schema: { operationId: 'signInWithGoogle', tags: ['users'], summary: 'Sign in with a Google ID token (login id and email come from the verified token only)', body: signInBody, response: { 200: { $ref: 'SessionResponse#' } } },
    }, (request) => signIn(db, providers.get('google'), request.body.idToken));

    app.post<{ Body: { idToken: string } }>('/users/apple-signin', {
      schema: { operationId: 'signInWithApple', tags: ['users'], summary: 'Sign in with an Apple ID token', body: { ...signInBody, required: ['idToken'] }, response: { 200: { $ref: 'SessionResponse#' } } },
    }, (request) => signIn(db, providers.get('apple'), request.body.idToken));

    app.post<{ Params: { userId: string }; Body: { sessionStatus: 'expired' } }>('/users/update-session/:userId', {
      preHandler: [session, requireSelf('userId')],
      schema: {
        operationId: 'updateSession', tags: ['users'], summary: 'Expire the calling session (logout)',
        params: idParam('userId'),
        body: { type: 'object', required: ['sessionStatus'], properties: { sessionStatus: { type: 'string', enum: ['expired'] } } },
        response: { 200: { type: 'object', required: ['sessionStatus'], properties: { sessionStatus: { type: 'string' } } } },
      },
    }, async (request) => {
      await expireSession(db, request.sessionToken);
      return { sessionStatus: 'expired' };
    });

    app.get<{ Params: { id: string } }>('/users/:id', {
      preHandler: [session, requireSelf('id')],
      schema: { operationId: 'getUser', tags: ['users'], summary: "The caller's own user", params: idParam('id'), response: { 200: { $ref: 'User#' } } },
    }, async (request) => {
      const row = await findUser(db, request.params.id);
      if (!row) throw httpError(404, 'User not found');
      return toUser(row);
    });

    app.get<{ Params: { id: string } }>('/users/single-user/:id', {
      preHandler: session,
      schema: { operationId: 'getSingleUser', tags: ['users'], summary: "Another user's public profile", params: idParam('id'), response: { 200: { $ref: 'PublicUser#' } } },
    }, async (request) => {
      const row = await findUser(db, request.params.id);
      if (!row) throw httpError(404, 'User not found');
      return toPublicUser(row);
    });
  };
}
