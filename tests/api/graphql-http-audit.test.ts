/**
 * The GraphQL endpoint against the GraphQL over HTTP audit (graphql-http's auditServer), as an
 * outside client library sees it: no MUST fails, and no SHOULD either.
 */
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditServer } from 'graphql-http';
import { startHarness, type Harness } from './support/harness.ts';

const built = existsSync('.mesh/index.js');
if (!built && process.env.CI) throw new Error('.mesh/ is missing: run npm run build:mesh');

describe.skipIf(!built)('GraphQL over HTTP audit', () => {
  let h: Harness;
  let url: string;
  beforeAll(async () => {
    process.env.PODS_API_ORIGIN = 'http://api.pods.test';
    h = await startHarness('sqlite', { gateway: true });
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const address = h.app.server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/graphql`;
  });
  afterAll(() => h.close());

  it('passes every audit, MUST and SHOULD', async () => {
    const results = await auditServer({ url });
    const failed = results
      .filter((result) => result.status !== 'ok')
      .map((result) => `${result.status}: ${result.name}${'reason' in result ? ` — ${result.reason}` : ''}`);
    console.log(`graphql-http audit: ${results.length - failed.length} of ${results.length} ok`);
    expect(failed).toEqual([]);
  });
});
