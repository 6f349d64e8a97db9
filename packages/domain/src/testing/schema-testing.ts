// Test helpers for the validation rules: read a schema's messages and generate inputs with fast-check.
import fc from 'fast-check';
import type { z } from 'zod';

/** The messages of a safeParse, in order; [] when the value passed. */
export function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

/** The messages of a safeParse keyed by their dotted path ('' for the root). */
export function fieldMessagesOf(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  const out: Record<string, string[]> = {};
  if (result.success) return out;
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/**
 * Whether a schema answered a value as a form needs: a pass, or a refusal with at least one message to show
 * (a throw fails the property too). The property tests over any input assert this.
 */
export function passesOrSaysWhy(schema: z.ZodType, value: unknown): boolean {
  const result = schema.safeParse(value);
  return (
    result.success ||
    (result.error.issues.length > 0 && result.error.issues.every((issue) => issue.message.trim() !== ''))
  );
}

/** The parsed value of a schema, failing the test when it does not pass. */
export function parsed<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`expected to pass: ${JSON.stringify(value)} -> ${result.error.message}`);
  return result.data;
}

/** Any value at all, including the odd ones fast-check knows (objects, arrays, symbols, -0, NaN ...). */
export const anyInput = fc.oneof(fc.anything(), fc.string(), fc.constantFrom(undefined, null, '', ' ', NaN, -0));

/** Whitespace, as String.prototype.trim removes it (ASCII and Unicode spaces). */
export const whitespace = fc
  .array(fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0', '\u2003', '\ufeff'), { maxLength: 3 })
  .map((chars) => chars.join(''));

/** A blank string: empty or whitespace only. */
export const blank = whitespace;

/** A string of exactly n ASCII digits. */
export function digits(n: number): fc.Arbitrary<string> {
  return fc.array(fc.constantFrom(...'0123456789'), { minLength: n, maxLength: n }).map((d) => d.join(''));
}

/** A string of ASCII digits whose length is in [min, max]. */
export function digitsBetween(min: number, max: number): fc.Arbitrary<string> {
  return fc.integer({ min, max }).chain((n) => digits(n));
}

/** A value surrounded by random whitespace. */
export function padded(value: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.tuple(whitespace, value, whitespace).map(([a, v, b]) => a + v + b);
}

/** Strings likely to sit near a digits rule's edges: digit runs of many lengths, mixed with noise. */
export const digitish = fc.oneof(
  digitsBetween(0, 20),
  fc.string(),
  fc
    .tuple(digitsBetween(0, 12), fc.constantFrom('-', ' ', 'a', '.', '١', '０'), digitsBetween(0, 12))
    .map((p) => p.join('')),
);
