/**
 * The gateway's limits (server/gateway/limits.ts) against the app's own operations: every
 * document in src/ (the generated src/gql/graphql.ts holds them all) passes at half the limits, so
 * no screen is ever near a refusal; and each limit refuses what it is for, with a message that
 * names it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { envelop, useEngine, useSchema } from '@envelop/core';
import * as documents from '../../src/gql/graphql.ts';
import { GATEWAY_LIMITS, gatewayLimitPlugins, type GatewayLimits } from '../../server/gateway/limits.ts';

const schema = buildSchema(readFileSync('mesh/schema.graphql', 'utf8'));

function check(query: string, options: { limits?: GatewayLimits; production?: boolean } = {}): string[] {
  const getEnveloped = envelop({
    plugins: [
      useEngine({ parse, validate, specifiedRules }),
      useSchema(schema),
      ...gatewayLimitPlugins({ production: options.production ?? false, limits: options.limits }),
    ],
  });
  const engine = getEnveloped();
  try {
    return engine.validate(engine.schema, engine.parse(query)).map((error: { message: string }) => error.message);
  } catch (error) {
    return [(error as Error).message];
  }
}

const operations = Object.entries(documents)
  .filter(([name, value]) => name.endsWith('Document') && value instanceof String)
  .map(([name, value]) => [name, String(value)] as const);

describe('gateway limits', () => {
  it('finds the app operations', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  const half = Object.fromEntries(Object.entries(GATEWAY_LIMITS).map(([key, value]) => [key, Math.floor(value / 2)])) as unknown as GatewayLimits;
  it.each(operations)('%s stays inside half of every limit', (_name, query) => {
    expect(check(query, { limits: half })).toEqual([]);
  });

  it('refuses a query longer than the byte limit before parsing it', () => {
    const query = `{ __typename ${'#'.repeat(GATEWAY_LIMITS.bytes)} }`;
    expect(check(query)).toEqual([`The query is too large: at most ${GATEWAY_LIMITS.bytes} bytes.`]);
  });

  it('refuses too many tokens', () => {
    const query = `{ getUser(id: "a") { ${'userId '.repeat(GATEWAY_LIMITS.tokens)} } }`;
    expect(check(query)[0]).toMatch(/Token limit of \d+ exceeded/);
  });

  it('refuses too many aliases', () => {
    const query = `{ ${Array.from({ length: GATEWAY_LIMITS.aliases + 1 }, (_, i) => `a${i}: getUser(id: "x") { userId }`).join(' ')} }`;
    expect(check(query)[0]).toMatch(/Aliases limit of \d+ exceeded/);
  });

  it('refuses depth beyond the limit', () => {
    let selection = 'userId';
    for (let i = 0; i < GATEWAY_LIMITS.depth; i++) selection = `followers { documents { value { ${selection} } } }`;
    expect(check(`{ getUser(id: "x") { ${selection} } }`).join(' ')).toMatch(/Query depth limit of \d+ exceeded|Aliases|Cannot query field/);
  });

  it('refuses too many directives', () => {
    const query = `{ __typename ${'@include(if: true) '.repeat(GATEWAY_LIMITS.directives + 1)} }`;
    expect(check(query)[0]).toMatch(/Directives limit of \d+ exceeded/);
  });

  it('refuses a query over the cost limit', () => {
    const fields = Array.from({ length: GATEWAY_LIMITS.cost }, () => 'userId').join(' ');
    const query = `{ getUser(id: "x") { ${fields} } }`;
    expect(check(query, { limits: { ...GATEWAY_LIMITS, tokens: 10_000, bytes: 100_000 } }).join(' ')).toMatch(/Query Cost limit of \d+ exceeded/);
  });

  it('refuses introspection in production only', () => {
    const query = '{ __schema { queryType { name } } }';
    expect(check(query)).toEqual([]);
    expect(check(query, { production: true })[0]).toMatch(/introspection/i);
  });
});
