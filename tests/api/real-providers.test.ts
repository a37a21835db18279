/**
 * The real-provider code path end to end, against loopback stand-ins configured as Google and
 * Apple are (not the development issuer): discovery, authorization request, the provider's
 * answer (Google: query; Apple: form_post to our server), the server's code exchange with each
 * provider's client authentication, ID token checks, and the app's last step.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { exportPKCS8, generateKeyPair } from 'jose';
import { dialects, startHarness, type Harness } from './support/harness.ts';
import { arriveAtSignIn, finishSignIn, startSignIn, type ProviderId } from './support/sign-in-flow.ts';
import { startStandIn } from './support/stand-in-issuer.ts';
import { ID_TOKEN_CLOCK_SKEW_S } from '../../server/auth/oidc.ts';

const PUBLIC_URL = 'http://localhost:8080';
const GOOGLE_PORT = 19110;
const APPLE_PORT = 19111;

describe.each(dialects)('sign-in with real providers (stand-ins) on %s', (dialect) => {
  let h: Harness;
  let google: Awaited<ReturnType<typeof startStandIn>>;
  let apple: Awaited<ReturnType<typeof startStandIn>>;

  beforeAll(async () => {
    const team = await generateKeyPair('ES256', { extractable: true });
    google = await startStandIn(GOOGLE_PORT, {
      kind: 'google',
      clientId: 'web-client.apps.example',
      clientSecret: 'google-secret',
      redirectUri: `${PUBLIC_URL}/signin`,
    });
    apple = await startStandIn(APPLE_PORT, {
      kind: 'apple',
      clientId: 'com.example.pods.web',
      teamId: 'TEAM123456',
      keyId: 'KEY1234567',
      teamPublicKey: team.publicKey,
      redirectUri: `${PUBLIC_URL}/api/auth/apple/callback`,
    });
    h = await startHarness(dialect, {
      env: {
        PUBLIC_URL,
        GOOGLE_CLIENT_ID: 'web-client.apps.example',
        GOOGLE_CLIENT_SECRET: 'google-secret',
        GOOGLE_ISSUER: google.issuer,
        APPLE_CLIENT_ID: 'com.example.pods.web',
        APPLE_TEAM_ID: 'TEAM123456',
        APPLE_KEY_ID: 'KEY1234567',
        APPLE_PRIVATE_KEY: (await exportPKCS8(team.privateKey)).replaceAll('\n', '\\n'),
        APPLE_ISSUER: apple.issuer,
      },
    });
  });
  afterAll(async () => {
    await h.close();
    await google.close();
    await apple.close();
  });
  afterEach(() => {
    for (const standIn of [google, apple]) {
      standIn.state.tamper = { claims: {}, key: null };
      standIn.state.user = { sub: '000111', email: 'person@example.test', email_verified: standIn === google ? true : 'true' };
    }
  });

  /** The browser at the provider: it approves at once and answers with a redirect or a form_post page. */
  async function atProvider(url: URL) {
    const response = await fetch(url, { redirect: 'manual' });
    if (response.status === 302) return { location: response.headers.get('location')! };
    if (response.status !== 200) throw new Error(`the provider refused the request: ${response.status} ${await response.text()}`);
    return { html: await response.text() };
  }
  async function signIn(id: ProviderId) {
    const { pending, url } = await startSignIn(h.app, id);
    return finishSignIn(h.app, pending, await arriveAtSignIn(h.app, await atProvider(url)));
  }

  it('offers both providers with the endpoints their discovery documents name and the flows they require', async () => {
    const { providers } = (await h.app.inject({ url: '/api/auth/providers' })).json() as { providers: Record<string, unknown>[] };
    expect(providers).toEqual([
      {
        id: 'google',
        clientId: 'web-client.apps.example',
        authorizationEndpoint: `${google.issuer}/o/oauth2/v2/auth`,
        redirectUri: `${PUBLIC_URL}/signin`,
        responseMode: 'query',
        pkce: true,
        scope: 'openid email profile',
        development: false,
      },
      {
        id: 'apple',
        clientId: 'com.example.pods.web',
        authorizationEndpoint: `${apple.issuer}/auth/authorize`,
        redirectUri: `${PUBLIC_URL}/api/auth/apple/callback`,
        responseMode: 'form_post',
        pkce: false,
        scope: 'openid email',
        development: false,
      },
    ]);
  });

  it('signs in with Google: code in the query, exchanged by the server with the client secret and PKCE', async () => {
    google.state.user = { sub: 'g-1', email: 'Ada@Example.test', email_verified: true };
    const response = await signIn('google');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      sessionToken: expect.any(String),
      user: { userLoginID: 'google|g-1', userEmail: 'ada@example.test', userStatus: 'new' },
    });
  });

  it('signs in with Apple: form_post to the server, Apple JWT client secret, then a one-time code the app redeems once', async () => {
    apple.state.user = { sub: 'a.1', email: 'relay@privaterelay.example', email_verified: 'true' };
    const { pending, url } = await startSignIn(h.app, 'apple');
    const signinUrl = await arriveAtSignIn(h.app, await atProvider(url));
    expect(signinUrl.pathname).toBe('/signin');
    expect([...signinUrl.searchParams.keys()].sort()).toEqual(['sign_in_code', 'state']);
    const first = await finishSignIn(h.app, pending, signinUrl);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ user: { userLoginID: 'apple|a.1', userEmail: 'relay@privaterelay.example' } });
    const again = await finishSignIn(h.app, pending, signinUrl);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ error: 'Unauthorized', message: expect.stringContaining('Sign-in code refused') });
  });

  it("refuses Apple's one-time code with another sign-in's nonce", async () => {
    const { pending, url } = await startSignIn(h.app, 'apple');
    const signinUrl = await arriveAtSignIn(h.app, await atProvider(url));
    const response = await finishSignIn(h.app, { ...pending, nonce: 'someone-elses' }, signinUrl);
    expect(response.statusCode).toBe(401);
  });

  it('refuses an email the provider has not verified (Google: false, Apple: "false")', async () => {
    google.state.user = { sub: 'g-unverified', email: 'unverified@example.test', email_verified: false };
    const refused = await signIn('google');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ error: 'Unauthorized', message: expect.stringContaining('not verified this email') });

    apple.state.user = { sub: 'a-unverified', email: 'unverified@example.test', email_verified: 'false' };
    const { url } = await startSignIn(h.app, 'apple');
    const signinUrl = await arriveAtSignIn(h.app, await atProvider(url));
    expect(signinUrl.searchParams.get('error')).toBe('access_denied');
    expect(signinUrl.searchParams.get('error_description')).toContain('not verified this email');
    expect(signinUrl.searchParams.has('sign_in_code')).toBe(false);
  });

  it.each([
    ['another key', async () => ({ key: (await generateKeyPair('RS256')).privateKey })],
    ['another audience', async () => ({ claims: { aud: 'someone-else' } })],
    ['another issuer', async () => ({ claims: { iss: 'https://evil.example' } })],
    ['an expiry in the past', async () => ({ claims: { iat: Math.floor(Date.now() / 1000) - 7200, exp: Math.floor(Date.now() / 1000) - 3600 } })],
    ['a nonce we did not issue', async () => ({ claims: { nonce: 'made-up' } })],
    ['an issue time years ahead', async () => ({ claims: { iat: Math.floor(Date.now() / 1000) + 3 * 365 * 86_400 } })],
    ['an issue time past the clock skew', async () => ({ claims: { iat: Math.floor(Date.now() / 1000) + ID_TOKEN_CLOCK_SKEW_S + 60 } })],
  ])('refuses an ID token with %s', async (_name, tamper) => {
    const { key = null, claims = {} } = (await tamper()) as { key?: CryptoKey; claims?: Record<string, unknown> };
    google.state.tamper = { key, claims };
    const response = await signIn('google');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'Unauthorized' });
  });

  it('takes an ID token issued a little ahead of our clock, within the skew', async () => {
    google.state.tamper = { key: null, claims: { iat: Math.floor(Date.now() / 1000) + ID_TOKEN_CLOCK_SKEW_S - 60 } };
    expect((await signIn('google')).statusCode).toBe(200);
  });

  it('says why it refuses an ID token issued in the future', async () => {
    google.state.tamper = { key: null, claims: { iat: Math.floor(Date.now() / 1000) + 3 * 365 * 86_400 } };
    expect((await signIn('google')).json()).toEqual({ error: 'Unauthorized', message: 'ID token refused: it says it was issued in the future' });
  });

  it('refuses a code the provider does not accept, with its OAuth error', async () => {
    const response = await h.app.inject({ method: 'POST', url: '/api/users', payload: { code: 'made-up', codeVerifier: 'v'.repeat(43) } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Unauthorized', message: expect.stringContaining('invalid_grant') });
  });
});
