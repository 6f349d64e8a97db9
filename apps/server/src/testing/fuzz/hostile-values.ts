// The hostile half of the request fuzz (issue 15 item 5): values a careless or malicious client sends.
import fc from 'fast-check';

/** An id one past the PostgreSQL integer column (the 2147483648). */
const PAST_INTEGER_COLUMN = 2_147_483_648;

/** Strings that have broken servers: control characters, malformed UTF-16, odd digits, injections, sizes. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007\u0008',
  'a\nb',
  '\r\n',
  '\u001b[31m',
  'a\u0085b',
  '\u007f',
  '\ud800',
  '\udfff',
  'a\ud800b',
  '\udc00\ud800',
  '\ufffe\uffff',
  '\ufeff',
  '\u202e',
  '💥',
  '١٢٣',
  '𝟙𝟚𝟛',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '00',
  '1.5',
  '1e309',
  '0x10',
  ' 1',
  String(PAST_INTEGER_COLUMN),
  '9'.repeat(30),
  '9'.repeat(400),
  "' OR 1=1 --",
  '"; drop table users; --',
  '\\',
  '%',
  '%00',
  '${7*7}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  'a'.repeat(101),
  'a'.repeat(10_000),
  'é'.repeat(100_000),
];

/** Numbers at and past every edge a database column or a JavaScript number has. */
export const HOSTILE_NUMBERS: readonly number[] = [
  0,
  -1,
  -0,
  1.5,
  2 ** 31 - 1,
  PAST_INTEGER_COLUMN,
  -(2 ** 31) - 1,
  2 ** 53,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

/** A value nested `depth` levels deep: an object or an array in an object ... */
function nested(depth: number, array: boolean): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i += 1) value = array ? [value] : { a: value };
  return value;
}

/** Any JSON value a field might be given in place of its own type. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  {
    weight: 2,
    arbitrary: fc.constantFrom<unknown>(
      null,
      true,
      false,
      [],
      {},
      [''],
      [null],
      { '': '' },
      nested(200, false),
      nested(200, true),
    ),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Raw bodies that are not the JSON of a value (or are JSON a parser must refuse). */
export const RAW_BODIES: readonly string[] = [
  '',
  '{',
  '{"a":',
  'null',
  '[]',
  '"text"',
  '1e999',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  `{"a":"${'\\ud800'}"}`,
  '{"a":"\\u0000"}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
];

/** Path pieces as they travel in a URL: encoded, double encoded, malformed, traversals, huge. */
export const HOSTILE_PATH_PIECES: readonly string[] = [
  '0',
  '-1',
  '1.5',
  '01',
  String(PAST_INTEGER_COLUMN),
  '9'.repeat(20),
  '9'.repeat(400),
  'abc',
  '%00',
  'a%00b',
  '%0a',
  '%2F',
  '..',
  '%2e%2e',
  '..%2f..%2fetc%2fpasswd',
  '%252e',
  '%',
  '%zz',
  '%E0%A4%A',
  '%ED%A0%80',
  '%F0%9F%92%A5',
  '%C0%AF',
  '1%20',
  '%20',
  'x'.repeat(2000),
];

/**
 * A string as a URL carries it. encodeURIComponent refuses a lone surrogate; a client can still send its
 * bytes (WTF-8, 0xED 0xA0 0x80 for U+D800), so those are written out by hand.
 */
export function encodeUrlPiece(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeLoneSurrogates(value);
  }
}

function encodeLoneSurrogates(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i += 1) {
    const unit = value.charCodeAt(i);
    const next = value.charCodeAt(i + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(value.slice(i, i + 2));
      i += 1;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(value[i] ?? '');
    }
  }
  return out;
}
