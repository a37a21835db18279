/**
 * A development OpenID Connect issuer, enabled only when no provider client id is configured and
 * not in production. Each of its two clients is answered the way the real provider answers ours
 * (providers.ts: PROVIDER_FLOWS): Google's in the query with PKCE, Apple's with form_post to the
 * server. Its ID tokens are checked by the same code as Google's and Apple's.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { httpError } from '../http/errors.ts';
import type { DevKeys } from './dev-keys.ts';
import { devSignInPage } from './dev-page.ts';
import { acceptFormBodies, sendFormPost, type FormFields } from './form-post.ts';
import { oneTimeCodes } from './one-time-codes.ts';
import { DEV_CLIENT_IDS, PROVIDER_FLOWS, devIssuerUrl, redirectUriFor, type ProviderFlow, type ProviderId } from './providers.ts';
import { randomToken } from './tokens.ts';

interface PendingCode {
  clientId: string;
  redirectUri: string;
  nonce: string;
  challenge: string | undefined;
  email: string;
  scope: string;
}
interface Client extends ProviderFlow {
  id: string;
  redirectUri: string;
}

export interface DevIssuerOptions {
  codeLifetimeMs?: number;
  now?: () => number;
  /** Unredeemed codes kept (DEV_CODES_KEPT; tests make it small). */
  maxCodes?: number;
}

/** Unredeemed authorization codes kept, at most: a flood of sign-in forms cannot grow the table (README's limits table). */
export const DEV_CODES_KEPT = 1_000;
/** What the access token the issuer hands out says, signed: /userinfo reads it back. */
const ACCESS_TOKEN_TYPE = 'at+jwt';

const requestKeys = [
  'response_type',
  'response_mode',
  'client_id',
  'redirect_uri',
  'state',
  'nonce',
  'code_challenge',
  'code_challenge_method',
  'scope',
] as const;
const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
const subjectFor = (email: string) => createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 24);

export function devIssuer(config: Config, db: Db, keys: DevKeys, options: DevIssuerOptions = {}) {
  const issuer = devIssuerUrl(config);
  // Like the real providers, each client has one registered redirect URI.
  const clients = new Map<string, Client>(
    (Object.keys(DEV_CLIENT_IDS) as ProviderId[]).map((provider) => {
      const id = DEV_CLIENT_IDS[provider];
      return [id, { id, redirectUri: redirectUriFor(config, provider), ...PROVIDER_FLOWS[provider] }];
    }),
  );
  // In the database, so the token request may reach another server process than the consent did.
  const codes = oneTimeCodes<PendingCode>(db, 'dev-authorization-code', {
    ttlMs: options.codeLifetimeMs ?? 60_000,
    now: options.now,
    maxKept: options.maxCodes ?? DEV_CODES_KEPT,
  });

  /** Problems that must not be sent to the redirect URI (RFC 6749 §4.1.2.1): shown as a 400. */
  function checkClient(params: FormFields) {
    const client = params.client_id ? clients.get(params.client_id) : undefined;
    if (!client) throw httpError(400, 'Invalid authorization request: unknown client_id');
    if (!params.redirect_uri || !URL.canParse(params.redirect_uri)) throw httpError(400, 'Invalid authorization request: redirect_uri must be an absolute URL');
    if (params.redirect_uri !== client.redirectUri)
      throw httpError(400, `Invalid authorization request: redirect_uri must be ${client.redirectUri}, the one registered for ${client.id}`);
    return { client, redirectUri: client.redirectUri };
  }
  /** Problems answered to the redirect URI as an OAuth error, or null. */
  function checkRequest(client: Client, params: FormFields): [string, string] | null {
    if (params.response_type !== 'code') return ['unsupported_response_type', 'response_type must be code'];
    if (!(params.scope ?? '').split(' ').includes('openid')) return ['invalid_scope', 'the openid scope is required'];
    if ((params.response_mode ?? 'query') !== client.responseMode) return ['invalid_request', `this client must ask for response_mode=${client.responseMode}`];
    if (!params.state || !params.nonce) return ['invalid_request', 'state and nonce are required'];
    if (params.code_challenge ? params.code_challenge_method !== 'S256' : client.pkce) return ['invalid_request', 'a PKCE S256 code_challenge is required'];
    return null;
  }
  function answer(reply: FastifyReply, client: Client, redirectUri: string, fields: Record<string, string>) {
    if (client.responseMode === 'form_post') return sendFormPost(reply, redirectUri, fields);
    const target = new URL(redirectUri);
    for (const [key, value] of Object.entries(fields)) target.searchParams.set(key, value);
    return reply.redirect(target.toString(), 302);
  }
  const withState = (params: FormFields, fields: Record<string, string>) => (params.state ? { ...fields, state: params.state } : fields);
  const pick = (params: FormFields) => Object.fromEntries(requestKeys.flatMap((key) => (params[key] ? [[key, params[key]]] : [])));
  const page = (reply: FastifyReply, params: FormFields, error?: string) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(devSignInPage(pick(params), error));
  const oauthError = (reply: FastifyReply, status: number, error: string, description: string) =>
    reply.status(status).header('cache-control', 'no-store').send({ error, error_description: description });

  return async (app: FastifyInstance) => {
    acceptFormBodies(app);
    const hide = { schema: { hide: true } };
    const fieldsOnly = { type: 'object', additionalProperties: { type: 'string' } } as const;

    app.get('/.well-known/openid-configuration', hide, async () => ({
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      jwks_uri: `${issuer}/jwks`,
      userinfo_endpoint: `${issuer}/userinfo`,
      response_types_supported: ['code'],
      response_modes_supported: ['query', 'form_post'],
      grant_types_supported: ['authorization_code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      token_endpoint_auth_methods_supported: ['none'],
      code_challenge_methods_supported: ['S256'],
      scopes_supported: ['openid', 'email', 'profile'],
      claims_supported: ['iss', 'aud', 'sub', 'iat', 'exp', 'nonce', 'email', 'email_verified'],
    }));
    app.get('/jwks', hide, async () => ({ keys: [keys.publicJwk] }));

    app.get<{ Querystring: FormFields }>('/authorize', { schema: { hide: true, querystring: fieldsOnly } }, async (request, reply) => {
      const { client, redirectUri } = checkClient(request.query);
      const problem = checkRequest(client, request.query);
      if (problem) return answer(reply, client, redirectUri, withState(request.query, { error: problem[0], error_description: problem[1] }));
      return page(reply, request.query);
    });

    app.post<{ Body: FormFields }>('/authorize', hide, async (request, reply) => {
      const params = request.body ?? {};
      const { client, redirectUri } = checkClient(params);
      const problem = checkRequest(client, params);
      if (problem) return answer(reply, client, redirectUri, withState(params, { error: problem[0], error_description: problem[1] }));
      const email = (params.email ?? '').trim().toLowerCase();
      if (!/^[^\s@]+@[^\s@]+$/.test(email) || email.length > 254) return page(reply.status(400), params, 'Enter a valid email address.');
      const code = await codes.issue({ clientId: client.id, redirectUri, nonce: params.nonce!, challenge: params.code_challenge, email, scope: params.scope! });
      return answer(reply, client, redirectUri, { code, state: params.state! });
    });

    // Errors here are RFC 6749 §5.2's, which relying-party libraries read.
    app.post<{ Body: FormFields }>('/token', hide, async (request, reply) => {
      const body = request.body ?? {};
      if (body.grant_type !== 'authorization_code') return oauthError(reply, 400, 'unsupported_grant_type', 'only authorization_code is supported');
      if (!body.client_id || !clients.has(body.client_id)) return oauthError(reply, 401, 'invalid_client', 'unknown client_id');
      const pending = await codes.take(body.code);
      if (!pending) return oauthError(reply, 400, 'invalid_grant', 'the code is unknown, used or expired');
      if (body.client_id !== pending.clientId || body.redirect_uri !== pending.redirectUri)
        return oauthError(reply, 400, 'invalid_grant', 'the code was issued to another client or redirect_uri');
      if (pending.challenge && (!body.code_verifier || s256(body.code_verifier) !== pending.challenge))
        return oauthError(reply, 400, 'invalid_grant', 'PKCE verification failed');
      const idToken = await new SignJWT({ email: pending.email, email_verified: true, nonce: pending.nonce })
        .setProtectedHeader({ alg: 'RS256', kid: keys.publicJwk.kid! })
        .setIssuer(issuer)
        .setAudience(pending.clientId)
        .setSubject(subjectFor(pending.email))
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(keys.privateKey);
      // The access token is signed and says whose it is (RFC 9068's shape): /userinfo needs nothing stored to answer it.
      const accessToken = await new SignJWT({ email: pending.email, scope: pending.scope, client_id: pending.clientId })
        .setProtectedHeader({ alg: 'RS256', kid: keys.publicJwk.kid!, typ: ACCESS_TOKEN_TYPE })
        .setIssuer(issuer)
        .setAudience(`${issuer}/userinfo`)
        .setSubject(subjectFor(pending.email))
        .setJti(randomToken(16))
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(keys.privateKey);
      return reply
        .header('cache-control', 'no-store')
        .send({ access_token: accessToken, token_type: 'Bearer', expires_in: 300, scope: pending.scope, id_token: idToken });
    });

    // OpenID Connect Core §5.3: the claims about the person the access token was issued for.
    const userinfo = async (request: FastifyRequest, reply: FastifyReply) => {
      const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
      const refuse = (description: string) =>
        reply
          .status(401)
          .header('www-authenticate', `Bearer error="invalid_token", error_description="${description}"`)
          .header('cache-control', 'no-store')
          .send({ error: 'invalid_token', error_description: description });
      if (!token) return refuse('a Bearer access token is required');
      try {
        const { payload } = await jwtVerify(token, keys.jwks, { issuer, audience: `${issuer}/userinfo`, typ: ACCESS_TOKEN_TYPE });
        return reply.header('cache-control', 'no-store').send({ sub: payload.sub, email: payload.email, email_verified: true });
      } catch {
        return refuse('the access token is unknown or expired');
      }
    };
    app.get('/userinfo', hide, userinfo);
    app.post('/userinfo', hide, userinfo);
  };
}
