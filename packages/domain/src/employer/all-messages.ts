// Issue 27: an object schema whose cross-field rules run even when a field failed. zod skips an object's
// refinements once a field has an aborting issue (every required field aborts on 'Required'), so a form or
// a census row would show its messages in rounds; this runs the field rules and the cross-field rules
// together and reports every message at once.
import { z } from 'zod';

/** Adds a message at a path (the field it belongs to). */
export type AddIssue = (message: string, path: PropertyKey[]) => void;

/**
 * `base`'s field rules, then `cross` on the raw input (fields may be unparsed: read them as unknown); passes
 * only when neither said anything, answering `finish(data, crossResult)`. Its z.input is unknown: the typed
 * input is `z.input<typeof base>`.
 */
export function withCrossFieldRules<Base extends z.ZodType<object>, Cross, Out>(
  base: Base,
  cross: (input: Record<string, unknown>, addIssue: AddIssue) => Cross,
  finish: (data: z.output<Base>, crossResult: Cross) => Out,
) {
  const schema = z.unknown().transform((input, ctx): Out => {
    const result = base.safeParse(input);
    if (!result.success) {
      for (const issue of result.error.issues) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      }
    }
    if (typeof input !== 'object' || input === null || Array.isArray(input)) return z.NEVER;
    let crossFailed = false;
    const crossResult = cross(input as Record<string, unknown>, (message, path) => {
      crossFailed = true;
      ctx.addIssue({ code: 'custom', message, path });
    });
    return result.success && !crossFailed ? finish(result.data, crossResult) : z.NEVER;
  });
  // The base's fields stay visible as `shape`, as an object schema shows them: the contract's walks (every
  // request field's hostile values, the tenancy harness's ids) read the fields of every request schema.
  const shape = (base as { shape?: Record<string, z.ZodType> }).shape;
  return Object.assign(schema, { shape });
}

/** Runs a field rule on a value; its messages go to `path`. Answers the parsed value, or undefined. */
export function checkWith<T>(
  schema: z.ZodType<T>,
  value: unknown,
  path: PropertyKey[],
  addIssue: AddIssue,
): T | undefined {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  for (const issue of result.error.issues) addIssue(issue.message, [...path, ...issue.path]);
  return undefined;
}
