/**
 * A loopback stand-in for Google's or Apple's OpenID provider, configured as the real one is:
 * its discovery document's shape and endpoint paths, its JWKS, its response modes (Google: query
 * with PKCE; Apple: form_post once email is asked for, no id_token-only answers), and its client
 * authentication (Google: the client secret; Apple: an ES256 JWT signed with the team's key).
 * The signed-in person approves at once; tests may make it misbehave.
 */
import { createHash, randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { SignJWT, exportJWK, generateKeyPair, jwtVerify, decodeProtectedHeader, type JWK } from 'jose';

export interface StandInUser {
  sub: string;
  email: string;
  email_verified: boolean | string;
}
interface Registration {
  clientId: string;
  redirectUri: string;
}
export interface GoogleRegistration extends Registration {
  kind: 'google';
  clientSecret: string;
}
export interface AppleRegistration extends Registration {
  kind: 'apple';
  teamId: string;
  keyId: string;
  teamPublicKey: CryptoKey;
}
interface PendingCode {
  redirectUri: string;
  nonce: string | undefined;
  challenge: string | undefined;
  user: StandInUser;
}

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export async function startStandIn(port: number, registration: GoogleRegistration | AppleRegistration) {
  const issuer = `http://127.0.0.1:${port}`;
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'stand-in-1', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, PendingCode>();
  const google = registration.kind === 'google';
  const paths = google
    ? { authorize: '/o/oauth2/v2/auth', token: '/token', jwks: '/oauth2/v3/certs' }
    : { authorize: '/auth/authorize', token: '/auth/token', jwks: '/auth/keys' };
  const state = {
    user: { sub: '000111', email: 'person@example.test', email_verified: google ? true : 'true' } as StandInUser,
    /** Claims to overwrite in the next ID tokens, and a key to sign them with instead of ours. */
    tamper: { claims: {} as Record<string, unknown>, key: null as CryptoKey | null },
  };

  const discoveryDocument = google
    ? {
        issuer,
        authorization_endpoint: `${issuer}${paths.authorize}`,
        device_authorization_endpoint: `${issuer}/device/code`,
        token_endpoint: `${issuer}${paths.token}`,
        userinfo_endpoint: `${issuer}/v1/userinfo`,
        revocation_endpoint: `${issuer}/revoke`,
        jwks_uri: `${issuer}${paths.jwks}`,
        response_types_supported: ['code', 'token', 'id_token', 'code token', 'code id_token', 'token id_token', 'code token id_token', 'none'],
        response_modes_supported: ['query', 'fragment', 'form_post'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        scopes_supported: ['openid', 'email', 'profile'],
        token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
        claims_supported: ['aud', 'email', 'email_verified', 'exp', 'family_name', 'given_name', 'iat', 'iss', 'name', 'picture', 'sub'],
        code_challenge_methods_supported: ['plain', 'S256'],
        grant_types_supported: [
          'authorization_code',
          'refresh_token',
          'urn:ietf:params:oauth:grant-type:device_code',
          'urn:ietf:params:oauth:grant-type:jwt-bearer',
        ],
      }
    : {
        issuer,
        authorization_endpoint: `${issuer}${paths.authorize}`,
        token_endpoint: `${issuer}${paths.token}`,
        revocation_endpoint: `${issuer}/auth/revoke`,
        jwks_uri: `${issuer}${paths.jwks}`,
        response_types_supported: ['code'],
        response_modes_supported: ['query', 'fragment', 'form_post'],
        subject_types_supported: ['pairwise'],
        id_token_signing_alg_values_supported: ['RS256'],
        scopes_supported: ['openid', 'email', 'name'],
        token_endpoint_auth_methods_supported: ['client_secret_post'],
        claims_supported: [
          'aud',
          'email',
          'email_verified',
          'exp',
          'iat',
          'is_private_email',
          'iss',
          'nonce',
          'nonce_supported',
          'real_user_status',
          'sub',
          'transfer_sub',
        ],
      };

  const app = Fastify();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.get('/.well-known/openid-configuration', async () => discoveryDocument);
  app.get(paths.jwks, async () => ({ keys: [jwk] }));

  app.get<{ Querystring: Record<string, string | undefined> }>(paths.authorize, async (request, reply) => {
    const q = request.query;
    if (q.client_id !== registration.clientId) return reply.status(400).send({ error: 'invalid_client' });
    if (q.redirect_uri !== registration.redirectUri) return reply.status(400).send({ error: 'redirect_uri_mismatch' });
    if (q.response_type !== 'code') return reply.status(400).send({ error: 'unsupported_response_type' });
    const scopes = (q.scope ?? '').split(' ');
    if (!google && (scopes.includes('email') || scopes.includes('name')) && q.response_mode !== 'form_post') {
      return reply.status(400).send({ error: 'invalid_request', error_description: 'response_mode must be form_post when name or email scope is requested' });
    }
    if (google && (!scopes.includes('openid') || (q.code_challenge && q.code_challenge_method !== 'S256')))
      return reply.status(400).send({ error: 'invalid_request' });
    const code = randomBytes(24).toString('base64url');
    codes.set(code, { redirectUri: q.redirect_uri, nonce: q.nonce, challenge: q.code_challenge, user: { ...state.user } });
    const answer: Record<string, string> = { state: q.state ?? '', code };
    if (q.response_mode === 'form_post') {
      const inputs = Object.entries(answer)
        .map(([name, value]) => `<input type="hidden" name="${name}" value="${escape(value)}">`)
        .join('');
      return reply
        .type('text/html')
        .send(`<html><body onload="document.forms[0].submit()"><form method="post" action="${escape(q.redirect_uri)}">${inputs}</form></body></html>`);
    }
    const target = new URL(q.redirect_uri);
    for (const [key, value] of Object.entries({ ...answer, scope: q.scope ?? '', authuser: '0', prompt: 'consent' })) target.searchParams.set(key, value);
    return reply.redirect(target.toString(), 302);
  });

  async function clientAuthenticated(body: Record<string, string | undefined>, authorization: string | undefined) {
    if (registration.kind === 'google') {
      const basic = authorization?.startsWith('Basic ') ? Buffer.from(authorization.slice(6), 'base64').toString().split(':') : null;
      const [id, secret] = basic ?? [body.client_id, body.client_secret];
      return id === registration.clientId && secret === registration.clientSecret;
    }
    if (body.client_id !== registration.clientId || !body.client_secret) return false;
    try {
      if (decodeProtectedHeader(body.client_secret).kid !== registration.keyId) return false;
      await jwtVerify(body.client_secret, registration.teamPublicKey, {
        issuer: registration.teamId,
        subject: registration.clientId,
        audience: issuer,
        algorithms: ['ES256'],
      });
      return true;
    } catch {
      return false;
    }
  }

  app.post<{ Body: Record<string, string | undefined> }>(paths.token, async (request, reply) => {
    const body = request.body ?? {};
    if (!(await clientAuthenticated(body, request.headers.authorization))) return reply.status(401).send({ error: 'invalid_client' });
    const pending = body.code ? codes.get(body.code) : undefined;
    if (body.code) codes.delete(body.code);
    if (body.grant_type !== 'authorization_code' || !pending || body.redirect_uri !== pending.redirectUri)
      return reply.status(400).send({ error: 'invalid_grant' });
    if (pending.challenge && (!body.code_verifier || s256(body.code_verifier) !== pending.challenge))
      return reply.status(400).send({ error: 'invalid_grant', error_description: 'Invalid code verifier.' });
    const { user } = pending;
    const claims = google
      ? { azp: registration.clientId, email: user.email, email_verified: user.email_verified, nonce: pending.nonce, at_hash: 'x' }
      : {
          email: user.email,
          email_verified: user.email_verified,
          is_private_email: 'false',
          nonce: pending.nonce,
          nonce_supported: true,
          auth_time: Math.floor(Date.now() / 1000),
          real_user_status: 2,
        };
    const idToken = await new SignJWT({ ...claims, ...state.tamper.claims })
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid! })
      .setIssuer(String(state.tamper.claims.iss ?? issuer))
      .setAudience(String(state.tamper.claims.aud ?? registration.clientId))
      .setSubject(user.sub)
      .setIssuedAt(Number(state.tamper.claims.iat ?? Math.floor(Date.now() / 1000)))
      .setExpirationTime(Number(state.tamper.claims.exp ?? Math.floor(Date.now() / 1000) + 3600))
      .sign(state.tamper.key ?? privateKey);
    const tokens = google
      ? { access_token: 'ya29.stand-in', expires_in: 3599, scope: 'openid email', token_type: 'Bearer', id_token: idToken }
      : { access_token: 'a.stand-in', token_type: 'Bearer', expires_in: 3600, refresh_token: 'r.stand-in', id_token: idToken };
    return reply.header('cache-control', 'no-store').send(tokens);
  });

  await app.listen({ port, host: '127.0.0.1' });
  return { issuer, state, close: () => app.close() };
}
