// Issue 27 item 4: planCensus on files checked by the domain (no database): households joined whatever the rows'
// order, a household's valid rows kept when another of its rows fails, the enrolled matched by the first key found,
// and the errors against them; errors header first, then by row.
import { describe, expect, it } from 'vitest';
import {
  CENSUS_COLUMNS,
  MSG_DEPENDENT_OF_ENROLLED,
  MSG_ENROLLED_OTHER_PERSON,
  MSG_ONE_SPOUSE,
  MSG_REQUIRED,
  censusPersonKey,
  employeeRowHasErrorsMessage,
  validateCensusRows,
  type Employee,
} from '@dental/domain';
import { dependent, employee, type Person } from './census.test-support.js';
import { planCensus, type EnrolledEmployee } from './census-plan.js';

const today = '2026-06-15';
const rowsOf = (people: Person[]) => [[...CENSUS_COLUMNS], ...people.map((p) => CENSUS_COLUMNS.map((c) => p[c] ?? ''))];
/** Keys as the service makes them: the tax id, then who the person is. */
const keys = (e: Employee) => [`tax:${e.member_tax_id}`, `person:${censusPersonKey(e)}`];
const plan = (people: Person[], enrolled: Record<string, EnrolledEmployee> = {}) =>
  planCensus(validateCensusRows(rowsOf(people), { today }), people.length, keys, new Map(Object.entries(enrolled)));

const alice = employee(1);
const sam = dependent(alice, 'Spouse', 'Sam', '1987-01-01');
const leo = dependent(alice, 'Dependent', 'Leo', '2015-09-30');

describe('planCensus', () => {
  it('joins a dependent listed before its employee to the household, and counts every row valid', () => {
    const result = plan([leo, alice, sam]);
    expect(result).toMatchObject({ rows: 3, validRows: 3, errors: [], employeesUnchanged: 0 });
    expect(result.households).toHaveLength(1);
    expect(result.households[0]!.rows).toEqual([3, 2, 4]);
    expect(result.households[0]!.dependents.map((d) => d.first_name)).toEqual(['Leo', 'Sam']);
  });

  it('keeps a household’s valid rows when one of its dependents fails, and orders the errors by row', () => {
    const bob = employee(2, { 'First Name': '' });
    const result = plan([alice, bob, { ...leo, Gender: '' }, sam, dependent(bob, 'Dependent', 'Kid', '2016-01-01')]);
    expect(result.errors.map((e) => [e.row, e.column, e.message])).toEqual([
      [3, 'First Name', MSG_REQUIRED],
      [4, 'Gender', MSG_REQUIRED],
      [6, 'Employee Tax ID', employeeRowHasErrorsMessage(3)],
    ]);
    expect(result.validRows).toBe(2);
    expect(result.households.map((h) => [h.employee.first_name, h.dependents.map((d) => d.first_name)])).toEqual([
      ['Alice1', ['Sam']],
    ]);
  });

  it('leaves the enrolled as they are, found by the first key that matches, with the household’s known people', () => {
    const enrolled: EnrolledEmployee = {
      person: censusPersonKey({ first_name: 'alice1', last_name: ' CENSUS', date_of_birth: '1988-04-02' }),
      dependents: [censusPersonKey({ first_name: 'Sam', last_name: 'Census', date_of_birth: '1987-01-01' })],
      hasSpouse: true,
    };
    const byPerson = { [`person:${enrolled.person}`]: enrolled };
    const result = plan([alice, sam, leo, dependent(alice, 'Spouse', 'Pat', '1986-01-01')], byPerson);
    expect(result).toMatchObject({ households: [], employeesUnchanged: 1, validRows: 2 });
    expect(result.errors).toEqual([
      { row: 4, column: 'First Name', message: MSG_DEPENDENT_OF_ENROLLED },
      { row: 5, column: 'Relationship', message: MSG_ONE_SPOUSE },
    ]);
  });

  it('refuses another person under an enrolled number, and their dependents with them', () => {
    const other: EnrolledEmployee = { person: 'someone|else|1970-01-01', dependents: [], hasSpouse: false };
    const result = plan([alice, sam], { 'tax:123450001': other });
    expect(result).toMatchObject({ households: [], employeesUnchanged: 0, validRows: 0 });
    expect(result.errors).toEqual([
      { row: 2, column: 'Employee Tax ID', message: MSG_ENROLLED_OTHER_PERSON },
      { row: 3, column: 'Employee Tax ID', message: employeeRowHasErrorsMessage(2) },
    ]);
  });
});
