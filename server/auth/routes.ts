/** /api/auth: what the sign-in screen needs before it sends the browser to a provider, and form_post answers. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import type { SignIn } from '../users/sign-in.ts';
import { acceptFormBodies, type FormFields } from './form-post.ts';
import { PROVIDER_FLOWS, type Provider, type ProviderId } from './providers.ts';
import { issueNonce } from './nonces.ts';
import { LIMITS, limitedTo } from '../http/rate-limits.ts';

/** A provider as the app sees it; one whose issuer cannot be read right now is left out. */
async function publicView(provider: Provider) {
  const { id, clientId, scope, development, redirectUri, responseMode, pkce } = provider;
  const { authorization_endpoint: authorizationEndpoint } = await provider.metadata();
  return { id, clientId, scope, development, redirectUri, responseMode, pkce, authorizationEndpoint };
}

export function authRoutes(db: Db, providers: Map<ProviderId, Provider>, signIn: SignIn) {
  return async (app: FastifyInstance) => {
    app.get(
      '/auth/providers',
      {
        schema: {
          operationId: 'authProviders',
          tags: ['auth'],
          summary: 'The configured account providers',
          response: { 200: { type: 'object', required: ['providers'], properties: { providers: { type: 'array', items: { $ref: 'AuthProvider#' } } } } },
        },
      },
      async (request) => {
        const described = await Promise.allSettled([...providers.values()].map(publicView));
        for (const result of described) if (result.status === 'rejected') request.log.warn({ err: result.reason }, 'a sign-in provider is unavailable');
        return { providers: described.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : [])) };
      },
    );

    app.post(
      '/auth/nonce',
      {
        // Each nonce is a database row until it is used or swept.
        config: limitedTo(LIMITS.signInNonce),
        schema: {
          operationId: 'createSignInNonce',
          tags: ['auth'],
          summary: 'A single-use nonce for the next authorization request',
          response: { 200: { type: 'object', required: ['nonce', 'expiresAt'], properties: { nonce: { type: 'string' }, expiresAt: { type: 'integer' } } } },
        },
      },
      () => issueNonce(db),
    );

    // The provider's own page posts here (OAuth 2.0 Form Post Response Mode); browsers only, not the API.
    await app.register(async (forms) => {
      acceptFormBodies(forms);
      for (const id of Object.keys(PROVIDER_FLOWS) as ProviderId[]) {
        if (PROVIDER_FLOWS[id].responseMode !== 'form_post') continue;
        forms.post<{ Body: FormFields }>(
          `/auth/${id}/callback`,
          {
            // Anyone may post here, and a post with a code costs a call to the provider's token
            // endpoint: limited per address like the other sign-in routes.
            config: limitedTo(LIMITS.signIn),
            schema: { hide: true, body: { type: 'object', additionalProperties: { type: 'string' } } },
          },
          async (request, reply) => {
            const target = await signIn.formPost(id, request.body ?? {}, (error) => request.log.error({ err: error }, `sign-in with ${id} failed`));
            return reply.header('cache-control', 'no-store').redirect(target, 303);
          },
        );
      }
    });
  };
}
