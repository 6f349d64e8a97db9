import { describe, expect, it } from 'vitest';
import {
  CENSUS_COLUMN_HINTS,
  CENSUS_COLUMNS,
  CENSUS_EMPLOYEE_ONLY_COLUMNS,
  CENSUS_OPTIONAL_COLUMNS,
  censusColumnOf,
  censusDate,
  censusGender,
  censusRelationship,
  censusState,
  censusTaxIdType,
} from './census-columns.js';

describe('the census columns', () => {
  it('start with the employee link, then the person, then the employee-only columns', () => {
    expect(CENSUS_COLUMNS.slice(0, 3)).toEqual(['Employee Tax ID Type', 'Employee Tax ID', 'Relationship']);
    expect(CENSUS_COLUMNS.slice(-CENSUS_EMPLOYEE_ONLY_COLUMNS.length)).toEqual(CENSUS_EMPLOYEE_ONLY_COLUMNS);
    expect(new Set(CENSUS_COLUMNS).size).toBe(CENSUS_COLUMNS.length);
    expect(Object.keys(CENSUS_COLUMN_HINTS)).toEqual(CENSUS_COLUMNS);
    expect(CENSUS_OPTIONAL_COLUMNS).toEqual(['Middle Name', 'Email', 'Phone', 'Address Line 2', 'Class']);
  });

  it('a header cell names its column whatever its case and spacing', () => {
    expect(censusColumnOf('  date   of BIRTH ')).toBe('Date of Birth');
    expect(censusColumnOf('\uFEFFEmployee Tax ID Type')).toBe('Employee Tax ID Type');
    expect(censusColumnOf('DOB')).toBeNull();
  });
});

describe('reading cells as people type them', () => {
  it.each([
    ['Employee', 'Primary'],
    ['primary', 'Primary'],
    ['SPOUSE', 'Spouse'],
    ['Dependent', 'Dependent'],
    ['Adult Dependent', 'Dependent Adult'],
    ['dependent adult', 'Dependent Adult'],
    ['Child', null],
  ])('relationship %j -> %j', (cell, expected) => {
    expect(censusRelationship(cell)).toBe(expected);
  });

  it.each([
    ['SSN', 'ssn'],
    ['itin', 'itin'],
    ['Employer-Assigned ID', 'employee'],
    ['employee', 'employee'],
    ['None', 'none'],
    ['EIN', null],
  ])('tax id type %j -> %j', (cell, expected) => {
    expect(censusTaxIdType(cell)).toBe(expected);
  });

  it.each([
    ['Female', 'female'],
    ['prefer not to say', 'not to say'],
    ['not to say', 'not to say'],
    ['F', null],
  ])('gender %j -> %j', (cell, expected) => {
    expect(censusGender(cell)).toBe(expected);
  });

  it.each([
    ['ny', 'NY'],
    ['New York', 'NY'],
    ['district of columbia', 'DC'],
    ['Puerto Rico', 'PR'],
    ['N.Y.', null],
  ])('state %j -> %j', (cell, expected) => {
    expect(censusState(cell)).toBe(expected);
  });

  it.each([
    ['04/02/1988', '1988-04-02'],
    ['4/2/1988', '1988-04-02'],
    ['12/31/2026', '2026-12-31'],
    [' 1988-04-02 ', '1988-04-02'],
    ['4/2/88', '4/2/88'],
    ['02.04.1988', '02.04.1988'],
  ])('date %j -> %j', (cell, expected) => {
    expect(censusDate(cell)).toBe(expected);
  });
});
