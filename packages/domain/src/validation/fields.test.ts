import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { anyInput, blank, messagesOf } from '../testing/schema-testing.js';
import { blankAsNull, digitsString, firstError, isBlank, requiredString, requiredTrimmedString } from './fields.js';

describe('required strings (spec §5: any required field is Required)', () => {
  it.each([undefined, null, '', ' ', '\t\n'])('%j is Required', (value) => {
    expect(messagesOf(requiredString(), value)).toEqual(['Required']);
    expect(messagesOf(requiredTrimmedString(), value)).toEqual(['Required']);
  });

  it.each([5, true, {}, []])('%j of another type is Invalid', (value) => {
    expect(messagesOf(requiredString(), value)).toEqual(['Invalid']);
  });

  it('keeps or trims the value', () => {
    expect(requiredString().parse(' a ')).toBe(' a ');
    expect(requiredTrimmedString().parse(' a ')).toBe('a');
  });

  it('never throws, and passes exactly the non-blank strings', () => {
    fc.assert(
      fc.property(anyInput, (value) => {
        const ok = typeof value === 'string' && value.trim() !== '';
        expect(requiredString().safeParse(value).success).toBe(ok);
        expect(requiredTrimmedString().safeParse(value).success).toBe(ok);
        expect(isBlank(value)).toBe(value === undefined || value === null || (typeof value === 'string' && !ok));
      }),
    );
  });
});

describe('digitsString', () => {
  it('passes exactly n digits once trimmed, with the given message otherwise', () => {
    const schema = digitsString(3, 'Nope');
    expect(schema.parse(' 123 ')).toBe('123');
    expect(messagesOf(schema, '12')).toEqual(['Nope']);
    expect(messagesOf(schema, '')).toEqual(['Required']);
    expect(messagesOf(digitsString(3), 'abc')).toEqual(['Invalid']);
  });
});

describe('blankAsNull', () => {
  const schema = blankAsNull(digitsString(3));

  it('turns blank into null, keeps undefined, checks the rest', () => {
    expect(schema.parse('')).toBeNull();
    expect(schema.parse('  ')).toBeNull();
    expect(schema.parse(null)).toBeNull();
    expect(schema.parse(undefined)).toBeUndefined();
    expect(schema.parse('123')).toBe('123');
    expect(messagesOf(schema, '12')).toEqual(['Invalid']);
    expect(messagesOf(schema, 12)).toEqual(['Invalid']);
  });

  it('never throws, and every blank is null', () => {
    fc.assert(fc.property(anyInput, (value) => void schema.safeParse(value)));
    fc.assert(
      fc.property(blank, (value) => {
        expect(schema.parse(value)).toBeNull();
      }),
    );
  });
});

describe('firstError', () => {
  it('is the first message or null', () => {
    expect(firstError(requiredString().safeParse(''))).toBe('Required');
    expect(firstError(requiredString().safeParse('x'))).toBeNull();
  });
});
