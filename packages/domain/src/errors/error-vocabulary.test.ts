import { describe, expect, it } from 'vitest';
import { ERRORS, errorAnswerOf, errorMessageOf, type ErrorEntry } from './error-vocabulary.js';

/** The codes that more than one entry sends: a portal matching one of them could not tell the errors apart. */
function sharedCodes(entries: readonly ErrorEntry[]): string[] {
  const seen = new Set<string>();
  const shared = new Set<string>();
  for (const { code } of entries) {
    if (code === undefined) continue;
    if (seen.has(code)) shared.add(code);
    seen.add(code);
  }
  return [...shared];
}

const entries: [string, ErrorEntry][] = Object.entries(ERRORS);

describe('the error vocabulary (issue 25 item 8, decision 0043)', () => {
  it('gives each code to one entry only', () => {
    expect(sharedCodes(entries.map(([, entry]) => entry))).toEqual([]);
    // The check sees a code written twice.
    expect(sharedCodes([ERRORS.emailNotVerified, { status: 403, code: 'email_not_verified', message: 'x' }])).toEqual([
      'email_not_verified',
    ]);
  });

  it.each(entries)('%s answers with an error status and a code a portal can match', (_name, entry) => {
    expect(entry.status).toBeGreaterThanOrEqual(400);
    expect(entry.status).toBeLessThan(600);
    if (entry.code !== undefined) expect(entry.code).toMatch(/^[a-z]+(_[a-z]+)*$/);
    if (typeof entry.message === 'string') expect(entry.message.trim()).not.toBe('');
  });

  it('words the throttles with the minutes to wait', () => {
    expect(errorMessageOf(ERRORS.signInThrottled, 1, 'password')).toBe(
      'Too many sign-in attempts. Please try again in 1 minute, or reset your password: we will email you a link.',
    );
    expect(errorMessageOf(ERRORS.signInThrottled, 15, 'code')).toBe(
      'Too many codes tried. Please try again in 15 minutes.',
    );
  });

  it('makes the answer: the message, under its field when the entry names one, and the code when it has one', () => {
    expect(errorAnswerOf(ERRORS.notFound)).toEqual({ status: 404, errors: 'Not found.' });
    expect(errorAnswerOf(ERRORS.emailNotVerified)).toEqual({
      status: 400,
      errors: 'Please verify your email address. We have sent you a link.',
      code: 'email_not_verified',
    });
    expect(errorAnswerOf(ERRORS.alreadyHoldsPlan, 'Pat Doe')).toEqual({
      status: 409,
      errors: { covered_patient_ids: 'Pat Doe already holds this plan.' },
    });
    expect(errorAnswerOf(ERRORS.paymentDeclined, 'Your card was declined.')).toEqual({
      status: 402,
      errors: 'Your card was declined.',
    });
  });
});
