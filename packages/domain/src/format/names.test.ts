import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { displayName, fullName } from './names.js';

describe('displayName (spec §3: first name plus middle initial and a full stop)', () => {
  it.each([
    [{ first_name: 'Maria', middle_name: 'Teresa', last_name: 'Lopez' }, 'Maria T.'],
    [{ first_name: 'Maria', middle_name: 'teresa' }, 'Maria T.'],
    [{ first_name: 'Maria', middle_name: null }, 'Maria'],
    [{ first_name: 'Maria', middle_name: '  ' }, 'Maria'],
    [{ first_name: 'Maria' }, 'Maria'],
    [{ first_name: ' Ana ', middle_name: ' Élise ' }, 'Ana É.'],
  ])('%j -> %j', (person, expected) => {
    expect(displayName(person)).toBe(expected);
  });

  it('is the first name, then an initial and a full stop when there is a middle name', () => {
    const name = fc.stringMatching(/^[A-Za-z]{1,12}$/);
    fc.assert(
      fc.property(name, fc.option(name), (first, middle) => {
        const shown = displayName({ first_name: first, middle_name: middle });
        expect(shown).toBe(middle ? `${first} ${middle[0]?.toUpperCase()}.` : first);
      }),
    );
  });
});

describe('fullName', () => {
  it('joins the present parts with single spaces', () => {
    expect(fullName({ first_name: 'Maria', middle_name: 'Teresa', last_name: 'Lopez' })).toBe('Maria Teresa Lopez');
    expect(fullName({ first_name: 'Maria', middle_name: null, last_name: ' Lopez ' })).toBe('Maria Lopez');
    expect(fullName({ first_name: 'Maria' })).toBe('Maria');
  });
});
