/** /api/auth: what the sign-in screen needs before it sends the browser to a provider. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import type { Provider, ProviderId } from './providers.ts';
import { issueNonce } from './nonces.ts';
import { LIMITS, limitedTo } from '../http/rate-limits.ts';

export function authRoutes(db: Db, providers: Map<ProviderId, Provider>) {
  return async (app: FastifyInstance) => {
    app.get('/auth/providers', {
      schema: {
        operationId: 'authProviders', tags: ['auth'], summary: 'The configured account providers',
        response: { 200: { type: 'object', required: ['providers'], properties: { providers: { type: 'array', items: { $ref: 'AuthProvider#' } } } } },
      },
    }, async () => ({ providers: [...providers.values()].map(({ verifier: _verifier, ...rest }) => rest) }));

    app.post('/auth/nonce', {
      // Each nonce is a database row until it is used or swept.
      config: limitedTo(LIMITS.signInNonce),
      schema: {
        operationId: 'createSignInNonce', tags: ['auth'], summary: 'A single-use nonce for the next authorization request',
        response: { 200: { type: 'object', required: ['nonce', 'expiresAt'], properties: { nonce: { type: 'string' }, expiresAt: { type: 'integer' } } } },
      },
    }, () => issueNonce(db));
  };
}
