import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, startHarness, type Harness } from './support/harness.ts';
import { approveAtDevIssuer, bearer, signInWithDev } from './support/dev-sign-in.ts';
import { arriveAtSignIn, finishSignIn, startSignIn } from './support/sign-in-flow.ts';

describe.each(dialects)('sign-in on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(dialect);
  });
  afterAll(() => h.close());

  it('lists both providers, served by the development issuer the way the real ones answer', async () => {
    const response = await h.app.inject({ url: '/api/auth/providers' });
    const { providers } = response.json() as { providers: { id: string; development: boolean; responseMode: string; pkce: boolean; redirectUri: string }[] };
    expect(providers.map((p) => p.id)).toEqual(['google', 'apple']);
    expect(providers.every((p) => p.development)).toBe(true);
    expect(providers.map(({ responseMode, pkce, redirectUri }) => ({ responseMode, pkce, redirectUri }))).toEqual([
      { responseMode: 'query', pkce: true, redirectUri: 'http://localhost:8080/signin' },
      { responseMode: 'form_post', pkce: false, redirectUri: 'http://localhost:8080/api/auth/apple/callback' },
    ]);
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

  it('signs in with the second provider (form_post through the server) as a separate account', async () => {
    const google = await signInWithDev(h.app, 'both@example.test', 'google');
    const apple = await signInWithDev(h.app, 'both@example.test', 'apple');
    expect(apple.user.userLoginID).toMatch(/^apple\|/);
    expect(apple.user.userId).not.toBe(google.user.userId);
  });

  it('never takes identity from the body', async () => {
    const { pending, url } = await startSignIn(h.app, 'google');
    const code = (await arriveAtSignIn(h.app, await approveAtDevIssuer(h.app, url, 'real@example.test'))).searchParams.get('code');
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { code, codeVerifier: pending.codeVerifier, userEmail: 'victim@example.test', userLoginID: 'google|victim' },
    });
    expect(response.json()).toMatchObject({ user: { userEmail: 'real@example.test' } });
  });

  it('refuses a code redeemed twice, and one whose PKCE verifier does not match', async () => {
    const { pending, url } = await startSignIn(h.app, 'google');
    const signinUrl = await arriveAtSignIn(h.app, await approveAtDevIssuer(h.app, url, 'twice@example.test'));
    expect((await finishSignIn(h.app, pending, signinUrl)).statusCode).toBe(200);
    const replay = await finishSignIn(h.app, pending, signinUrl);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ error: 'Unauthorized', message: expect.stringMatching(/invalid_grant/) });

    const other = await startSignIn(h.app, 'google');
    const otherUrl = await arriveAtSignIn(h.app, await approveAtDevIssuer(h.app, other.url, 'pkce@example.test'));
    const wrongVerifier = await finishSignIn(h.app, { ...other.pending, codeVerifier: 'w'.repeat(64) }, otherUrl);
    expect(wrongVerifier.json()).toMatchObject({ error: 'Unauthorized', message: expect.stringMatching(/PKCE/) });
  });

  it('refuses a nonce it did not issue', async () => {
    const { pending, url } = await startSignIn(h.app, 'google');
    url.searchParams.set('nonce', 'made-up');
    const response = await finishSignIn(h.app, pending, await arriveAtSignIn(h.app, await approveAtDevIssuer(h.app, url, 'nonce@example.test')));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'Unauthorized', message: expect.stringMatching(/nonce/) });
  });

  it('sends a form_post error back to /signin with the state', async () => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/auth/apple/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'error=user_cancelled_authorize&state=st-1',
    });
    expect(response.statusCode).toBe(303);
    expect(Object.fromEntries(new URL(String(response.headers.location)).searchParams)).toEqual({ error: 'user_cancelled_authorize', state: 'st-1' });
  });

  it('refuses a malformed body naming the field', async () => {
    const response = await h.app.inject({ method: 'POST', url: '/api/users', payload: { code: { forged: true }, codeVerifier: 'v' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Bad Request', message: expect.stringContaining('code') });
  });

  it('makes a revoked session fail with 401', async () => {
    const { sessionToken, user } = await signInWithDev(h.app, 'leaving@example.test');
    const me = () => h.app.inject({ url: `/api/users/${user.userId}`, headers: bearer(sessionToken) });
    expect((await me()).statusCode).toBe(200);
    const logout = await h.app.inject({
      method: 'POST',
      url: `/api/users/update-session/${user.userId}`,
      headers: bearer(sessionToken),
      payload: { sessionStatus: 'expired' },
    });
    expect(logout.json()).toEqual({ sessionStatus: 'expired' });
    expect((await me()).statusCode).toBe(401);
  });
});
