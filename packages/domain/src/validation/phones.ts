// spec §5: phone numbers as people type them, without zod (identifiers.ts builds the phone schema on them):
// pages that only show a phone (the member home) do not load zod with it.
import { PHONE_LENGTH } from './limits.js';

/**
 * spec §5: phone, 10 digits. Accepted as typed by people: 5551234567, 555-123-4567, 555.123.4567,
 * 555 123 4567, (555) 123-4567, (555)123-4567; no country code.
 */
export const PHONE_PATTERN = /^(?:\([0-9]{3}\)|[0-9]{3})[ .-]?[0-9]{3}[ .-]?[0-9]{4}$/;

/** The 10 digits of a phone number in one of the accepted forms, or null. */
export function normalisePhone(value: string): string | null {
  const trimmed = value.trim();
  if (!PHONE_PATTERN.test(trimmed)) return null;
  const digits = trimmed.replace(/[^0-9]/g, '');
  return digits.length === PHONE_LENGTH ? digits : null;
}

/** Shows 10 phone digits as '(555) 123-4567'; anything else is returned unchanged. */
export function formatPhone(value: string): string {
  const digits = normalisePhone(value);
  return digits ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : value;
}
