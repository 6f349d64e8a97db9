import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { CONTRACT, type Endpoint } from '@dental/domain';
import { oneWayParts, responseSerializerCompiler } from './response-serializer.js';

const serializerFor = (schema: z.ZodType) => responseSerializerCompiler({ schema, method: 'GET', url: '/api/test/' });

describe('response serializer', () => {
  it('writes only the keys the schema names, as JSON', () => {
    const serialize = serializerFor(z.object({ id: z.int(), items: z.array(z.object({ code: z.string() })) }));
    expect(serialize({ id: 1, secret: 'x', items: [{ code: 'D0120', internal: true }] })).toBe(
      '{"id":1,"items":[{"code":"D0120"}]}',
    );
  });

  it('refuses an answer that breaks its schema', () => {
    const serialize = serializerFor(z.object({ cents: z.int().nonnegative() }));
    const thrown = (data: unknown): unknown => {
      try {
        serialize(data);
      } catch (error) {
        return error;
      }
      return undefined;
    };
    expect(isResponseSerializationError(thrown({ cents: -1 }))).toBe(true);
    expect(isResponseSerializationError(thrown({ cents: 'ten' }))).toBe(true);
    expect(thrown({ cents: 10 })).toBeUndefined();
  });

  it('finds the parts that read differently each way, however deep, and encodes those schemas', () => {
    const cents = z.codec(z.string(), z.int(), { decode: Number, encode: String });
    const schema = z.object({ rows: z.array(z.object({ amount: cents.nullable() })), plain: z.string() });
    expect(oneWayParts(schema)).toEqual(['.rows.amount']);
    expect(oneWayParts(z.union([z.string(), z.string().transform(Number)]))).toEqual(['[1]']);
    expect(serializerFor(schema)({ rows: [{ amount: 1250 }, { amount: null }], plain: 'x' })).toBe(
      '{"rows":[{"amount":"1250"},{"amount":null}],"plain":"x"}',
    );
  });

  it('parses every response schema of the API: none has a codec or transform', () => {
    const responses = Object.entries(CONTRACT).flatMap(([group, calls]) =>
      Object.entries(calls as Record<string, Endpoint>).map(
        ([name, endpoint]) => [`${group}.${name}`, endpoint.response] as const,
      ),
    );
    expect(responses.length).toBeGreaterThan(30);
    for (const [name, response] of responses)
      expect({ name, parts: oneWayParts(response) }).toEqual({ name, parts: [] });
  });
});
