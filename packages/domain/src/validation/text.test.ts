import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { anyInput, messagesOf, parsed } from '../testing/schema-testing.js';
import { inputMaskSchema, isValidInputMask, requiredTextSchema, tagSchema, tagsSchema, textSchema } from './text.js';

describe('generic text (spec §5: maximum length 100)', () => {
  it.each([
    ['', []],
    ['a'.repeat(100), []],
    [`  ${'a'.repeat(100)}  `, []],
    ['a'.repeat(101), ['Must be at most 100 characters']],
  ])('%j -> %j', (value, expected) => {
    expect(messagesOf(textSchema, value)).toEqual(expected);
  });

  it('requires a value when required', () => {
    expect(messagesOf(requiredTextSchema, ' ')).toEqual(['Required']);
    expect(parsed(requiredTextSchema, ' Maria ')).toBe('Maria');
    expect(messagesOf(requiredTextSchema, 'a'.repeat(101))).toEqual(['Must be at most 100 characters']);
  });

  it('refuses bidirectional overrides anywhere and names of invisible characters only (issue 26 item 18)', () => {
    for (const schema of [textSchema, requiredTextSchema]) {
      expect(messagesOf(schema, 'Bright \u202Eselims')).toEqual(['Invalid']);
      expect(messagesOf(schema, '\u2066Dr. Lee\u2069')).toEqual(['Invalid']);
      expect(messagesOf(schema, '\u200B')).toEqual(['Invalid']);
      expect(messagesOf(schema, '\u200B\u200D\u00A0\uFEFF\u200B')).toEqual(['Invalid']);
      expect(parsed(schema, 'Zoë Brontë-Ngũgĩ')).toBe('Zoë Brontë-Ngũgĩ');
      expect(parsed(schema, 'مرکز دندانپزشکی')).toBe('مرکز دندانپزشکی');
    }
  });

  it('never throws, and passes exactly the strings of at most 100 characters once trimmed', () => {
    fc.assert(
      fc.property(fc.oneof(anyInput, fc.string({ minLength: 90, maxLength: 110 })), (value) => {
        const t = typeof value === 'string' ? value.trim() : null;
        expect(textSchema.safeParse(value).success).toBe(t !== null && t.length <= 100);
        expect(requiredTextSchema.safeParse(value).success).toBe(t !== null && t !== '' && t.length <= 100);
        if (t !== null && t.length > 100) {
          expect(messagesOf(textSchema, value)).toEqual(['Must be at most 100 characters']);
        }
      }),
    );
  });
});

describe('tags (spec §5: 1 to 35 characters, no commas)', () => {
  it.each([
    ['vip', []],
    [' new patient ', []],
    ['a'.repeat(35), []],
    ['a'.repeat(36), ['Must be at most 35 characters']],
    ['a,b', ['Tags cannot contain commas']],
    ['', ['Required']],
  ])('%j -> %j', (value, expected) => {
    expect(messagesOf(tagSchema, value)).toEqual(expected);
  });

  it('never throws, and gives the exact message for any string', () => {
    const tagLike = fc.string({ unit: fc.constantFrom('a', ',', ' ') });
    fc.assert(
      fc.property(fc.oneof(anyInput, fc.string({ maxLength: 40 }), tagLike), (value) => {
        if (typeof value !== 'string') return void expect(tagSchema.safeParse(value).success).toBe(false);
        const t = value.trim();
        const expected =
          t === ''
            ? ['Required']
            : t.length > 35
              ? ['Must be at most 35 characters']
              : t.includes(',')
                ? ['Tags cannot contain commas']
                : [];
        expect(messagesOf(tagSchema, value)).toEqual(expected);
      }),
    );
  });

  it('checks each tag of a list', () => {
    expect(parsed(tagsSchema, [' a ', 'b'])).toEqual(['a', 'b']);
    expect(messagesOf(tagsSchema, ['a', 'b,c'])).toEqual(['Tags cannot contain commas']);
    expect(messagesOf(tagsSchema, 'a')).toEqual(['Invalid']);
  });
});

describe('input masks (spec §5: may not contain digits)', () => {
  it('accepts masks without digits only', () => {
    expect(isValidInputMask('(___) ___-____')).toBe(true);
    expect(isValidInputMask('(999) 999-9999')).toBe(false);
    expect(messagesOf(inputMaskSchema, '##-0')).toEqual(['Invalid']);
  });

  it('never throws, and passes exactly the strings without 0-9', () => {
    fc.assert(
      fc.property(anyInput, (value) => {
        const ok = typeof value === 'string' && !/[0-9]/.test(value);
        expect(inputMaskSchema.safeParse(value).success).toBe(ok);
        if (typeof value === 'string') expect(isValidInputMask(value)).toBe(ok);
      }),
    );
  });
});
