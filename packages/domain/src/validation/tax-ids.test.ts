import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  anyInput,
  blank,
  digitish,
  digits,
  fieldMessagesOf,
  messagesOf,
  padded,
  parsed,
  passesOrSaysWhy,
} from '../testing/schema-testing.js';
import { TAX_ID_PATTERN, einOrSsnSchema, formatEin, formatSsn, maskTaxId, taxIdSchema } from './tax-ids.js';

const validForms = digits(9).chain((d) =>
  fc.constantFrom(
    { text: d, digits: d },
    { text: `${d.slice(0, 2)}-${d.slice(2)}`, digits: d },
    { text: `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`, digits: d },
  ),
);

describe('tax id (spec §5: 9 digits, or dashed 2-7 or 3-2-4)', () => {
  it.each([
    ['123456789', '123456789'],
    ['12-3456789', '123456789'],
    ['123-45-6789', '123456789'],
    [' 123-45-6789 ', '123456789'],
  ])('accepts %j as %s', (value, expected) => expect(parsed(taxIdSchema, value)).toBe(expected));

  it.each([
    '12345678',
    '1234567890',
    '123-456789',
    '1-23456789',
    '123-4-56789',
    '12-345-6789',
    '12 3456789',
    'ABCDEFGHI',
  ])('rejects %j with the tax id message', (value) =>
    expect(messagesOf(taxIdSchema, value)).toEqual(['Invalid tax id: enter 9 digits']),
  );

  it('is Required when blank', () => expect(messagesOf(taxIdSchema, '')).toEqual(['Required']));

  it('accepts every valid form, normalised to its 9 digits', () => {
    fc.assert(
      fc.property(validForms, padded(fc.constant('')), (form, pad) => {
        expect(parsed(taxIdSchema, pad + form.text + pad)).toBe(form.digits);
      }),
    );
  });

  it('never throws, and passes exactly the strings matching one of the three forms', () => {
    const dashed = fc.tuple(digitish, fc.constantFrom('-', '--', ''), digitish).map((p) => p.join(''));
    fc.assert(
      fc.property(fc.oneof(anyInput, digitish, dashed), (value) => {
        const trimmed = typeof value === 'string' ? value.trim() : null;
        const forms = /^(\d{9}|\d\d-\d{7}|\d{3}-\d\d-\d{4})$/;
        const expected =
          trimmed === null
            ? null
            : trimmed === ''
              ? ['Required']
              : forms.test(trimmed)
                ? []
                : ['Invalid tax id: enter 9 digits'];
        if (expected !== null) expect(messagesOf(taxIdSchema, value)).toEqual(expected);
        else expect(taxIdSchema.safeParse(value).success).toBe(false);
      }),
    );
  });

  it('formats and masks', () => {
    expect(formatEin('123456789')).toBe('12-3456789');
    expect(formatSsn('123456789')).toBe('123-45-6789');
    expect(formatSsn('12')).toBe('12');
    expect(maskTaxId('123456789')).toBe('•••••6789');
    expect(TAX_ID_PATTERN.test(formatEin('123456789'))).toBe(true);
  });
});

describe('EIN or SSN (spec §5: one of them, not both)', () => {
  it('needs one', () => {
    expect(fieldMessagesOf(einOrSsnSchema, {})).toEqual({
      ein: ['Provide an EIN or an SSN'],
      ssn: ['Provide an EIN or an SSN'],
    });
    expect(fieldMessagesOf(einOrSsnSchema, { ein: '', ssn: ' ' })).toEqual({
      ein: ['Provide an EIN or an SSN'],
      ssn: ['Provide an EIN or an SSN'],
    });
  });

  it('refuses both', () => {
    expect(fieldMessagesOf(einOrSsnSchema, { ein: '12-3456789', ssn: '123-45-6789' })).toEqual({
      ein: ['Provide an EIN or an SSN, not both'],
      ssn: ['Provide an EIN or an SSN, not both'],
    });
  });

  it('passes one, normalised, and reports a malformed one with its message', () => {
    expect(parsed(einOrSsnSchema, { ein: '12-3456789', ssn: '' })).toEqual({ ein: '123456789', ssn: null });
    expect(parsed(einOrSsnSchema, { ssn: '123-45-6789' })).toEqual({ ssn: '123456789' });
    expect(fieldMessagesOf(einOrSsnSchema, { ein: '12', ssn: '' })).toEqual({
      ein: ['Invalid tax id: enter 9 digits'],
    });
  });

  const absent = fc.oneof(fc.constant(undefined), fc.constant(null), blank);
  const present = validForms.map((f) => f.text);

  it('passes exactly when one is given, with the exact message otherwise', () => {
    fc.assert(
      fc.property(fc.oneof(absent, present), fc.oneof(absent, present), (ein, ssn) => {
        const given = [ein, ssn].filter((v) => typeof v === 'string' && v.trim() !== '').length;
        const messages = fieldMessagesOf(einOrSsnSchema, { ein, ssn });
        if (given === 1) expect(messages).toEqual({});
        else {
          const message = given === 0 ? 'Provide an EIN or an SSN' : 'Provide an EIN or an SSN, not both';
          expect(messages).toEqual({ ein: [message], ssn: [message] });
        }
      }),
    );
  });

  it('answers any input without throwing: a pass, or a refusal that says why', () => {
    const body = fc.record({ ein: anyInput, ssn: anyInput });
    fc.assert(fc.property(fc.oneof(anyInput, body), (v) => passesOrSaysWhy(einOrSsnSchema, v)));
  });
});
