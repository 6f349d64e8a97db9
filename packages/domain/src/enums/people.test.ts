import { describe, expect, it } from 'vitest';
import {
  BUSINESS_TAX_ID_KINDS,
  BUSINESS_TAX_ID_TYPE_LABELS,
  BUSINESS_TAX_ID_TYPES,
  GENDER_LABELS,
  GENDERS,
  GENDERS_SHORT,
  MEMBER_TAX_ID_TYPE_LABELS,
  MEMBER_TAX_ID_TYPES,
  RELATIONSHIP_LABELS,
  RELATIONSHIPS,
} from './people.js';

describe('genders (spec §3)', () => {
  it('lists every gender and the short list, in order', () => {
    expect(GENDERS).toEqual(['male', 'female', 'third gender', 'not to say', 'self describe']);
    expect(GENDERS_SHORT).toEqual(['male', 'female', 'not to say']);
  });

  it('has a label for every gender', () => {
    expect(Object.keys(GENDER_LABELS).sort()).toEqual([...GENDERS].sort());
    expect(GENDER_LABELS['not to say']).toBe('Prefer not to say');
  });
});

describe('relationships (spec §3)', () => {
  it('lists Primary, Spouse, Dependent, Dependent Adult', () => {
    expect(RELATIONSHIPS).toEqual(['Primary', 'Spouse', 'Dependent', 'Dependent Adult']);
  });

  it('displays Dependent Adult as Adult Dependent and the others as they are', () => {
    expect(RELATIONSHIP_LABELS).toEqual({
      Primary: 'Primary',
      Spouse: 'Spouse',
      Dependent: 'Dependent',
      'Dependent Adult': 'Adult Dependent',
    });
  });
});

describe('tax id types (spec §3)', () => {
  it('has company (EIN) and individual (SSN) business types', () => {
    expect(BUSINESS_TAX_ID_TYPES).toEqual(['company', 'individual']);
    expect(BUSINESS_TAX_ID_KINDS).toEqual({ company: 'EIN', individual: 'SSN' });
    expect(BUSINESS_TAX_ID_TYPE_LABELS).toEqual({ company: 'Company (EIN)', individual: 'Individual (SSN)' });
  });

  it('has ssn, itin, employee (Employer-Assigned ID) and none member types', () => {
    expect(MEMBER_TAX_ID_TYPES).toEqual(['ssn', 'itin', 'employee', 'none']);
    expect(MEMBER_TAX_ID_TYPE_LABELS.employee).toBe('Employer-Assigned ID');
    expect(Object.keys(MEMBER_TAX_ID_TYPE_LABELS)).toEqual([...MEMBER_TAX_ID_TYPES]);
  });
});
