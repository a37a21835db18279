/**
 * The gateway under an attacker's requests (issue 17, items 1, 2, 10 and 12): limits refuse what
 * would tie up the one event loop or its memory, CORS answers only the app's own origins, path
 * arguments cannot reach another route, and a request over its time budget is answered.
 */
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './support/harness.ts';
import { bearer, signInWithDev } from './support/dev-sign-in.ts';
import { GATEWAY_LIMITS } from '../../server/gateway/limits.ts';

const built = existsSync('.mesh/index.js');
if (!built && process.env.CI) throw new Error('.mesh/ is missing: run npm run build:mesh');

const MODERN = { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' };

describe.skipIf(!built)('GraphQL gateway hardening', () => {
  let h: Harness;
  /** The REST URLs the gateway asked for, in order. */
  const upstream: string[] = [];
  let slowUsers = false;
  beforeAll(async () => {
    // Served in process (server/gateway/in-process-fetch.mjs): nothing listens on this origin.
    process.env.PODS_API_ORIGIN = 'http://api.pods.test';
    h = await startHarness('sqlite', {
      gateway: true,
      env: { GRAPHQL_TIME_BUDGET_MS: '300' },
      beforeReady: (app) =>
        app.addHook('onRequest', async (request) => {
          if (!request.url.startsWith('/api/')) return;
          upstream.push(request.url);
          if (slowUsers && request.url.startsWith('/api/users/')) await new Promise((resolve) => setTimeout(resolve, 1_000));
        }),
    });
  });
  afterAll(() => h.close());

  const post = (payload: object | string, headers: Record<string, string> = MODERN) => h.app.inject({ method: 'POST', url: '/graphql', headers, payload });
  const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: getUser(id: "nobody") { userId }`).join(' ')} }`;

  it('refuses thousands of aliases while the body arrives, and a long query before parsing it', async () => {
    upstream.length = 0;
    const huge = await post({ query: aliases(5_000) });
    expect(huge.statusCode).toBe(413);
    const long = await post({ query: `${aliases(1)} ${'#'.repeat(GATEWAY_LIMITS.bytes)}` });
    expect(long.statusCode).toBe(413);
    expect(long.json().errors[0].message).toBe(`The query is too large: at most ${GATEWAY_LIMITS.bytes} bytes.`);
    expect(upstream).toEqual([]);
  });

  it('refuses more aliases than the limit with a GraphQL error, 400 or (plain JSON clients) 200', async () => {
    upstream.length = 0;
    const modern = await post({ query: aliases(GATEWAY_LIMITS.aliases + 1) });
    expect(modern.statusCode).toBe(400);
    expect(modern.json().errors[0].message).toMatch(/Aliases limit of 12 exceeded, found 13/);
    const plain = await post({ query: aliases(GATEWAY_LIMITS.aliases + 1) }, { 'content-type': 'application/json', accept: 'application/json' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toContain('application/json');
    expect(plain.json().errors[0].message).toMatch(/Aliases limit/);
    expect(upstream).toEqual([]);
    // Within the limit, each alias is served.
    const within = await post({ query: aliases(3) });
    expect(within.json().errors).toHaveLength(3);
  });

  it('refuses a body larger than a query and its variables need while it arrives', async () => {
    const answer = await post(JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(GATEWAY_LIMITS.bodyBytes) } }));
    expect(answer.statusCode).toBe(413);
    expect(answer.json().message).toMatch(/too large/i);
  });

  it('serves GET queries through the same limits, and refuses mutations over GET', async () => {
    const ok = await h.app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent('{ health { status } }')}`,
      headers: { accept: 'application/graphql-response+json' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.health.status).toBe('ok');
    const many = await h.app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent(aliases(13))}`,
      headers: { accept: 'application/graphql-response+json' },
    });
    expect(many.statusCode).toBe(400);
    const mutation = await h.app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent('mutation { createSignInNonce { nonce } }')}`,
      headers: { accept: 'application/graphql-response+json' },
    });
    expect(mutation.statusCode).toBe(405);
    expect(mutation.headers.allow).toBe('POST');
  });

  it('answers CORS only for the app’s own origins, on every path', async () => {
    const evil = 'https://evil.example';
    const query = `/graphql?query=${encodeURIComponent('{ health { status } }')}`;
    const get = await h.app.inject({ method: 'GET', url: query, headers: { origin: evil, accept: 'application/json' } });
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
    expect(get.headers['access-control-allow-credentials']).toBeUndefined();
    const preflight = await h.app.inject({ method: 'OPTIONS', url: '/graphql', headers: { origin: evil, 'access-control-request-method': 'POST' } });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();

    const { sessionToken } = await signInWithDev(h.app, 'cors.upload@example.test');
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: '{ __typename }' }));
    form.append('map', '{}');
    const request = new Request('http://localhost/graphql', { method: 'POST', body: form });
    const multipart = await h.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type')!, origin: evil, ...bearer(sessionToken) },
    });
    expect(multipart.statusCode).toBe(200);
    expect(multipart.headers['access-control-allow-origin']).toBeUndefined();

    const own = new URL(h.config.podAppUrl).origin;
    const allowed = await h.app.inject({ method: 'GET', url: query, headers: { origin: own, accept: 'application/json' } });
    expect(allowed.headers['access-control-allow-origin']).toBe(own);
  });

  it('lets only signed-in people send multipart requests, and answers other content types 415', async () => {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: '{ __typename }' }));
    form.append('map', '{}');
    const request = new Request('http://localhost/graphql', { method: 'POST', body: form });
    const anonymous = await h.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type')! },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().errors[0].message).toBe('A valid session is required. Please sign in.');
    const text = await post('{ __typename }', { 'content-type': 'text/plain' });
    expect(text.statusCode).toBe(415);
  });

  it('percent-encodes arguments that fill REST path segments, and refuses dot segments', async () => {
    const { sessionToken, user } = await signInWithDev(h.app, 'path.args@example.test');
    upstream.length = 0;
    const escaped = await post(
      { query: `{ getUser(id: "${user.userId}/../../posts/timeline/${user.userId}?pageSize=100#x") { userId } }` },
      { ...MODERN, ...bearer(sessionToken) },
    );
    expect(upstream).toEqual([`/api/users/${user.userId}%2F..%2F..%2Fposts%2Ftimeline%2F${user.userId}%3FpageSize%3D100%23x`]);
    expect(escaped.json().errors[0].extensions.response.status).toBe(403);

    upstream.length = 0;
    const dots = await post({ query: '{ getUser(id: "..") { userId } }' }, { ...MODERN, ...bearer(sessionToken) });
    expect(dots.json().errors[0].message).toBe('".." is not a valid id.');
    expect(upstream).toEqual([]);

    const plain = await post({ query: `{ getUser(id: "${user.userId}") { userId } }` }, { ...MODERN, ...bearer(sessionToken) });
    expect(plain.json()).toEqual({ data: { getUser: { userId: user.userId } } });
  });

  it('answers a request over its time budget with 504 and a clear error', async () => {
    slowUsers = true;
    try {
      const started = performance.now();
      const answer = await post({ query: '{ getUser(id: "slow") { userId } }' });
      expect(answer.statusCode).toBe(504);
      expect(answer.json().errors[0].message).toBe('The request took too long. Please try again.');
      expect(performance.now() - started).toBeLessThan(900);
    } finally {
      slowUsers = false;
    }
  });
});
