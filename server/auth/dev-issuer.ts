/**
 * A development OpenID Connect issuer (authorization code + PKCE), enabled only when no provider
 * client id is configured and not in production. Its ID tokens are checked by the same code as
 * Google's and Apple's.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SignJWT } from 'jose';
import type { Config } from '../config.ts';
import { httpError } from '../http/errors.ts';
import type { DevKeys } from './dev-keys.ts';
import { devSignInPage } from './dev-page.ts';
import { DEV_CLIENT_IDS, devIssuerUrl } from './providers.ts';
import { randomToken } from './tokens.ts';

interface PendingCode { clientId: string; redirectUri: string; nonce: string; challenge: string; email: string; expires: number }
type Params = Record<string, string | undefined>;

const CODE_LIFETIME_MS = 60_000;
const requestKeys = ['response_type', 'client_id', 'redirect_uri', 'state', 'nonce', 'code_challenge', 'code_challenge_method', 'scope'] as const;
const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
const subjectFor = (email: string) => createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 24);

export function devIssuer(config: Config, keys: DevKeys) {
  const issuer = devIssuerUrl(config);
  const codes = new Map<string, PendingCode>();
  const clientIds = new Set(Object.values(DEV_CLIENT_IDS));

  function checkRequest(params: Params) {
    if (params.response_type !== 'code') return 'response_type must be code';
    if (!params.client_id || !clientIds.has(params.client_id)) return 'unknown client_id';
    if (!params.redirect_uri || new URL(params.redirect_uri, issuer).origin !== new URL(config.publicUrl).origin) return 'redirect_uri must be on this app';
    if (!params.state || !params.nonce) return 'state and nonce are required';
    if (!params.code_challenge || params.code_challenge_method !== 'S256') return 'a PKCE S256 code_challenge is required';
    return null;
  }
  const pick = (params: Params) => Object.fromEntries(requestKeys.flatMap((key) => (params[key] ? [[key, params[key]!]] : [])));
  const page = (reply: FastifyReply, params: Params, error?: string) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(devSignInPage(pick(params), error));

  return async (app: FastifyInstance) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const hide = { schema: { hide: true } };

    app.get('/.well-known/openid-configuration', hide, async () => ({
      issuer, authorization_endpoint: `${issuer}/authorize`, token_endpoint: `${issuer}/token`, jwks_uri: `${issuer}/jwks`,
      response_types_supported: ['code'], subject_types_supported: ['public'], id_token_signing_alg_values_supported: ['RS256'],
      code_challenge_methods_supported: ['S256'], scopes_supported: ['openid', 'email', 'profile'],
    }));
    app.get('/jwks', hide, async () => ({ keys: [keys.publicJwk] }));

    app.get<{ Querystring: Params }>('/authorize', hide, async (request, reply) => {
      const problem = checkRequest(request.query);
      if (problem) return reply.status(400).type('text/plain').send(`Invalid authorization request: ${problem}`);
      return page(reply, request.query);
    });

    app.post<{ Body: Params }>('/authorize', hide, async (request, reply) => {
      const params = request.body ?? {};
      const problem = checkRequest(params);
      if (problem) return reply.status(400).type('text/plain').send(`Invalid authorization request: ${problem}`);
      const email = (params.email ?? '').trim().toLowerCase();
      if (!/^[^\s@]+@[^\s@]+$/.test(email) || email.length > 254) return page(reply.status(400), params, 'Enter a valid email address.');
      const code = randomToken(24);
      codes.set(code, { clientId: params.client_id!, redirectUri: params.redirect_uri!, nonce: params.nonce!, challenge: params.code_challenge!, email, expires: Date.now() + CODE_LIFETIME_MS });
      const target = new URL(params.redirect_uri!);
      target.searchParams.set('code', code);
      target.searchParams.set('state', params.state!);
      return reply.redirect(target.toString(), 302);
    });

    app.post<{ Body: Params }>('/token', hide, async (request, reply) => {
      const body = request.body ?? {};
      const pending = body.code ? codes.get(body.code) : undefined;
      if (body.code) codes.delete(body.code);
      if (body.grant_type !== 'authorization_code' || !pending || pending.expires < Date.now()) throw httpError(400, 'invalid_grant');
      if (body.client_id !== pending.clientId || body.redirect_uri !== pending.redirectUri) throw httpError(400, 'invalid_grant');
      if (!body.code_verifier || s256(body.code_verifier) !== pending.challenge) throw httpError(400, 'invalid_grant: PKCE verification failed');
      const idToken = await new SignJWT({ email: pending.email, email_verified: true, nonce: pending.nonce })
        .setProtectedHeader({ alg: 'RS256', kid: keys.publicJwk.kid! })
        .setIssuer(issuer).setAudience(pending.clientId).setSubject(subjectFor(pending.email))
        .setIssuedAt().setExpirationTime('5m')
        .sign(keys.privateKey);
      return reply.header('cache-control', 'no-store').send({ id_token: idToken, token_type: 'Bearer', expires_in: 300 });
    });
  };
}
