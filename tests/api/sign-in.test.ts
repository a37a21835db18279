import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, generateKeyPair } from 'jose';
import { loadDevKeys } from '../../server/auth/dev-keys.ts';
import { dialects, startHarness, type Harness } from './support/harness.ts';
import { bearer, devIdToken, getNonce, signInWithDev } from './support/dev-sign-in.ts';

describe.each(dialects)('sign-in on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(dialect); });
  afterAll(() => h.close());

  const post = (idToken: string, url = '/api/users') => h.app.inject({ method: 'POST', url, payload: { idToken } });
  async function forge(claims: Record<string, unknown>, options: { key?: CryptoKey; kid?: string } = {}) {
    const dev = await loadDevKeys(h.config.dataDir);
    return new SignJWT({ email: 'forged@example.test', nonce: await getNonce(h.app), ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? dev.publicJwk.kid! })
      .setIssuer(String(claims.iss ?? `${h.config.publicUrl}/dev-oidc`))
      .setAudience(String(claims.aud ?? 'pods-dev-google'))
      .setSubject('forged').setIssuedAt(Number(claims.iat ?? Math.floor(Date.now() / 1000)))
      .setExpirationTime(Number(claims.exp ?? Math.floor(Date.now() / 1000) + 300))
      .sign(options.key ?? dev.privateKey);
  }

  it('lists both providers, served by the development issuer', async () => {
    const response = await h.app.inject({ url: '/api/auth/providers' });
    const { providers } = response.json() as { providers: { id: string; development: boolean; responseType: string }[] };
    expect(providers.map((p) => p.id)).toEqual(['google', 'apple']);
    expect(providers.every((p) => p.development && p.responseType === 'code')).toBe(true);
  });

  it('creates a new user with status new and a 256-bit session token, and finds them again', async () => {
    const first = await signInWithDev(h.app, 'Ada@Example.test');
    expect(first.sessionToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.user).toMatchObject({ userEmail: 'ada@example.test', userStatus: 'new' });
    expect(first.user.userLoginID).toMatch(/^google\|/);
    const again = await signInWithDev(h.app, 'ada@example.test');
    expect(again.user.userId).toBe(first.user.userId);
    expect(again.sessionToken).not.toBe(first.sessionToken);
  });

  it('signs in with the second provider as a separate account', async () => {
    const google = await signInWithDev(h.app, 'both@example.test', 'google');
    const apple = await signInWithDev(h.app, 'both@example.test', 'apple');
    expect(apple.user.userLoginID).toMatch(/^apple\|/);
    expect(apple.user.userId).not.toBe(google.user.userId);
  });

  it('never takes identity from the body', async () => {
    const idToken = await devIdToken(h.app, 'real@example.test');
    const response = await h.app.inject({ method: 'POST', url: '/api/users', payload: { idToken, userEmail: 'victim@example.test', userLoginID: 'google|victim' } });
    expect(response.json()).toMatchObject({ user: { userEmail: 'real@example.test' } });
  });

  it('refuses a token signed by another key', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    expect((await post(await forge({}, { key: privateKey }))).statusCode).toBe(401);
  });
  it('refuses a token for another audience', async () => {
    expect((await post(await forge({ aud: 'someone-else' }))).statusCode).toBe(401);
  });
  it('refuses a token from another issuer', async () => {
    expect((await post(await forge({ iss: 'https://evil.example' }))).statusCode).toBe(401);
  });
  it('refuses an expired token', async () => {
    const past = Math.floor(Date.now() / 1000) - 3600;
    expect((await post(await forge({ iat: past - 300, exp: past }))).statusCode).toBe(401);
  });
  it('refuses a nonce it did not issue, and a nonce used twice', async () => {
    expect((await post(await forge({ nonce: 'made-up' }))).statusCode).toBe(401);
    const idToken = await devIdToken(h.app, 'twice@example.test');
    expect((await post(idToken)).statusCode).toBe(200);
    const replay = await post(idToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ error: 'Unauthorized', message: expect.stringMatching(/nonce/) });
  });
  it('refuses the apple route with a google-audience token', async () => {
    const idToken = await devIdToken(h.app, 'mixed@example.test', { clientId: 'pods-dev-google' });
    expect((await post(idToken, '/api/users/apple-signin')).statusCode).toBe(401);
  });
  it('refuses a malformed body naming the field', async () => {
    const response = await h.app.inject({ method: 'POST', url: '/api/users', payload: { idToken: { forged: true } } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Bad Request', message: expect.stringContaining('idToken') });
  });

  it('makes a revoked session fail with 401', async () => {
    const { sessionToken, user } = await signInWithDev(h.app, 'leaving@example.test');
    const me = () => h.app.inject({ url: `/api/users/${user.userId}`, headers: bearer(sessionToken) });
    expect((await me()).statusCode).toBe(200);
    const logout = await h.app.inject({ method: 'POST', url: `/api/users/update-session/${user.userId}`, headers: bearer(sessionToken), payload: { sessionStatus: 'expired' } });
    expect(logout.json()).toEqual({ sessionStatus: 'expired' });
    expect((await me()).statusCode).toBe(401);
  });
});
