/** /api/users: sign-in with either provider, logout, and reading users. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { requireSelf, requireSession } from '../auth/guard.ts';
import { expireSession } from '../auth/sessions.ts';
import { httpError } from '../http/errors.ts';
import { LIMITS, limitedTo } from '../http/rate-limits.ts';
import { findUser, toPublicUser, toUser } from './repository.ts';
import { blocksBetween } from './relations.ts';
import type { BlobStore } from '../blobs/store.ts';
import type { SignIn } from './sign-in.ts';
import { createAccount, readAccountForm, readProfileForm, updateProfile } from './account.ts';
import { updateUser, type UserUpdate } from './update.ts';

const idParam = (name: string) => ({ type: 'object', required: [name], properties: { [name]: { type: 'string' } } }) as const;

const text = { type: 'string' } as const;

export function userRoutes(db: Db, signIn: SignIn, blobs: BlobStore) {
  return async (app: FastifyInstance) => {
    const session = requireSession(db);

    app.post<{ Body: { code: string; codeVerifier: string } }>(
      '/users',
      {
        config: limitedTo(LIMITS.signIn),
        schema: {
          operationId: 'signInWithGoogle',
          tags: ['users'],
          summary:
            "Sign in with Google's authorization code and the PKCE verifier; the server exchanges it (login id and email come from the verified ID token only)",
          body: { type: 'object', required: ['code', 'codeVerifier'], properties: { code: text, codeVerifier: text } },
          response: { 200: { $ref: 'SessionResponse#' } },
        },
      },
      (request) => signIn.withCode('google', request.body.code, request.body.codeVerifier),
    );

    app.post<{ Body: { signInCode: string; nonce: string } }>(
      '/users/apple-signin',
      {
        config: limitedTo(LIMITS.signIn),
        schema: {
          operationId: 'signInWithApple',
          tags: ['users'],
          summary: "Finish a sign-in with Apple: the one-time code our server gave the app after Apple's answer, and the nonce the app started with",
          body: { type: 'object', required: ['signInCode', 'nonce'], properties: { signInCode: text, nonce: text } },
          response: { 200: { $ref: 'SessionResponse#' } },
        },
      },
      (request) => signIn.redeem('apple', request.body.signInCode, request.body.nonce),
    );

    app.post<{ Params: { userId: string }; Body: { sessionStatus: 'expired' } }>(
      '/users/update-session/:userId',
      {
        preHandler: [session, requireSelf('userId')],
        schema: {
          operationId: 'updateSession',
          tags: ['users'],
          summary: 'Expire the calling session (logout)',
          params: idParam('userId'),
          body: { type: 'object', required: ['sessionStatus'], properties: { sessionStatus: { type: 'string', enum: ['expired'] } } },
          response: { 200: { type: 'object', required: ['sessionStatus'], properties: { sessionStatus: { type: 'string' } } } },
        },
      },
      async (request) => {
        await expireSession(db, request.sessionToken);
        return { sessionStatus: 'expired' };
      },
    );

    app.get<{ Params: { id: string } }>(
      '/users/:id',
      {
        preHandler: [session, requireSelf('id')],
        schema: { operationId: 'getUser', tags: ['users'], summary: "The caller's own user", params: idParam('id'), response: { 200: { $ref: 'User#' } } },
      },
      async (request) => {
        const row = await findUser(db, request.params.id);
        if (!row) throw httpError(404, 'User not found');
        return toUser(row);
      },
    );

    app.put<{ Params: { userId: string } }>(
      '/users/create-username/:userId',
      {
        preHandler: [session, requireSelf('userId')],
        // The multipart stream is read (and capped) by the handler, then checked with zod; the body
        // schema below documents the form for OpenAPI and the gateway.
        validatorCompiler: () => () => true,
        schema: {
          operationId: 'createAccount',
          tags: ['users'],
          summary: 'Create the account: username (unique, any case), name, location, profile type and picture',
          consumes: ['multipart/form-data'],
          params: idParam('userId'),
          body: {
            type: 'object',
            required: ['userName', 'userDisplayName', 'userProfileType'],
            properties: {
              userName: { type: 'string' },
              userDisplayName: { type: 'string' },
              userLocation: { type: 'string' },
              userProfileType: { type: 'string', enum: ['public', 'private'] },
              profilePicture: { type: 'string', format: 'binary', description: 'An image of at most 5 MB; stored as a square WebP' },
            },
          },
          response: { 200: { $ref: 'User#' } },
        },
      },
      async (request) => {
        const form = await readAccountForm(request);
        return toUser(await createAccount(db, blobs, request.params.userId, form));
      },
    );

    app.put<{ Params: { userId: string } }>(
      '/users/update-profile/:userId',
      {
        preHandler: [session, requireSelf('userId')],
        // Read and capped as a stream by the handler, then checked with zod (as create-username).
        validatorCompiler: () => () => true,
        schema: {
          operationId: 'updateProfile',
          tags: ['users'],
          summary: 'Edit profile: only the fields sent change (same rules as the account); at least one must differ',
          consumes: ['multipart/form-data'],
          params: idParam('userId'),
          body: {
            type: 'object',
            properties: {
              userName: { type: 'string' },
              userDisplayName: { type: 'string' },
              userLocation: { type: 'string' },
              profilePicture: { type: 'string', format: 'binary', description: 'An image of at most 5 MB; stored as a square WebP' },
            },
          },
          response: { 200: { $ref: 'User#' } },
        },
      },
      async (request) => {
        const form = await readProfileForm(request);
        return toUser(await updateProfile(db, blobs, request.params.userId, form));
      },
    );

    app.put<{ Params: { id: string }; Body: UserUpdate }>(
      '/users/:id',
      {
        preHandler: [session, requireSelf('id')],
        schema: {
          operationId: 'updateUser',
          tags: ['users'],
          summary: 'Partial update: pods (the first completes onboarding), status, interests, social links',
          params: idParam('id'),
          body: {
            type: 'object',
            minProperties: 1,
            properties: {
              userPods: { type: 'array', items: { type: 'object', required: ['podId'], properties: { podId: { type: 'string' } } } },
              userStatus: { type: 'string', enum: ['new', 'complete'] },
              userInterests: { type: 'array', items: { $ref: 'Interest#' } },
              userSocialLinks: {
                type: 'array',
                items: { type: 'object', required: ['socialId', 'socialLink'], properties: { socialId: { type: 'integer' }, socialLink: { type: 'string' } } },
              },
            },
          },
          response: { 200: { $ref: 'User#' } },
        },
      },
      async (request) => toUser(await updateUser(db, request.params.id, request.body)),
    );

    app.get<{ Params: { id: string } }>(
      '/users/single-user/:id',
      {
        preHandler: session,
        schema: {
          operationId: 'getSingleUser',
          tags: ['users'],
          summary: "Another user's public profile (not found if they blocked you)",
          params: idParam('id'),
          response: { 200: { $ref: 'PublicUser#' } },
        },
      },
      async (request) => {
        const row = await findUser(db, request.params.id);
        if (!row || (await blocksBetween(db.kysely, request.callerId, request.params.id)).bBlockedA) throw httpError(404, 'User not found');
        return toPublicUser(row);
      },
    );
  };
}
