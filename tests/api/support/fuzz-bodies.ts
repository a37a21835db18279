/**
 * fast-check arbitraries for the bodies of malformed requests (./fuzz-requests.ts): the declared
 * JSON body broken in its values or its text or sent as another content type, multipart forms
 * with odd fields, odd file bytes or a broken encoding, and stray bodies for operations without one.
 */
import fc from 'fast-check';
import { resolve, sampleOf, type JsonSchema } from './openapi.ts';
import { oddText, longText, oddNumber, oddJson, type FuzzWorld } from './fuzz-values.ts';

const BOUNDARY = 'fuzz-boundary-7MA4YWxkTrZu0gW';

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
export const formBody = (schema: JsonSchema, world: FuzzWorld) => {
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
export const jsonBody = (schema: JsonSchema, world: FuzzWorld) =>
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
export const strayBody = fc.option(fc.record({ contentType: wrongContentType, payload: fc.oneof(malformedJson, fc.constant('{}')) }), { freq: 3 });
