/**
 * fast-check arbitraries for malformed requests to one operation of mesh/openapi.json: odd path
 * segments, query strings and bodies (JSON, multipart, wrong content types), with or without a
 * valid bearer token. Each starts from what the document declares and breaks it in one or more ways.
 */
import fc from 'fast-check';
import { fillPath, resolve, sampleOf, type JsonSchema, type Operation, type Parameter } from './openapi.ts';

/** What the generated requests may name: real ids (so guards and lookups pass) and tokens. */
export interface FuzzWorld {
  /** The signed-in person's id: `userId` (and most `id`) segments must be it to get past the guards. */
  self: string;
  /** Ids of rows that exist (events), for integer segments. */
  numericIds: string[];
  ids: string[];
  tokens: { alice: string; bob: string };
  /** A small valid PNG, so some uploads reach the image code. */
  png: Buffer;
}

export interface FuzzRequest {
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  remoteAddress: string;
}

const BOUNDARY = 'fuzz-boundary-7MA4YWxkTrZu0gW';

/** Percent-encodes every byte but the unreserved ones (any string, lone surrogates included). */
const encodeSegment = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((byte) => (/[A-Za-z0-9\-._~]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).padStart(2, '0').toUpperCase()}`))
    .join('');

const oddText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\u202e\u2066abc',
    '\ud800',
    '\udfff\ud800',
    '🧪'.repeat(50),
    'ﷺ'.repeat(30),
    '\r\n\r\n',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '__proto__',
    'constructor',
    'null',
    'undefined',
    'NaN',
    '-0',
    '1e309',
    '0x10',
    '9007199254740993',
    'Infinity',
    '-Infinity',
  ),
);
/** Bodies may be large (up to the 1 MB body limit)… */
const hugeText = fc.integer({ min: 10_000, max: 300_000 }).map((length) => 'é'.repeat(length));
/** …URLs stay under Node's 16 KB header limit, which a real socket applies before the app (inject skips it). */
const longText = fc.integer({ min: 1_000, max: 4_000 }).map((length) => 'é'.repeat(length));
const oddNumber = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(-1, 0, 2 ** 53 + 2, -(2 ** 31), 1e308, Number.MIN_VALUE));

/** Any JSON value, odd ones often. */
const oddJson: fc.Arbitrary<unknown> = fc.oneof(
  { depthSize: 'small' },
  { arbitrary: oddText, weight: 3 },
  { arbitrary: oddNumber, weight: 2 },
  { arbitrary: fc.constantFrom(null, true, false, [], {}, [[[[[]]]]]), weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
  { arbitrary: hugeText, weight: 1 },
);

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

/** The declared body with a few of its fields removed, replaced by odd values, or added. */
const brokenObject = (schema: JsonSchema, world: FuzzWorld) => {
  const base = sampleOf(schema);
  const resolved = resolve(schema);
  const names = [...Object.keys(resolved.properties ?? {}), '__proto__', 'constructor', 'extra'];
  const value = fc.oneof({ arbitrary: fc.constantFrom<unknown>(...world.ids), weight: 1 }, { arbitrary: oddJson, weight: 3 });
  const edit = fc.oneof(
    fc.record({ drop: fc.constantFrom(...names) }),
    fc.record({ set: fc.constantFrom(...names), value }),
    fc.record({ set: oddText, value }),
  );
  return fc.oneof(
    {
      arbitrary: fc.array(edit, { minLength: 1, maxLength: 4 }).map((edits) => {
        const body = typeof base === 'object' && base !== null && !Array.isArray(base) ? { ...(base as Record<string, unknown>) } : {};
        for (const change of edits) {
          if ('drop' in change) delete body[change.drop];
          else Object.defineProperty(body, change.set, { value: change.value, enumerable: true, configurable: true, writable: true });
        }
        return body;
      }),
      weight: 4,
    },
    { arbitrary: oddJson, weight: 1 },
  );
};

const malformedJson = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":',
    '[',
    'nul',
    '{"a":1,}',
    "{'a':1}",
    '\ufeff{}',
    '{"__proto__":{"polluted":1}}',
    '{"constructor":{"prototype":{"polluted":1}}}',
    '1e99999',
    '"\\ud800"',
    '{"a":"\\u0000"}',
    '',
  ),
  fc.integer({ min: 1_000, max: 20_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
  fc.integer({ min: 1_000, max: 20_000 }).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  fc.string({ unit: 'binary', maxLength: 60 }),
);

const wrongContentType = fc.constantFrom(
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/vnd.api+json',
  'application/json;;',
  'multipart/form-data',
  `multipart/form-data; boundary=${BOUNDARY}`,
  'multipart/mixed; boundary=x',
  '*/*',
  'application',
  ';',
  '',
);

type FormPart = { name: string; value: string | Buffer; filename?: string; type?: string };

const encodeForm = (parts: FormPart[]) =>
  Buffer.concat([
    ...parts.flatMap((part) => [
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`,
      ),
      Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]);

const fileBytes = (world: FuzzWorld) =>
  fc.oneof(
    fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
    fc.constant(world.png),
    // A real image's start and then noise: detected as an image, it cannot be decoded.
    fc.uint8Array({ maxLength: 512 }).map((bytes) => Buffer.concat([world.png.subarray(0, 40), Buffer.from(bytes)])),
    fc.constantFrom(
      Buffer.from('%PDF-1.4\n%garbage'),
      Buffer.from('PK\u0003\u0004 not a docx'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>'),
      Buffer.alloc(0),
    ),
  );

/** A multipart form with the declared fields (odd values often), files of odd bytes, or a broken encoding. */
const formBody = (schema: JsonSchema, world: FuzzWorld) => {
  const properties = Object.entries(resolve(schema).properties ?? {});
  const fileNames = properties.filter(([, p]) => p.format === 'binary').map(([name]) => name);
  const textNames = properties.filter(([, p]) => p.format !== 'binary').map(([name]) => name);
  const text = fc.oneof(
    fc.constantFrom(...world.ids),
    oddText,
    oddNumber.map(String),
    oddJson.map((v) => JSON.stringify(v) ?? ''),
    longText,
  );
  const part: fc.Arbitrary<FormPart> = fc.oneof(
    fc.record({ name: fc.constantFrom(...textNames, 'extra'), value: text }),
    fc.record({
      name: fc.constantFrom(...fileNames, 'extra', 'file'),
      value: fileBytes(world),
      filename: fc.oneof(fc.constantFrom('a.png', '../../etc/passwd', 'x.pdf', 'a.docx', '', 'ü\u0000.txt'), oddText),
      type: fc.constantFrom('image/png', 'application/pdf', 'text/plain', 'application/octet-stream', ''),
    }),
    fc.record({ name: oddText, value: text }),
  );
  const whole = fc.array(part, { maxLength: 8 }).map(encodeForm);
  const valid = `multipart/form-data; boundary=${BOUNDARY}`;
  return fc.oneof(
    { arbitrary: whole.map((payload) => ({ contentType: valid, payload })), weight: 4 },
    {
      arbitrary: fc
        .tuple(whole, fc.double({ min: 0, max: 1, noNaN: true }))
        .map(([payload, cut]) => ({ contentType: valid, payload: payload.subarray(0, Math.floor(payload.length * cut)) })),
      weight: 2,
    },
    { arbitrary: whole.map((payload) => ({ contentType: 'multipart/form-data', payload })), weight: 1 },
    { arbitrary: whole.map((payload) => ({ contentType: 'multipart/form-data; boundary=another', payload })), weight: 1 },
    { arbitrary: fc.record({ contentType: wrongContentType, payload: malformedJson }), weight: 1 },
  );
};

/** A JSON body broken in its values, in its text, or sent as another content type. */
const jsonBody = (schema: JsonSchema, world: FuzzWorld) =>
  fc.oneof(
    { arbitrary: brokenObject(schema, world).map((value) => ({ contentType: 'application/json', payload: JSON.stringify(value) ?? 'null' })), weight: 5 },
    { arbitrary: malformedJson.map((payload) => ({ contentType: 'application/json', payload })), weight: 2 },
    {
      arbitrary: fc.record({
        contentType: wrongContentType,
        payload: fc.oneof(
          malformedJson,
          brokenObject(schema, world).map((v) => JSON.stringify(v) ?? ''),
        ),
      }),
      weight: 2,
    },
  );

/** Operations without a body sometimes get one anyway. */
const strayBody = fc.option(fc.record({ contentType: wrongContentType, payload: fc.oneof(malformedJson, fc.constant('{}')) }), { freq: 3 });

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
