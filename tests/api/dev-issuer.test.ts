/**
 * The development issuer as a relying party sees it: openid-client 6 drives discovery, the
 * authorization code flow with PKCE and the token exchange; bad requests get OAuth errors.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { loadDevKeys } from '../../server/auth/dev-keys.ts';
import { devIssuer, type DevIssuerOptions } from '../../server/auth/dev-issuer.ts';
import { installErrorHandling } from '../../server/http/errors.ts';
import { formPostOf } from './support/sign-in-flow.ts';

const PORT = 19100;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ISSUER = `${ORIGIN}/dev-oidc`;
const REDIRECT_URI = `${ORIGIN}/signin`;
const form = { 'content-type': 'application/x-www-form-urlencoded' };
const VERIFIER = 'v'.repeat(43);

async function startIssuer(options: DevIssuerOptions = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'pods-dev-issuer-'));
  const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: ORIGIN });
  const db = openDatabase(config);
  await migrateToLatest(db.kysely);
  const app = Fastify();
  installErrorHandling(app);
  await app.register(devIssuer(config, db, await loadDevKeys(db, dataDir), options), { prefix: '/dev-oidc' });
  return {
    app,
    close: async () => {
      await app.close();
      await db.kysely.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const authorizeForm = (overrides: Record<string, string> = {}) =>
  new URLSearchParams({
    response_type: 'code',
    client_id: 'pods-dev-google',
    redirect_uri: REDIRECT_URI,
    scope: 'openid email profile',
    state: 'st',
    nonce: 'no',
    code_challenge: createHash('sha256').update(VERIFIER).digest('base64url'),
    code_challenge_method: 'S256',
    email: 'ada@example.test',
    ...overrides,
  }).toString();
const authorize = (app: FastifyInstance, overrides: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/dev-oidc/authorize', headers: form, payload: authorizeForm(overrides) });
const codeOf = (response: { headers: Record<string, unknown> }) => new URL(String(response.headers.location)).searchParams.get('code')!;
const redeem = (app: FastifyInstance, code: string) =>
  app.inject({
    method: 'POST',
    url: '/dev-oidc/token',
    headers: form,
    payload: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      client_id: 'pods-dev-google',
      redirect_uri: REDIRECT_URI,
      code_verifier: VERIFIER,
    }).toString(),
  });

describe('development issuer with openid-client', () => {
  let issuer: Awaited<ReturnType<typeof startIssuer>>;
  beforeAll(async () => {
    issuer = await startIssuer();
    await issuer.app.listen({ port: PORT, host: '127.0.0.1' });
  });
  afterAll(() => issuer.close());

  const discover = (clientId = 'pods-dev-google') =>
    client.discovery(new URL(ISSUER), clientId, undefined, client.None(), { execute: [client.allowInsecureRequests] });

  it('publishes discovery a relying party accepts, with its token endpoint auth methods', async () => {
    const config = await discover();
    expect(config.serverMetadata()).toMatchObject({
      issuer: ISSUER,
      token_endpoint: `${ISSUER}/token`,
      token_endpoint_auth_methods_supported: ['none'],
      response_types_supported: ['code'],
      code_challenge_methods_supported: ['S256'],
    });
  });

  it('completes the authorization code flow with PKCE, and the ID token carries the claims', async () => {
    const config = await discover();
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT_URI,
      scope: 'openid email profile',
      state,
      nonce,
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    });
    const page = await fetch(url);
    expect(page.status).toBe(200);
    const consent = await fetch(`${ISSUER}/authorize`, {
      method: 'POST',
      headers: form,
      redirect: 'manual',
      body: new URLSearchParams({ ...Object.fromEntries(url.searchParams), email: 'Grace@Example.test' }),
    });
    expect(consent.status).toBe(302);
    const tokens = await client.authorizationCodeGrant(config, new URL(consent.headers.get('location')!), {
      pkceCodeVerifier: verifier,
      expectedState: state,
      expectedNonce: nonce,
      idTokenExpected: true,
    });
    expect(tokens.access_token).toEqual(expect.any(String));
    expect(tokens.token_type.toLowerCase()).toBe('bearer');
    expect(tokens.claims()).toMatchObject({ iss: ISSUER, aud: 'pods-dev-google', email: 'grace@example.test', email_verified: true, nonce });
    // openid-client's fetchUserInfo finds the userinfo endpoint in discovery and reads the same person.
    const sub = tokens.claims()!.sub;
    expect(await client.fetchUserInfo(config, tokens.access_token, sub)).toMatchObject({ sub, email: 'grace@example.test', email_verified: true });
    const refused = await fetch(`${ISSUER}/userinfo`, { headers: { authorization: 'Bearer made-up' } });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toContain('invalid_token');
  });

  it('answers its Apple client with form_post, which openid-client accepts', async () => {
    const config = await discover('pods-dev-apple');
    const state = client.randomState();
    const nonce = client.randomNonce();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: `${ORIGIN}/api/auth/apple/callback`,
      response_mode: 'form_post',
      scope: 'openid email',
      state,
      nonce,
    });
    const consent = await fetch(`${ISSUER}/authorize`, {
      method: 'POST',
      headers: form,
      body: new URLSearchParams({ ...Object.fromEntries(url.searchParams), email: 'apple@example.test' }),
    });
    const { action, fields } = formPostOf(await consent.text());
    const posted = new Request(action, { method: 'POST', headers: form, body: new URLSearchParams(fields) });
    const tokens = await client.authorizationCodeGrant(config, posted, { expectedState: state, expectedNonce: nonce, idTokenExpected: true });
    expect(tokens.claims()).toMatchObject({ aud: 'pods-dev-apple', email: 'apple@example.test', nonce });
  });

  it('answers a bad grant with an RFC 6749 error that openid-client understands', async () => {
    const config = await discover();
    const error = await client
      .authorizationCodeGrant(config, new URL(`${REDIRECT_URI}?code=made-up&state=st`), {
        pkceCodeVerifier: client.randomPKCECodeVerifier(),
        expectedState: 'st',
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(client.ResponseBodyError);
    expect(error).toMatchObject({ error: 'invalid_grant', error_description: expect.any(String), status: 400 });
  });
});

describe('development issuer requests', () => {
  let issuer: Awaited<ReturnType<typeof startIssuer>>;
  let clock = 1_000_000;
  beforeAll(async () => {
    issuer = await startIssuer({ codeLifetimeMs: 60_000, now: () => clock });
  });
  afterAll(() => issuer.close());

  it('refuses a relative or malformed redirect_uri with 400 and a clear message', async () => {
    for (const redirect_uri of ['/signin', 'http://[', '', 'javascript:alert(1)', 'https://evil.example/signin', `${ORIGIN}/elsewhere`]) {
      const shown = await issuer.app.inject({ url: `/dev-oidc/authorize?${authorizeForm({ redirect_uri })}` });
      expect(shown.statusCode).toBe(400);
      expect(shown.json()).toEqual({ error: 'Bad Request', message: expect.stringContaining('redirect_uri') });
      const posted = await authorize(issuer.app, { redirect_uri });
      expect(posted.statusCode).toBe(400);
      expect(posted.json()).toEqual({ error: 'Bad Request', message: expect.stringContaining('redirect_uri') });
    }
  });

  it('refuses a parameter given twice with 400', async () => {
    const response = await issuer.app.inject({ url: `/dev-oidc/authorize?${authorizeForm()}&scope=openid` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Bad Request', message: expect.any(String) });
  });

  it('sends a request without the openid scope back with invalid_scope', async () => {
    const response = await issuer.app.inject({ url: `/dev-oidc/authorize?${authorizeForm({ scope: 'email profile' })}` });
    expect(response.statusCode).toBe(302);
    const back = new URL(String(response.headers.location));
    expect(Object.fromEntries(back.searchParams)).toMatchObject({ error: 'invalid_scope', state: 'st' });
  });

  it('answers token errors as RFC 6749 §5.2 asks', async () => {
    const response = await redeem(issuer.app, 'made-up');
    expect(response.statusCode).toBe(400);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ error: 'invalid_grant', error_description: expect.any(String) });
    const wrongGrant = await issuer.app.inject({ method: 'POST', url: '/dev-oidc/token', headers: form, payload: 'grant_type=password' });
    expect(wrongGrant.json()).toMatchObject({ error: 'unsupported_grant_type' });
  });

  it('expires unredeemed codes, and redeems a code once', async () => {
    const code = codeOf(await authorize(issuer.app));
    clock += 60_001;
    expect((await redeem(issuer.app, code)).json()).toMatchObject({ error: 'invalid_grant' });
    const fresh = codeOf(await authorize(issuer.app));
    clock += 59_000;
    expect((await redeem(issuer.app, fresh)).json()).toMatchObject({ id_token: expect.any(String) });
    expect((await redeem(issuer.app, fresh)).json()).toMatchObject({ error: 'invalid_grant' });
  });
});
