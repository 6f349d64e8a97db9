import { describe, expect, it } from 'vitest';
import { GENDER_LABELS, GENDERS, MEMBER_TAX_ID_TYPE_LABELS, MEMBER_TAX_ID_TYPES } from './people.js';

describe('genders (spec §3)', () => {
  it('has a label for every gender', () => {
    expect(Object.keys(GENDER_LABELS).sort()).toEqual([...GENDERS].sort());
    expect(GENDER_LABELS['not to say']).toBe('Prefer not to say');
  });
});

describe('tax id types (spec §3)', () => {
  it('has ssn, itin, employee (Employer-Assigned ID) and none member types', () => {
    expect(MEMBER_TAX_ID_TYPE_LABELS.employee).toBe('Employer-Assigned ID');
    expect(Object.keys(MEMBER_TAX_ID_TYPE_LABELS)).toEqual([...MEMBER_TAX_ID_TYPES]);
  });
});
