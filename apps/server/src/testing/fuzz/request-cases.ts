// One fuzz case of a registered route (issue 15 item 5): its URL (path parameters and query), its body, and
// whether it is sent signed in, all drawn from the route's own zod schemas (zod-arbitraries.ts).
import fc from 'fast-check';
import type { z } from 'zod';
import type { RegisteredRoute } from '../../http/route-table.js';
import { HOSTILE_PATH_PIECES, HOSTILE_STRINGS, RAW_BODIES, encodeUrlPiece } from './hostile-values.js';
import { arbitraryFor } from './zod-arbitraries.js';

export interface FuzzCase {
  url: string;
  /** The raw body (JSON text, or not), for methods with a body. */
  body: string | undefined;
  signedIn: boolean;
  /** The client's address: many, so per-address sign-in and mail throttles do not end the run. */
  remoteAddress: string;
}

function zodOf(value: unknown): z.ZodType | undefined {
  return value && typeof value === 'object' && '_zod' in value ? (value as z.ZodType) : undefined;
}

/** A query string value as text (a client sends anything it likes). */
function queryText(value: unknown): string[] {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap((item) => queryText(item)).slice(0, 4);
  if (typeof value === 'string') return [encodeUrlPiece(value)];
  return [
    encodeUrlPiece(
      typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint'
        ? String(value)
        : (JSON.stringify(value) ?? ''),
    ),
  ];
}

function queryOf(record: Record<string, unknown>, extra: string | null): string {
  const pairs = Object.entries(record).flatMap(([key, value]) =>
    queryText(value).map((text) => `${encodeUrlPiece(key)}=${text}`),
  );
  if (extra !== null) pairs.push(extra);
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/** Pieces appended to a query as they are: malformed encodings, repeated and empty keys. */
const RAW_QUERY_EXTRAS = [
  '%zz=1',
  'a=%00',
  '=1',
  '&&',
  'page=1&page=2',
  'name=%ED%A0%80',
  '__proto__[x]=1',
  `q=${'x'.repeat(5000)}`,
];

const ENCODED_HOSTILE_STRINGS = HOSTILE_STRINGS.map(encodeUrlPiece);

/** The arbitrary of every case of `route`, from its params, querystring and body schemas. */
export function routeCases(route: RegisteredRoute, idSamples: readonly number[]): fc.Arbitrary<FuzzCase> {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const paramNames = [...route.url.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1] ?? '');
  const wildcard = route.url.endsWith('*');
  const pathPiece = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...idSamples.map(String)) },
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_PATH_PIECES) },
    { weight: 2, arbitrary: fc.constantFrom(...ENCODED_HOSTILE_STRINGS) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }).map(encodeUrlPiece) },
  );
  const pieces = fc.tuple(...paramNames.map(() => pathPiece), wildcard ? pathPiece : fc.constant(''));

  const querySchema = zodOf(schema.querystring);
  const query = querySchema
    ? arbitraryFor(querySchema).map((value) =>
        value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : { q: value },
      )
    : fc.constant<Record<string, unknown>>({});
  const extra = fc.option(fc.constantFrom(...RAW_QUERY_EXTRAS), { freq: 4 });

  const bodySchema = zodOf(schema.body);
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  const body: fc.Arbitrary<string | undefined> = !hasBody
    ? fc.constant(undefined)
    : fc.oneof(
        {
          weight: 6,
          arbitrary: (bodySchema ? arbitraryFor(bodySchema) : fc.constant({})).map(
            (value) => JSON.stringify(value) ?? 'null',
          ),
        },
        { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES) },
      );

  const remoteAddress = fc
    .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 1, max: 254 }))
    .map(([a, b]) => `10.1.${a}.${b}`);
  return fc
    .record({ pieces, query, extra, body, signedIn: fc.boolean(), remoteAddress })
    .map(({ pieces: values, query: record, extra: raw, body: text, signedIn, remoteAddress: address }) => {
      let index = 0;
      let path = route.url.replace(/:([A-Za-z_]+)/g, () => values[index++] ?? '1');
      if (wildcard) path = path.slice(0, -1) + (values[values.length - 1] ?? '');
      return { url: path + queryOf(record, raw), body: text, signedIn, remoteAddress: address };
    });
}
