import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { errorsFieldMessage, messageForStatus, withSupportEmail } from './error-catalogue.js';

const email = 'help@dental.example';

describe('error catalogue (spec §8)', () => {
  it.each([
    [401, null],
    [403, 'You do not have permission to perform this action.'],
    [404, 'Not found.'],
    [413, 'Sorry, that file is too big. Please contact the provider at help@dental.example.'],
    [502, 'Not connected.'],
    [503, 'The product is currently down for maintenance, please try again later.'],
    [504, 'The product is currently down for maintenance, please try again later.'],
    [500, "Sorry! There's a problem on our end. If the issue persists, contact the provider at help@dental.example."],
    [400, "Sorry! There's a problem on our end. If the issue persists, contact the provider at help@dental.example."],
    [undefined, 'The product is unavailable, try again later'],
    [0, 'The product is unavailable, try again later'],
  ])('status %j -> %j', (status, message) => {
    expect(messageForStatus(status, email)).toBe(message);
  });

  it('words the card script and routing failures', () => {
    expect(withSupportEmail('{email} and {email}', 'a@b.co')).toBe('a@b.co and a@b.co');
  });

  it('reads the errors field at top level or under data, joining object values with commas (spec §7)', () => {
    expect(errorsFieldMessage({ errors: 'Nope.' })).toBe('Nope.');
    expect(errorsFieldMessage({ data: { errors: 'Nested.' } })).toBe('Nested.');
    expect(errorsFieldMessage({ errors: { email: 'Not a valid email', zip: ['Invalid', 'Required'] } })).toBe(
      'Not a valid email, Invalid, Required',
    );
    expect(errorsFieldMessage({ data: { id: 1 } })).toBeNull();
    expect(errorsFieldMessage(null)).toBeNull();
  });

  it('never throws on any body or status', () => {
    fc.assert(
      fc.property(fc.anything(), fc.option(fc.integer({ min: 0, max: 999 }), { nil: undefined }), (body, status) => {
        const message = errorsFieldMessage(body);
        expect(message === null || typeof message === 'string').toBe(true);
        const fallback = messageForStatus(status, email);
        expect(fallback === null ? status === 401 : fallback.length > 0).toBe(true);
      }),
    );
  });
});
