import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { ApiError } from '@dental/ui';

/**
 * A small form over a domain schema (the one the server validates with): values as typed, the first message
 * of each field ('hours.Monday.close' for nested ones), and the server's field messages bound on failure.
 */
export function useSchemaForm<S extends z.ZodType, V extends Record<string, unknown>>(schema: S, initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const set = <K extends keyof V>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      const { [name as string]: _gone, ...rest } = current;
      return rest;
    });
  };

  /** The parsed values, or null after showing the messages. */
  const validate = (input: unknown = values): z.output<S> | null => {
    const parsed = schema.safeParse(input);
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    const found: Record<string, string> = {};
    for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
    setErrors(found);
    return null;
  };

  /** Shows the field messages of a failed call; true when there were some. */
  const bindServer = (error: unknown): boolean => {
    if (!(error instanceof ApiError) || Object.keys(error.fieldErrors).length === 0) return false;
    setErrors(error.fieldErrors);
    return true;
  };

  /** The props of a text input of `name`. */
  const text = (name: keyof V & string) => ({
    name,
    value: String(values[name] ?? ''),
    onChange: (event: { target: { value: string } }) => set(name, event.target.value as V[typeof name]),
    error: errors[name] !== undefined,
    helperText: errors[name] ?? ' ',
  });

  const submit = (onValid: (parsed: z.output<S>) => void) => (event: FormEvent) => {
    event.preventDefault();
    const parsed = validate();
    if (parsed !== null) onValid(parsed);
  };

  return { values, setValues, set, errors, setErrors, validate, bindServer, text, submit };
}
