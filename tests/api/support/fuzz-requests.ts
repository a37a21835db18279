/**
 * fast-check arbitraries for malformed requests to one operation of mesh/openapi.json: odd path
 * segments, query strings and bodies (JSON, multipart, wrong content types: ./fuzz-bodies.ts),
 * with or without a valid bearer token. Each starts from what the document declares and breaks it
 * in one or more ways.
 */
import fc from 'fast-check';
import { fillPath, type Operation, type Parameter } from './openapi.ts';
import { encodeSegment, oddText, longText, oddNumber, type FuzzWorld } from './fuzz-values.ts';
import { formBody, jsonBody, strayBody } from './fuzz-bodies.ts';

export type { FuzzWorld } from './fuzz-values.ts';

export interface FuzzRequest {
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  remoteAddress: string;
}

/** A path segment: mostly an id that fits (to get past guards into handlers), else one a router or a query should refuse. */
const segment = (world: FuzzWorld, param: Parameter) =>
  fc.oneof(
    {
      arbitrary: fc.constantFrom(
        ...(param.name === 'userId' || param.name === 'id' ? [world.self] : param.schema.type === 'integer' ? world.numericIds : world.ids),
      ),
      weight: 8,
    },
    { arbitrary: fc.constantFrom(...world.ids), weight: 2 },
    { arbitrary: oddText.map(encodeSegment), weight: 2 },
    { arbitrary: oddNumber.map(String), weight: 1 },
    {
      arbitrary: fc.constantFrom(
        '..',
        '.',
        '../..',
        '..%2F..%2Fhealth',
        '%2e%2e%2f',
        '%00',
        'a%00b',
        '%',
        '%zz',
        '%E0%A4%A',
        '%FF%FE',
        '%C0%AF',
        ';x',
        '%3F%23',
        'guest%2Fx',
      ),
      weight: 2,
    },
    { arbitrary: fc.integer({ min: 100, max: 8_000 }).map((length) => 'a'.repeat(length)), weight: 1 },
  );

const queryString = (operation: Operation, world: FuzzWorld) => {
  const names = [...operation.query.map((param) => param.name), 'limit', 'cursor', '__proto__', 'a[b]'];
  const value = fc.oneof(fc.constantFrom(...world.ids), oddText, oddNumber.map(String), fc.constant(''), longText);
  return fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...names), oddText), value), { maxLength: 5 })
    .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${encodeSegment(k)}=${encodeSegment(v)}`).join('&')}` : ''));
};

const authorization = (world: FuzzWorld) =>
  fc.oneof(
    { arbitrary: fc.constant(`Bearer ${world.tokens.alice}`), weight: 6 },
    { arbitrary: fc.constant(undefined), weight: 2 },
    { arbitrary: fc.constant(`Bearer ${world.tokens.bob}`), weight: 1 },
    {
      arbitrary: fc.constantFrom(
        'Bearer',
        'Bearer ',
        'Basic YTpi',
        `bearer ${world.tokens.alice} extra`,
        'Bearer eyJhbGciOiJub25lIn0.e30.',
        'Bearer ft.AAAA.BBBB',
        `Bearer ${'x'.repeat(10_000)}`,
      ),
      weight: 1,
    },
    { arbitrary: oddText.map((text) => `Bearer ${encodeSegment(text)}`), weight: 1 },
  );

export function fuzzRequest(operation: Operation, world: FuzzWorld): fc.Arbitrary<FuzzRequest> {
  const paramNames = operation.pathParams.map((param) => param.name);
  const body = operation.body
    ? operation.body.contentType.startsWith('multipart/')
      ? formBody(operation.body.schema, world)
      : jsonBody(operation.body.schema, world)
    : strayBody;
  return fc
    .record({
      segments: fc.tuple(...operation.pathParams.map((param) => segment(world, param))),
      query: queryString(operation, world),
      body,
      authorization: authorization(world),
      remoteAddress: fc.ipV4(),
    })
    .map(({ segments, query, body, authorization, remoteAddress }) => {
      const url = fillPath(operation, (param) => segments[paramNames.indexOf(param.name)]!) + query;
      const headers: Record<string, string> = {};
      if (authorization !== undefined) headers.authorization = authorization;
      if (body && body.contentType) headers['content-type'] = body.contentType;
      return { method: operation.method, url, headers, remoteAddress, ...(body ? { payload: body.payload } : {}) };
    });
}
