import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './support/harness.ts';
import { bearer, signInWithDev } from './support/dev-sign-in.ts';

// The gateway is a build output (.mesh/); `npm test` builds it before Vitest runs.
const built = existsSync('.mesh/index.js');
if (!built && process.env.CI) throw new Error('.mesh/ is missing: run npm run build:mesh');

describe.skipIf(!built)('GraphQL gateway in front of the REST API', () => {
  let h: Harness;
  let base: string;
  beforeAll(async () => {
    h = await startHarness('sqlite', { gateway: true });
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const address = h.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    process.env.PODS_API_ORIGIN = base;
  });
  afterAll(() => h.close());

  const query = async (document: string, token?: string) => {
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
      body: JSON.stringify({ query: document }),
    });
    return (await response.json()) as { data?: Record<string, unknown>; errors?: { extensions?: { response?: { status?: number } } }[] };
  };

  it("reaches the REST API with the caller's token, and shows a revoked token's 401", async () => {
    const { sessionToken, user } = await signInWithDev(h.app, 'graph@example.test');
    const me = `{ getUser(id: "${user.userId}") { userId userEmail userStatus } }`;
    expect((await query(me, sessionToken)).data).toEqual({ getUser: { userId: user.userId, userEmail: 'graph@example.test', userStatus: 'new' } });

    const logout = await query(`mutation { updateSession(userId: "${user.userId}", input: { sessionStatus: expired }) { sessionStatus } }`, sessionToken);
    expect(logout.data).toEqual({ updateSession: { sessionStatus: 'expired' } });

    const after = await query(me, sessionToken);
    expect(after.errors?.[0]?.extensions?.response?.status).toBe(401);
  });

  it('sends no Authorization upstream when the caller has none', async () => {
    const result = await query('{ getUser(id: "anyone") { userId } }');
    expect(result.errors?.[0]?.extensions?.response?.status).toBe(401);
  });

  it('reaches the REST API in process, without a socket, multipart included', async () => {
    const { sessionToken, user } = await signInWithDev(h.app, 'inprocess@example.test');
    const saved = process.env.PODS_API_ORIGIN;
    // Nothing listens here: only the in-process path can answer.
    process.env.PODS_API_ORIGIN = 'http://127.0.0.1:9';
    try {
      const asked = await h.app.inject({
        method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', ...bearer(sessionToken) },
        payload: { query: `{ getUser(id: "${user.userId}") { userId } }` },
      });
      expect(asked.json()).toEqual({ data: { getUser: { userId: user.userId } } });
      const form = new FormData();
      form.append('operations', JSON.stringify({
        query: 'mutation($userId: String!, $input: createAccount_request_Input!) { createAccount(userId: $userId, input: $input) { userName userDPUrl } }',
        variables: { userId: user.userId, input: { userName: 'in.process', userDisplayName: 'In Process', userProfileType: 'public', profilePicture: null } },
      }));
      form.append('map', JSON.stringify({ 0: ['variables.input.profilePicture'] }));
      form.append('0', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'fake.png');
      const request = new Request('http://localhost/graphql', { method: 'POST', body: form });
      const uploaded = await h.app.inject({
        method: 'POST', url: '/graphql', payload: Buffer.from(await request.arrayBuffer()),
        headers: { 'content-type': request.headers.get('content-type')!, ...bearer(sessionToken) },
      });
      // The upload reached the REST route, which read the bytes and refused them as not an image.
      const body = uploaded.json() as { errors?: { extensions?: { response?: { status?: number; body?: { message?: string } } } }[] };
      expect(body.errors?.[0]?.extensions?.response).toMatchObject({ status: 400, body: { message: 'Only image files are allowed.' } });
    } finally {
      process.env.PODS_API_ORIGIN = saved;
    }
  });

  it('answers a query that does not parse or validate with 400 and the reason, and runs the named operation', async () => {
    const post = (body: object) => h.app.inject({
      method: 'POST', url: '/graphql',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' }, payload: body,
    });
    const broken = await post({ query: '{ getUser(id: "x") { userId ' });
    expect(broken.statusCode).toBe(400);
    expect(broken.headers['content-type']).toContain('application/graphql-response+json');
    expect(broken.json().errors[0].message).toMatch(/Syntax Error/);

    const unknownField = await post({ query: '{ getUser(id: "x") { notAField } }' });
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json().errors[0].message).toContain('notAField');

    const two = 'query A { __typename } query B { __typename }';
    expect((await post({ query: two })).statusCode).toBe(400);
    expect((await post({ query: two, operationName: 'C' })).statusCode).toBe(400);
    const named = await post({ query: two, operationName: 'B' });
    expect(named.statusCode).toBe(200);
    expect(named.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('coerces variables and reports a wrong one without running the query', async () => {
    const asked = await h.app.inject({
      method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' },
      payload: { query: 'query($id: String!) { getUser(id: $id) { userId } }', variables: { id: 42 } },
    });
    expect(asked.json().errors[0].message).toContain('$id');
    expect(asked.json().data).toBeUndefined();
  });
});
