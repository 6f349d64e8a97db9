// Response serialization: every answer is checked against its route's response schema from packages/domain
// and reduced to the schema's keys (nothing the schema does not name leaves the server), then written as JSON.
//
// fastify-type-provider-zod's own compiler does this with zod's encode. Encode checks every value with a
// rule twice (a "canary" pass, then the rules). It cost 640 µs on a price check's 50 results, against 236 µs
// for parse and 116 µs for JSON.stringify alone; on the dentist search it was 165 µs against 109 µs. Parse
// gives the same output as encode for a schema with no codec or transform. `oneWayParts` finds any such part,
// and the schema then keeps encode.
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import type { FastifySerializerCompiler } from 'fastify';
import * as z from 'zod';
import type { $ZodType } from 'zod/v4/core';

/** Paths inside a schema to the parts that read differently in the two directions (codecs, transforms, pipes). */
export function oneWayParts(schema: $ZodType, path = '', seen = new Set<$ZodType>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  if (def.type === 'pipe' || def.type === 'transform') return [path || '(root)'];
  const found: string[] = [];
  const visit = (child: unknown, at: string) => {
    if (child && typeof child === 'object' && '_zod' in child) found.push(...oneWayParts(child as $ZodType, at, seen));
  };
  if (def.type === 'object')
    for (const [key, child] of Object.entries(def.shape as Record<string, unknown>)) visit(child, `${path}.${key}`);
  if (def.type === 'lazy') visit((def.getter as () => unknown)(), path);
  for (const key of ['element', 'innerType', 'keyType', 'valueType', 'left', 'right', 'catchall', 'rest'])
    visit(def[key], path);
  for (const key of ['options', 'items'])
    if (Array.isArray(def[key])) (def[key] as unknown[]).forEach((child, i) => visit(child, `${path}[${i}]`));
  return found;
}

/** A route's response schema: the zod schema, or (a response per content type) one under `properties`. */
function zodSchemaOf(schema: unknown): $ZodType {
  if (schema && typeof schema === 'object') {
    if ('_zod' in schema) return schema as $ZodType;
    const inner: unknown = (schema as { properties?: unknown }).properties;
    if (inner && typeof inner === 'object' && '_zod' in inner) return inner as $ZodType;
  }
  throw new Error(`not a zod response schema: ${JSON.stringify(schema)}`);
}

/** Fastify's serializer compiler for the zod response schemas. */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = ({
  schema: routeSchema,
  method,
  url,
}) => {
  const schema = zodSchemaOf(routeSchema);
  const check = oneWayParts(schema).length === 0 ? z.safeParse : z.safeEncode;
  return (data: unknown) => {
    const result = check(schema, data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};
