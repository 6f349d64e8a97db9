// spec §5: the building blocks of every field rule. A missing, empty or whitespace-only value is 'Required';
// a value of the wrong type is 'Invalid'. Schemas never throw: callers use safeParse.
import { z } from 'zod';
import { MSG_INVALID, MSG_REQUIRED } from './messages.js';

/** The type error of a string field: a missing value is 'Required', anything else 'Invalid'. */
export function stringTypeError(issue: { input?: unknown }): string {
  return issue.input === undefined || issue.input === null ? MSG_REQUIRED : MSG_INVALID;
}

/** True for a value a person would call empty: undefined, null, or a blank string. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * Characters no text field takes: control characters (C0, DEL, C1: NUL cannot even be stored in a
 * PostgreSQL text column) and lone surrogates (malformed UTF-16, which would be stored as U+FFFD). With the
 * u flag a paired surrogate is one astral character, so only a lone one matches \p{Cs}.
 */
const NOT_TEXT = /[\p{Cc}\p{Cs}]/u;

/** True for a string of text characters only: no control character and no lone surrogate (issue 15). */
export function isWellFormedText(value: string): boolean {
  return !NOT_TEXT.test(value);
}

/** spec §5 'Invalid': the refinement every text field carries (control characters, malformed Unicode). */
export const wellFormedText = [isWellFormedText, { error: MSG_INVALID, abort: true }] as const;

/**
 * Bidirectional overrides, embeddings and isolates (U+202A-U+202E, U+2066-U+2069): in a name they reorder what
 * the reader sees ('Smile\u202Eecnelleb' reads as another practice), so no text field takes them (issue 26
 * item 18). A password is not text shown to anyone and keeps every character (requiredString).
 */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;
/** Nothing a reader can see: format characters (zero width space, joiners, BOM, soft hyphen) and spaces only. */
const INVISIBLE_ONLY = /^[\p{Cf}\p{Z}\u115F\u1160\u3164\uFFA0]+$/u;

/** True for text that can be shown as typed: no bidirectional control, not invisible characters only. */
export function isDisplayableText(value: string): boolean {
  return !BIDI_CONTROL.test(value) && !INVISIBLE_ONLY.test(value);
}

/** spec §5 'Invalid': the refinement of every text shown to people (names of practices, dentists, locations). */
export const displayableText = [isDisplayableText, { error: MSG_INVALID, abort: true }] as const;

/** spec §5: a required string kept exactly as typed (passwords): blank gives 'Required'. */
export function requiredString() {
  return z
    .string({ error: stringTypeError })
    .refine((value) => value.trim() !== '', { error: MSG_REQUIRED, abort: true })
    .refine(...wellFormedText);
}

function makeRequiredTrimmedString() {
  return z
    .string({ error: stringTypeError })
    .trim()
    .min(1, { error: MSG_REQUIRED, abort: true })
    .refine(...wellFormedText)
    .refine(...displayableText);
}
let requiredTrimmed: ReturnType<typeof makeRequiredTrimmedString> | undefined;

/**
 * spec §5: a required string, trimmed: blank gives 'Required'; control characters 'Invalid'. One instance
 * serves every field: a zod schema is immutable (each method answers a new one), and making this one is four
 * schemas' work, which the modules that declare their fields at load paid for each field (issue 17, a phone's
 * long task as a page's modules load: decision 0038).
 */
export function requiredTrimmedString() {
  requiredTrimmed ??= makeRequiredTrimmedString();
  return requiredTrimmed;
}

/** A required, trimmed string of exactly `length` ASCII digits; otherwise `message`. */
export function digitsString(length: number, message: string = MSG_INVALID) {
  return requiredTrimmedString().regex(new RegExp(`^[0-9]{${length}}$`), { error: message });
}

/**
 * An optional field of a form or a request: undefined stays undefined, null or a blank string becomes null,
 * anything else must pass `schema` (its messages are kept).
 */
export function blankAsNull<Output>(schema: z.ZodType<Output, string>) {
  return z
    .string({ error: MSG_INVALID })
    .transform((value, ctx): Output | null => {
      if (value.trim() === '') return null;
      const result = schema.safeParse(value);
      if (result.success) return result.data;
      for (const issue of result.error.issues) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path.map(String) });
      }
      return z.NEVER;
    })
    .nullish();
}

/** The first issue message of a failed safeParse, or null when it passed (handy for single fields). */
export function firstError(result: {
  success: boolean;
  error?: { issues: readonly { message: string }[] };
}): string | null {
  return result.success ? null : (result.error?.issues[0]?.message ?? null);
}
