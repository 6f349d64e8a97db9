// The employer forms' rule is the domain's schema itself (DESIGN §5: the same rule on both sides). Those schemas
// run their field and cross-field rules together (withCrossFieldRules), which types their input as unknown, so
// zod's resolver package cannot infer the form's values from them (and the employer app does not carry it): this
// small resolver runs one schema and hands react-hook-form its messages by field path.
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** A form value the person left empty: '' or spaces (a form's empty field). */
const isEmptyText = (value: unknown) => typeof value === 'string' && value.trim() === '';

/**
 * The form's values as the domain schemas read a request: an empty field is a field not given (undefined), so
 * a required one says 'Required' and an optional one is left out, in nested objects and lists too.
 */
export function withoutEmptyFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmptyFields);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).flatMap(([key, field]) => (isEmptyText(field) ? [] : [[key, withoutEmptyFields(field)]])),
    );
  }
  return value;
}

function setMessage(errors: Record<string, unknown>, path: readonly PropertyKey[], message: string): void {
  let node = errors;
  path.forEach((key, index) => {
    const name = String(key);
    if (index === path.length - 1) {
      // The first message of a field is the one shown (as the server's error body has it).
      node[name] ??= { type: 'schema', message };
      return;
    }
    node[name] ??= {};
    node = node[name] as Record<string, unknown>;
  });
}

/** A react-hook-form resolver over one domain schema: its output on success, its messages by field otherwise. */
export function schemaResolver<Values extends FieldValues, Output>(
  schema: z.ZodType<Output>,
): Resolver<Values, unknown, Output> {
  return (values) => {
    const result = schema.safeParse(withoutEmptyFields(values));
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) {
      // A message with no field (the body itself) goes to the form's root.
      setMessage(errors, issue.path.length > 0 ? issue.path : ['root'], issue.message);
    }
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}
