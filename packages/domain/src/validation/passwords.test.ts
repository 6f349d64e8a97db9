import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { anyInput, messagesOf, parsed, passesOrSaysWhy } from '../testing/schema-testing.js';
import { COMMON_PASSWORDS } from './common-passwords.js';
import {
  currentPasswordSchema,
  isCommonPassword,
  isStrongPassword,
  newPasswordSchema,
  passwordSchema,
  passwordStrengthSchema,
} from './passwords.js';

const TOO_EASY =
  'Your password is too easy to guess. Please include both lower and uppercase letters and at least one number.';

const strongPassword = (min: number, max: number) =>
  fc
    .tuple(
      fc.stringMatching(/^[a-z]$/),
      fc.stringMatching(/^[A-Z]$/),
      fc.stringMatching(/^[0-9]$/),
      fc.string({ minLength: min - 3, maxLength: max - 3 }),
      fc.nat(),
    )
    .map(([lower, upper, digit, rest, at]) => {
      const chars = [...rest];
      chars.splice(at % (chars.length + 1), 0, lower, upper, digit);
      return chars.join('');
    })
    .filter((p) => p.length >= min && p.length <= max);

describe('password, general rule (spec §5: at least 6 characters)', () => {
  it.each([
    ['abcdef', []],
    ['abcde', ['Must be at least 6 characters']],
    ['', ['Required']],
    ['      ', ['Required']],
  ])('%j -> %j', (value, expected) => {
    expect(messagesOf(passwordSchema, value)).toEqual(expected);
  });

  it('keeps spaces: a password is never trimmed', () => {
    expect(parsed(passwordSchema, ' abcdef ')).toBe(' abcdef ');
  });

  it('never throws, and passes exactly the non-blank strings of 6 or more characters', () => {
    fc.assert(
      fc.property(fc.oneof(anyInput, fc.string({ maxLength: 10 })), (value) => {
        if (typeof value !== 'string') return void expect(passwordSchema.safeParse(value).success).toBe(false);
        const expected = value.trim() === '' ? ['Required'] : value.length < 6 ? ['Must be at least 6 characters'] : [];
        expect(messagesOf(passwordSchema, value)).toEqual(expected);
      }),
    );
  });
});

describe('password strength (spec §5: lower, upper and a digit)', () => {
  it.each([
    ['Abcdef1', true],
    ['abcdef1', false],
    ['ABCDEF1', false],
    ['Abcdefg', false],
    ['Ärger1x', true],
  ])('%j strong: %s', (value, strong) => {
    expect(isStrongPassword(value)).toBe(strong);
    expect(messagesOf(passwordStrengthSchema, value)).toEqual(strong ? [] : [TOO_EASY]);
  });

  it('passes every generated strong password', () => {
    fc.assert(
      fc.property(strongPassword(3, 30), (value) => {
        expect(messagesOf(passwordStrengthSchema, value)).toEqual(value.trim() === '' ? ['Required'] : []);
      }),
    );
  });

  it('fails any password missing a class, with the exact message', () => {
    const missingOne = fc.oneof(
      fc.string().map((s) => s.toUpperCase().replace(/\p{Ll}/gu, '')),
      fc.string().map((s) => s.toLowerCase().replace(/\p{Lu}/gu, '')),
      fc.string().map((s) => s.replace(/[0-9]/g, '')),
    );
    fc.assert(
      fc.property(missingOne, (value) => {
        fc.pre(value.trim() !== '');
        expect(messagesOf(passwordStrengthSchema, value)).toEqual([TOO_EASY]);
      }),
    );
  });

  it('answers any input without throwing: a pass, or a refusal that says why', () => {
    fc.assert(fc.property(anyInput, (value) => passesOrSaysWhy(passwordStrengthSchema, value)));
  });
});

describe('common passwords', () => {
  it('bundles about 200 unique lower-case entries', () => {
    expect(COMMON_PASSWORDS.length).toBeGreaterThanOrEqual(200);
    expect(new Set(COMMON_PASSWORDS).size).toBe(COMMON_PASSWORDS.length);
    for (const p of COMMON_PASSWORDS) expect(p).toBe(p.toLowerCase());
    expect(isCommonPassword('PassWord1')).toBe(true);
    expect(isCommonPassword('Tr0ub4dor&3x')).toBe(false);
  });
});

describe('new password (8 to 128, strong, not common)', () => {
  it.each([
    ['Abcdefg1', []],
    ['Abcdef1', ['Must be at least 8 characters']],
    ['abcdefgh', [TOO_EASY]],
    ['Password1', ['This password is too common. Please choose another.']],
    ['Welcome123', ['This password is too common. Please choose another.']],
    [`Ab1${'x'.repeat(126)}`, ['Must be at most 128 characters']],
    ['', ['Required']],
    ['         ', ['Required']],
  ])('%j -> %j', (value, expected) => {
    expect(messagesOf(newPasswordSchema, value)).toEqual(expected);
  });

  it('refuses the capitalised form of every listed password that is otherwise valid', () => {
    const capitalised = COMMON_PASSWORDS.map((p) => p.charAt(0).toUpperCase() + p.slice(1)).filter(
      (p) => p.length >= 8 && isStrongPassword(p),
    );
    expect(capitalised.length).toBeGreaterThan(20);
    for (const p of capitalised) expect(messagesOf(newPasswordSchema, p)).toEqual([MSG_COMMON]);
  });

  it('never throws, and gives exactly one message in rule order for any string', () => {
    fc.assert(
      fc.property(fc.oneof(anyInput, fc.string({ maxLength: 140 }), strongPassword(6, 140)), (value) => {
        if (typeof value !== 'string') return void expect(newPasswordSchema.safeParse(value).success).toBe(false);
        const expected =
          value.trim() === ''
            ? ['Required']
            : value.length < 8
              ? ['Must be at least 8 characters']
              : value.length > 128
                ? ['Must be at most 128 characters']
                : !isStrongPassword(value)
                  ? [TOO_EASY]
                  : isCommonPassword(value)
                    ? [MSG_COMMON]
                    : [];
        expect(messagesOf(newPasswordSchema, value)).toEqual(expected);
      }),
    );
  });

  it('passes every generated strong password of 8 to 128 characters', () => {
    fc.assert(
      fc.property(strongPassword(8, 128), (value) => {
        expect(newPasswordSchema.safeParse(value).success).toBe(!isCommonPassword(value));
      }),
    );
  });
});

describe('current password (sign in)', () => {
  it('is required and at most 128 characters, nothing else', () => {
    expect(messagesOf(currentPasswordSchema, 'a')).toEqual([]);
    expect(messagesOf(currentPasswordSchema, '')).toEqual(['Required']);
    expect(messagesOf(currentPasswordSchema, 'a'.repeat(129))).toEqual(['Must be at most 128 characters']);
    fc.assert(fc.property(anyInput, (value) => void currentPasswordSchema.safeParse(value)));
  });
});

const MSG_COMMON = 'This password is too common. Please choose another.';
