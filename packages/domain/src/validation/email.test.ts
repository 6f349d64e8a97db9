import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { anyInput, messagesOf, padded, parsed } from '../testing/schema-testing.js';
import { EMAIL_PATTERN, emailComparisonKey, emailSchema, isSameEmail, isValidEmail } from './email.js';

const label = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,10}$/);
const validEmail = fc
  .tuple(
    fc.stringMatching(/^[A-Za-z0-9_+-]{1,12}$/),
    fc.array(fc.stringMatching(/^[A-Za-z0-9_'+-]{0,5}[A-Za-z0-9_+-]$/), { maxLength: 2 }),
    fc.array(label, { minLength: 1, maxLength: 3 }),
    fc.stringMatching(/^[A-Za-z]{2,6}$/),
  )
  .map(([head, more, labels, tld]) => `${[head, ...more].join('.')}@${labels.join('.')}.${tld}`);

describe('email (spec §5: must be valid; Not a valid email)', () => {
  it.each([
    ['maria@example.com', 'maria@example.com'],
    ['  Maria.Lopez+dental@mail.example.org ', 'Maria.Lopez+dental@mail.example.org'],
    ["o'brien@example.ie", "o'brien@example.ie"],
  ])('accepts %j, trimmed', (value, expected) => {
    expect(parsed(emailSchema, value)).toBe(expected);
  });

  it.each([
    'maria',
    'maria@',
    '@example.com',
    'maria@example',
    'maria@@example.com',
    'ma ria@example.com',
    '.maria@example.com',
    'maria..l@example.com',
    'maria@example.c',
    `${'a'.repeat(250)}@example.com`,
  ])('rejects %j with the exact message', (value) => {
    expect(messagesOf(emailSchema, value)).toEqual(['Not a valid email']);
  });

  it.each(['', '   ', undefined, null])('%j is Required', (value) => {
    expect(messagesOf(emailSchema, value)).toEqual(['Required']);
  });

  it('accepts every generated valid address, padded or not', () => {
    fc.assert(
      fc.property(padded(validEmail), (value) => {
        expect(parsed(emailSchema, value)).toBe(value.trim());
      }),
    );
  });

  it('rejects any address without exactly one @, with the exact message', () => {
    const noAt = fc.string().filter((s) => !s.includes('@') && s.trim() !== '');
    const twoAts = fc.tuple(validEmail, validEmail).map(([a, b]) => `${a}@${b}`);
    fc.assert(
      fc.property(fc.oneof(noAt, twoAts), (value) => {
        expect(messagesOf(emailSchema, value)).toEqual(['Not a valid email']);
      }),
    );
  });

  it('never throws, and passes exactly the trimmed strings of at most 254 characters matching the pattern', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          anyInput,
          validEmail,
          validEmail.map((e) => e.replace('@', ' @')),
        ),
        (value) => {
          const t = typeof value === 'string' ? value.trim() : null;
          const ok = t !== null && t !== '' && t.length <= 254 && EMAIL_PATTERN.test(t);
          expect(emailSchema.safeParse(value).success).toBe(ok);
          if (typeof value === 'string') expect(isValidEmail(value)).toBe(ok);
        },
      ),
    );
  });
});

describe('email comparison (spec §5: ignoring case and accents)', () => {
  it('treats case and accents as the same', () => {
    expect(isSameEmail('José@Example.com', 'jose@example.COM')).toBe(true);
    expect(isSameEmail(' maria@example.com', 'MARÍA@example.com ')).toBe(true);
    expect(isSameEmail('maria@example.com', 'mario@example.com')).toBe(false);
    expect(emailComparisonKey('Çelik@Ex.com')).toBe('celik@ex.com');
  });

  it('is reflexive and case-blind for any ASCII text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii' }), (value) => {
        expect(isSameEmail(value, value.toUpperCase())).toBe(true);
      }),
    );
  });
});
