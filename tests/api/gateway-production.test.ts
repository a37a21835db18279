/**
 * The gateway in production (its own test file: the limits join Mesh's plugins once per process,
 * with the first app's mode): introspection is refused, GraphiQL is not served, a resolver's
 * own failure is answered without its details, and no error suggests the schema's names.
 */
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './support/harness.ts';
import { throwawayProductionSecrets } from '../../scripts/lib/production-secrets.ts';
import { findOrCreateUser } from '../../server/users/repository.ts';
import { issueSession } from '../../server/auth/sessions.ts';

const built = existsSync('.mesh/index.js');
if (!built && process.env.CI) throw new Error('.mesh/ is missing: run npm run build:mesh');

describe.skipIf(!built)('GraphQL gateway in production', () => {
  let h: Harness;
  beforeAll(async () => {
    process.env.PODS_API_ORIGIN = 'http://api.pods.test';
    h = await startHarness('sqlite', { gateway: true, env: { NODE_ENV: 'production', ...throwawayProductionSecrets() } });
  });
  afterAll(() => h.close());

  it('refuses introspection, on POST and GET', async () => {
    const query = '{ __schema { queryType { name } } }';
    const post = await h.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
      payload: { query },
    });
    expect(post.statusCode).toBe(400);
    expect(post.json().errors[0].message).toMatch(/introspection is not allowed/i);
    const get = await h.app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent('{ __type(name: "Query") { name } }')}`,
      headers: { accept: 'application/graphql-response+json' },
    });
    expect(get.statusCode).toBe(400);
    // Ordinary queries still run.
    const health = await h.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: '{ health { status } }' },
    });
    expect(health.json()).toEqual({ data: { health: { status: 'ok' } } });
  });

  it('names no field, argument, type or value it was not asked about ("Did you mean …?"), on every path', async () => {
    const json = (payload: object) =>
      h.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' }, payload });
    const messages = async (response: { json(): unknown }) => ((response.json() as { errors: { message: string }[] }).errors ?? []).map((e) => e.message);

    expect(await messages(await json({ query: '{ getUsr(id: "x") { userId } }' }))).toEqual(['Cannot query field "getUsr" on type "Query".']);
    const wrongArgument = await messages(await json({ query: '{ getUser(idd: "x") { userId } }' }));
    expect(wrongArgument).toContain('Unknown argument "idd" on field "Query.getUser".');
    const wrongValue = await messages(
      await json({
        query: 'mutation($input: updateSession_request_Input) { updateSession(userId: "x", input: $input) { sessionStatus } }',
        variables: { input: { sessionStatus: 'expird' } },
      }),
    );
    expect(wrongValue).toEqual([
      expect.stringMatching(
        /^Variable "\$input" got invalid value "expird" at "input.sessionStatus"; Value "expird" does not exist in "expired_const" enum\.$/,
      ),
    ]);
    const get = await h.app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent('{ helth { status } }')}`,
      headers: { accept: 'application/json' },
    });
    expect(await messages(get)).toEqual(['Cannot query field "helth" on type "Query".']);

    // Uploads go through Mesh's own handler.
    const user = await findOrCreateUser(h.db, 'google|suggestions', 'suggestions@example.test');
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: '{ getUsr(id: "x") { userId } }' }));
    form.append('map', '{}');
    const request = new Request('http://localhost/graphql', { method: 'POST', body: form });
    const upload = await h.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type')!, authorization: `Bearer ${await issueSession(h.db, user.userId)}` },
    });
    // Mesh's handler reports a validation error twice (it did before, too).
    expect(new Set(await messages(upload))).toEqual(new Set(['Cannot query field "getUsr" on type "Query".']));
  });

  it('does not serve GraphiQL', async () => {
    const page = await h.app.inject({ method: 'GET', url: '/graphql', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(404);
  });
});
