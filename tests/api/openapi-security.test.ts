/**
 * mesh/openapi.json says which operations need a bearer token; this holds the document to what the
 * server enforces: every operation declares its security, a required session is a 401 without
 * one, and an operation declared public or optional answers an anonymous caller.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, startHarness, type Harness } from './support/harness.ts';
import { bearer } from './support/dev-sign-in.ts';
import { fillPath, operations, sampleOf, type Operation } from './support/openapi.ts';

const SIGN_IN = 'A valid session is required. Please sign in.';

/** A request that passes the route's schema, so that only its guards decide. */
function wellFormed(operation: Operation, pathValue: string) {
  const query = new URLSearchParams(operation.query.filter((param) => param.required).map((param) => [param.name, String(sampleOf(param.schema))]));
  const url = `${fillPath(operation, (param) => (param.schema.type === 'integer' ? '1' : pathValue))}?${query}`;
  const json = operation.body?.contentType === 'application/json' ? { payload: sampleOf(operation.body.schema) as object } : {};
  return { method: operation.method, url, ...json };
}

describe('the OpenAPI document', () => {
  it('declares the security of every operation, and some of each kind', () => {
    const needs = operations.map((operation) => operation.session);
    expect(needs.filter((need) => need === 'required').length).toBeGreaterThan(40);
    expect(needs).toContain('optional');
    expect(needs).toContain('none');
  });
});

describe.each(dialects)('declared security on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(dialect);
  });
  afterAll(() => h.close());

  it('answers 401 to an anonymous caller exactly where a session is required', async () => {
    for (const operation of operations) {
      // 'guest' is the feed's signed-out viewer: the one path value an optional session allows.
      const response = await h.app.inject(wellFormed(operation, 'guest'));
      const label = `${operation.method} ${operation.path} (${operation.session}): ${response.body}`;
      if (operation.session === 'required') expect(response.json(), label).toEqual({ error: 'Unauthorized', message: SIGN_IN });
      else expect(response.json()?.message, label).not.toBe(SIGN_IN);
    }
  });

  it('answers 401 to a token that is not a session wherever a session is read', async () => {
    for (const operation of operations.filter((op) => op.session !== 'none')) {
      const response = await h.app.inject({ ...wellFormed(operation, 'guest'), headers: bearer('not-a-session') });
      expect(response.json(), `${operation.method} ${operation.path}`).toEqual({ error: 'Unauthorized', message: SIGN_IN });
    }
  });
});
