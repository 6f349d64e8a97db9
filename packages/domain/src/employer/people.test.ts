import { describe, expect, it } from 'vitest';
import { fieldMessagesOf, parsed } from '../testing/schema-testing.js';
import {
  MSG_DATE_OF_BIRTH_IN_FUTURE,
  MSG_INVALID_DATE,
  MSG_INVALID_EMAIL,
  MSG_INVALID_PHONE,
  MSG_INVALID_TAX_ID,
  MSG_INVALID_ZIP,
  MSG_MIN_AGE,
  maxLengthMessage,
} from '../validation/messages.js';
import { MSG_TAX_ID_NOT_EXPECTED } from './member-tax-id.js';
import {
  MSG_DEPENDENT_AGED_OUT,
  MSG_HIRE_DATE_BEFORE_BIRTH,
  MSG_ONE_SPOUSE,
  dependentSchema,
  dependentsSchema,
  employeeSchema,
  employeeUpdateSchema,
  employeeWithDependentsSchema,
  extraSpouseIndexes,
} from './people.js';

const today = '2026-06-15';
const employee = employeeSchema({ today });
const dependent = dependentSchema({ today });

const alice = {
  first_name: ' Alice ',
  middle_name: '',
  last_name: 'Moreno',
  date_of_birth: '1988-04-02',
  gender: 'female',
  email: 'alice.moreno@example.com',
  phone: '(555) 123-4567',
  address_line_1: '12 Elm St',
  address_line_2: '',
  city: 'Albany',
  state: 'NY',
  zip: '12207',
  member_tax_id_type: 'ssn',
  member_tax_id: '123-45-6789',
  hire_date: '2026-05-18',
  class: 'Full-time',
};

describe('employeeSchema', () => {
  it('parses and normalises an employee', () => {
    expect(parsed(employee, alice)).toEqual({
      first_name: 'Alice',
      middle_name: null,
      last_name: 'Moreno',
      date_of_birth: '1988-04-02',
      gender: 'female',
      email: 'alice.moreno@example.com',
      phone: '5551234567',
      address_line_1: '12 Elm St',
      address_line_2: null,
      city: 'Albany',
      state: 'NY',
      zip: '12207',
      member_tax_id_type: 'ssn',
      member_tax_id: '123456789',
      hire_date: '2026-05-18',
      class: 'Full-time',
    });
  });

  it('keeps an employer-assigned id as given and takes no number for none', () => {
    expect(parsed(employee, { ...alice, member_tax_id_type: 'employee', member_tax_id: 'E-0042' }).member_tax_id).toBe(
      'E-0042',
    );
    expect(parsed(employee, { ...alice, member_tax_id_type: 'none', member_tax_id: '' }).member_tax_id).toBeNull();
    expect(parsed(employee, { ...alice, member_tax_id_type: 'none', member_tax_id: null }).member_tax_id).toBeNull();
  });

  it('says each field rule on its field with the spec messages', () => {
    expect(
      fieldMessagesOf(employee, {
        ...alice,
        email: 'alice@',
        phone: '555-1234',
        zip: '1220',
        state: 'XX',
        class: 'x'.repeat(51),
        member_tax_id: '1234-56789',
      }),
    ).toEqual({
      email: [MSG_INVALID_EMAIL],
      phone: [MSG_INVALID_PHONE],
      zip: [MSG_INVALID_ZIP],
      state: ['Invalid'],
      class: [maxLengthMessage(50)],
      member_tax_id: [MSG_INVALID_TAX_ID],
    });
    expect(fieldMessagesOf(employee, { ...alice, member_tax_id: '1234-56789' })).toEqual({
      member_tax_id: [MSG_INVALID_TAX_ID],
    });
    expect(fieldMessagesOf(employee, { ...alice, member_tax_id_type: 'none', member_tax_id: '123456789' })).toEqual({
      member_tax_id: [MSG_TAX_ID_NOT_EXPECTED],
    });
  });

  it('requires names, gender, the tax id type and the address', () => {
    const { first_name: _f, gender: _g, member_tax_id_type: _t, city: _c, ...rest } = alice;
    expect(fieldMessagesOf(employee, rest)).toEqual({
      first_name: ['Required'],
      gender: ['Required'],
      member_tax_id_type: ['Required'],
      city: ['Required'],
    });
  });

  it('says every message at once, the cross-field ones too', () => {
    expect(
      fieldMessagesOf(employee, {
        ...alice,
        first_name: '',
        date_of_birth: '1988-02-30',
        member_tax_id: '12345',
        hire_date: '1980-01-01',
      }),
    ).toEqual({
      first_name: ['Required'],
      date_of_birth: [MSG_INVALID_DATE],
      member_tax_id: [MSG_INVALID_TAX_ID],
    });
    expect(fieldMessagesOf(employee, { ...alice, last_name: '', hire_date: '1980-01-01' })).toEqual({
      last_name: ['Required'],
      hire_date: [MSG_HIRE_DATE_BEFORE_BIRTH],
    });
  });

  it('checks the date of birth (18 or older on today) and the hire date', () => {
    expect(fieldMessagesOf(employee, { ...alice, date_of_birth: '2008-06-16' })).toEqual({
      date_of_birth: [MSG_MIN_AGE],
    });
    expect(parsed(employee, { ...alice, date_of_birth: '2008-06-15' }).date_of_birth).toBe('2008-06-15');
    expect(fieldMessagesOf(employee, { ...alice, date_of_birth: '1988-02-30' })).toEqual({
      date_of_birth: [MSG_INVALID_DATE],
    });
    expect(fieldMessagesOf(employee, { ...alice, hire_date: '1988-04-01' })).toEqual({
      hire_date: [MSG_HIRE_DATE_BEFORE_BIRTH],
    });
  });
});

describe('dependentSchema', () => {
  const child = {
    relationship: 'Dependent',
    first_name: 'Leo',
    last_name: 'Moreno',
    date_of_birth: '2015-09-30',
    gender: 'male',
  };

  it('parses a child, a spouse and an adult dependent', () => {
    expect(parsed(dependent, child)).toEqual(child);
    expect(parsed(dependent, { ...child, middle_name: ' ' }).middle_name).toBeNull();
    expect(parsed(dependent, { ...child, relationship: 'Spouse', date_of_birth: '1987-01-01' }).relationship).toBe(
      'Spouse',
    );
    expect(
      parsed(dependent, { ...child, relationship: 'Dependent Adult', date_of_birth: '1990-01-01' }).date_of_birth,
    ).toBe('1990-01-01');
  });

  it('a Spouse or a Dependent Adult must be 18 or older; no date of birth in the future', () => {
    expect(fieldMessagesOf(dependent, { ...child, relationship: 'Spouse' })).toEqual({ date_of_birth: [MSG_MIN_AGE] });
    expect(fieldMessagesOf(dependent, { ...child, relationship: 'Dependent Adult' })).toEqual({
      date_of_birth: [MSG_MIN_AGE],
    });
    expect(fieldMessagesOf(dependent, { ...child, date_of_birth: '2026-06-16' })).toEqual({
      date_of_birth: [MSG_DATE_OF_BIRTH_IN_FUTURE],
    });
  });

  it('a Dependent is taken up to the month they turn 26, then must be an Adult Dependent', () => {
    // turns 26 on 2026-06-30: covered until 2026-06-30, today is 2026-06-15
    expect(parsed(dependent, { ...child, date_of_birth: '2000-06-30' }).date_of_birth).toBe('2000-06-30');
    // turned 26 on 2026-05-31: cover ended 2026-05-31
    expect(fieldMessagesOf(dependent, { ...child, date_of_birth: '2000-05-31' })).toEqual({
      relationship: [MSG_DEPENDENT_AGED_OUT],
    });
  });

  it('requires the date of birth, the gender and the names', () => {
    expect(fieldMessagesOf(dependent, { relationship: 'Spouse' })).toEqual({
      first_name: ['Required'],
      last_name: ['Required'],
      gender: ['Required'],
      date_of_birth: ['Required'],
    });
  });

  it('says a wrong relationship', () => {
    expect(fieldMessagesOf(dependent, { ...child, relationship: 'Primary' })).toEqual({ relationship: ['Invalid'] });
  });
});

describe('at most one spouse per employee', () => {
  const spouse = {
    relationship: 'Spouse',
    first_name: 'Sam',
    last_name: 'Moreno',
    date_of_birth: '1987-01-01',
    gender: 'male',
  };
  const child = {
    relationship: 'Dependent',
    first_name: 'Leo',
    last_name: 'Moreno',
    date_of_birth: '2015-09-30',
    gender: 'male',
  };

  it('extraSpouseIndexes names every spouse after the first', () => {
    expect(extraSpouseIndexes(['Dependent', 'Spouse', 'Dependent', 'Spouse', 'Spouse'])).toEqual([3, 4]);
    expect(extraSpouseIndexes(['Spouse', 'Dependent'])).toEqual([]);
  });

  it('says it on the second spouse’s relationship', () => {
    expect(fieldMessagesOf(dependentsSchema({ today }), [spouse, child, { ...spouse, first_name: 'Kim' }])).toEqual({
      '2.relationship': [MSG_ONE_SPOUSE],
    });
    expect(parsed(dependentsSchema({ today }), [spouse, child])).toHaveLength(2);
  });

  it('an employee added with dependents (none by default)', () => {
    expect(parsed(employeeWithDependentsSchema({ today }), { employee: alice }).dependents).toEqual([]);
    expect(
      fieldMessagesOf(employeeWithDependentsSchema({ today }), { employee: alice, dependents: [spouse, spouse] }),
    ).toEqual({ 'dependents.1.relationship': [MSG_ONE_SPOUSE] });
    expect(
      fieldMessagesOf(employeeWithDependentsSchema({ today }), {
        employee: { ...alice, hire_date: '1969-01-01' },
        dependents: [],
      }),
    ).toEqual({
      'employee.hire_date': [MSG_HIRE_DATE_BEFORE_BIRTH],
    });
  });
});

describe('employeeUpdateSchema (the edit form)', () => {
  const update = employeeUpdateSchema({ today });
  it('keeps the SSN or ITIN on file when its number is left blank (member_tax_id undefined)', () => {
    for (const blank of ['', '  ', null, undefined]) {
      const result = update.safeParse({ ...alice, member_tax_id_type: 'ssn', member_tax_id: blank });
      expect(result.success && result.data.member_tax_id).toBeUndefined();
    }
    expect(parsed(update, { ...alice, member_tax_id_type: 'itin', member_tax_id: '912-70-1234' }).member_tax_id).toBe(
      '912701234',
    );
  });
  it('checks a number sent as the add form does, and needs the employer-assigned id', () => {
    expect(fieldMessagesOf(update, { ...alice, member_tax_id_type: 'ssn', member_tax_id: '12' })).toEqual({
      member_tax_id: [MSG_INVALID_TAX_ID],
    });
    expect(update.safeParse({ ...alice, member_tax_id_type: 'employee', member_tax_id: '' }).success).toBe(false);
    // the add form still needs the number
    expect(employee.safeParse({ ...alice, member_tax_id_type: 'ssn', member_tax_id: '' }).success).toBe(false);
  });
});
