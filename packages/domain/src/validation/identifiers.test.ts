import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { z } from 'zod';
import { anyInput, digitish, digits, messagesOf, padded, parsed, passesOrSaysWhy } from '../testing/schema-testing.js';
import {
  PHONE_PATTERN,
  dentistLicenseSchema,
  formatPhone,
  memberIdSchema,
  normalisePhone,
  npiSchema,
  phoneDigitsSchema,
  phoneSchema,
  pinSchema,
  zipSchema,
} from './identifiers.js';
import { taxIdLast4Schema } from './tax-ids.js';
import { routingNumberSchema } from './bank.js';

const digitRules: [string, z.ZodType, number, string][] = [
  // Issue 26 item 9: each rule says what it wants, not a bare 'Invalid'.
  ['zip (spec §5: 5 digits)', zipSchema, 5, 'Invalid zip: enter 5 digits'],
  ['NPI (spec §5: 10 digits)', npiSchema, 10, 'Invalid NPI: check the 10 digits'],
  ['PIN (spec §5: 6 digits)', pinSchema, 6, 'Invalid PIN: enter 6 digits'],
  ['member id (spec §5: 9 digits)', memberIdSchema, 9, 'Invalid member id'],
  ['phone as stored (10 digits)', phoneDigitsSchema, 10, 'Invalid phone: enter 10 digits'],
  ['last 4 of tax id (spec §5: 4 digits)', taxIdLast4Schema, 4, 'Invalid: enter the last 4 digits of the tax id'],
  ['bank routing (spec §5: 9 digits)', routingNumberSchema, 9, 'Invalid'],
];

describe.each(digitRules)('%s', (_name, schema, length, message) => {
  it('passes exactly that many digits, trimmed', () => {
    expect(parsed(schema, ` ${'1'.repeat(length)} `)).toBe('1'.repeat(length));
    expect(messagesOf(schema, '1'.repeat(length - 1))).toEqual([message]);
    expect(messagesOf(schema, '1'.repeat(length + 1))).toEqual([message]);
    expect(messagesOf(schema, `${'1'.repeat(length - 1)}a`)).toEqual([message]);
    expect(messagesOf(schema, '١'.repeat(length))).toEqual([message]); // Arabic-Indic digits are not 0-9
    expect(messagesOf(schema, '')).toEqual(['Required']);
    expect(messagesOf(schema, Number('1'.repeat(length)))).toEqual(['Invalid']);
  });

  it('answers any input without throwing: a pass, or a refusal that says why', () => {
    fc.assert(fc.property(anyInput, (value) => passesOrSaysWhy(schema, value)));
  });

  it('accepts every padded run of exactly that many digits', () => {
    fc.assert(
      fc.property(padded(digits(length)), (value) => {
        expect(parsed(schema, value)).toBe(value.trim());
      }),
    );
  });

  it('gives Required for blank, the rule message for anything else that is not the digits', () => {
    fc.assert(
      fc.property(digitish, (value) => {
        const trimmed = value.trim();
        const exact = new RegExp(`^[0-9]{${length}}$`);
        const expected = trimmed === '' ? ['Required'] : exact.test(trimmed) ? [] : [message];
        expect(messagesOf(schema, value)).toEqual(expected);
      }),
    );
  });
});

describe('phone (spec §5: 10 digits, common punctuation accepted)', () => {
  it.each([
    ['5551234567', '5551234567'],
    ['555-123-4567', '5551234567'],
    ['555.123.4567', '5551234567'],
    ['555 123 4567', '5551234567'],
    ['(555) 123-4567', '5551234567'],
    ['(555)123-4567', '5551234567'],
    ['  (555) 123 4567 ', '5551234567'],
  ])('accepts %j as %s', (value, expected) => {
    expect(parsed(phoneSchema, value)).toBe(expected);
  });

  it.each([
    '555123456',
    '55512345678',
    '+1 555 123 4567',
    '1-555-123-4567',
    '(555 123-4567',
    '555--123-4567',
    'abc-def-ghij',
  ])('rejects %j with the phone message', (value) =>
    expect(messagesOf(phoneSchema, value)).toEqual(['Invalid phone: enter 10 digits']),
  );

  it('is Required when blank', () => {
    expect(messagesOf(phoneSchema, ' ')).toEqual(['Required']);
  });

  const separator = fc.constantFrom('', ' ', '-', '.');
  const formatted = fc
    .tuple(digits(3), digits(3), digits(4), fc.boolean(), separator, separator)
    .map(([area, prefix, line, parens, s1, s2]) => ({
      text: `${parens ? `(${area})` : area}${s1}${prefix}${s2}${line}`,
      digits: area + prefix + line,
    }));

  it('normalises every accepted form to its 10 digits', () => {
    fc.assert(
      fc.property(formatted, ({ text, digits: expected }) => {
        expect(parsed(phoneSchema, text)).toBe(expected);
        expect(formatPhone(text)).toBe(`(${expected.slice(0, 3)}) ${expected.slice(3, 6)}-${expected.slice(6)}`);
      }),
    );
  });

  it('never throws, and anything it passes has exactly 10 digits and only phone punctuation', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          anyInput,
          digitish,
          formatted.map((f) => f.text + '9'),
        ),
        (value) => {
          const result = phoneSchema.safeParse(value);
          if (result.success) {
            expect(typeof value).toBe('string');
            expect(result.data).toBe(String(value).replace(/[^0-9]/g, ''));
            expect(result.data).toMatch(/^[0-9]{10}$/);
            expect(String(value).trim()).toMatch(/^[0-9 ().-]+$/);
          } else if (typeof value === 'string' && value.trim() !== '') {
            expect(messagesOf(phoneSchema, value)).toEqual(['Invalid phone: enter 10 digits']);
            expect(normalisePhone(value)).toBeNull();
          }
        },
      ),
    );
  });

  it('formats only valid phones', () => {
    expect(formatPhone('5551234567')).toBe('(555) 123-4567');
    expect(formatPhone('12')).toBe('12');
    expect(PHONE_PATTERN.test('555-1234567')).toBe(true);
  });
});

describe('dentist license (spec §5: at least one digit)', () => {
  it.each([
    ['A12345', []],
    ['  DDS-7 ', []],
    ['ABCDEF', ['Invalid license: it must contain a digit']],
    ['', ['Required']],
    ['1'.repeat(101), ['Must be at most 100 characters']],
  ])('%j -> %j', (value, expected) => {
    expect(messagesOf(dentistLicenseSchema, value)).toEqual(expected);
  });

  it('never throws, and passes exactly the trimmed 1-100 character values with a digit', () => {
    const nearMax = fc.string({ minLength: 95, maxLength: 110 });
    fc.assert(
      fc.property(fc.oneof(anyInput, fc.string({ maxLength: 120 }), nearMax), (value) => {
        const result = dentistLicenseSchema.safeParse(value);
        const trimmed = typeof value === 'string' ? value.trim() : null;
        const ok = trimmed !== null && trimmed !== '' && trimmed.length <= 100 && /[0-9]/.test(trimmed);
        expect(result.success).toBe(ok);
        if (trimmed !== null && trimmed !== '' && trimmed.length <= 100 && !ok) {
          expect(messagesOf(dentistLicenseSchema, value)).toEqual(['Invalid license: it must contain a digit']);
        }
      }),
    );
  });
});
