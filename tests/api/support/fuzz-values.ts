/**
 * What the fuzzer's requests are made of (./fuzz-requests.ts, ./fuzz-bodies.ts): the world they
 * may name (real ids, so guards and lookups pass, and tokens) and odd values — text with control
 * characters, lone surrogates and look-alikes, huge and long text, odd numbers and JSON.
 */
import fc from 'fast-check';

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

/** Percent-encodes every byte but the unreserved ones (any string, lone surrogates included). */
export const encodeSegment = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((byte) => (/[A-Za-z0-9\-._~]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).padStart(2, '0').toUpperCase()}`))
    .join('');

export const oddText = fc.oneof(
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
export const longText = fc.integer({ min: 1_000, max: 4_000 }).map((length) => 'é'.repeat(length));
export const oddNumber = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(-1, 0, 2 ** 53 + 2, -(2 ** 31), 1e308, Number.MIN_VALUE));

/** Any JSON value, odd ones often. */
export const oddJson: fc.Arbitrary<unknown> = fc.oneof(
  { depthSize: 'small' },
  { arbitrary: oddText, weight: 3 },
  { arbitrary: oddNumber, weight: 2 },
  { arbitrary: fc.constantFrom(null, true, false, [], {}, [[[[[]]]]]), weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
  { arbitrary: hugeText, weight: 1 },
);
