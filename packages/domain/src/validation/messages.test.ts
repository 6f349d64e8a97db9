import { describe, expect, it } from 'vitest';
import { eligibilityQuerySchema } from '../api/dentist-eligibility.js';
import { voidVisitBodySchema } from '../api/dentist-visits.js';
import { requiredTextSchema, tagSchema } from './text.js';
import { dentistLicenseSchema } from './identifiers.js';

function messagesOf(result: { success: boolean; error?: { issues: readonly { message: string }[] } }): string[] {
  return result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);
}

describe('issue 26 item 9: one wording for every length limit', () => {
  it.each([
    ['a required text', () => requiredTextSchema.safeParse('x'.repeat(101)), 100],
    ['a tag', () => tagSchema.safeParse('x'.repeat(36)), 35],
    ['a license', () => dentistLicenseSchema.safeParse('1'.repeat(101)), 100],
    [
      'a void reason (once "Up to 100 characters")',
      () => voidVisitBodySchema.safeParse({ reason: 'x'.repeat(101) }),
      100,
    ],
    [
      'an eligibility last name (once a bare "Invalid")',
      () => eligibilityQuerySchema.safeParse({ last_name: 'x'.repeat(101), date_of_birth: '1980-01-01' }),
      100,
    ],
  ])('%s says "Must be at most N characters"', (_name, parse, max) => {
    expect(messagesOf(parse())).toEqual([`Must be at most ${max} characters`]);
  });
});
