// Issue 27 item 4: what a checked census file means for the company, given the employees already enrolled: the new
// households to enrol (an employee and their valid dependents), the employees left as they are (the same person
// under the same tax id or employee id: a file imported twice changes nothing), and every error, the file's own
// (validateCensusRows) and those against the enrolled (census-enrolled.ts), header first, then by row.
import {
  MSG_DEPENDENT_OF_ENROLLED,
  MSG_ENROLLED_OTHER_PERSON,
  MSG_ONE_SPOUSE,
  censusPersonKey,
  employeeRowHasErrorsMessage,
  type CensusError,
  type CensusValidation,
  type Dependent,
  type Employee,
} from '@dental/domain';

/** An employee already enrolled, as a census row is compared with them. */
export interface EnrolledEmployee {
  /** censusPersonKey of the employee. */
  person: string;
  /** censusPersonKey of each of the household's other people. */
  dependents: readonly string[];
  hasSpouse: boolean;
}

/** A household the import enrols: its employee and valid dependents, and the rows they came from. */
export interface NewHousehold {
  employee: Employee;
  dependents: Dependent[];
  rows: number[];
}

export interface CensusPlan {
  /** Rows of data in the file (non-blank, after the header). */
  rows: number;
  /** Rows without an error: what an import of the valid rows only takes (enrolled people included). */
  validRows: number;
  errors: CensusError[];
  households: NewHousehold[];
  /** Employees of the file already enrolled, left as they are. */
  employeesUnchanged: number;
}

/**
 * The plan of a checked file. `matchKeys` are how an employee is found among the enrolled, first key first (the tax
 * id's keyed digest, the employee id, or name and date of birth for the type None); `enrolled` holds those found.
 */
export function planCensus(
  validation: CensusValidation,
  rows: number,
  matchKeys: (employee: Employee) => readonly string[],
  enrolled: ReadonlyMap<string, EnrolledEmployee>,
): CensusPlan {
  const errors: CensusError[] = [...validation.header_errors];
  const failed = new Set<number>();
  const fail = (error: CensusError) => {
    errors.push(error);
    failed.add(error.row);
  };
  for (const result of validation.rows) if (!result.ok) for (const error of result.errors) fail(error);

  // Employees first (a dependent's row may come before its employee's).
  const households = new Map<number, NewHousehold>();
  const enrolledByRow = new Map<number, EnrolledEmployee>();
  let employeesUnchanged = 0;
  for (const result of validation.rows) {
    if (!result.ok || result.person.relationship !== 'Primary') continue;
    const { employee } = result.person;
    const key = matchKeys(employee).find((candidate) => enrolled.has(candidate));
    const found = key === undefined ? undefined : enrolled.get(key);
    if (found === undefined) households.set(result.row, { employee, dependents: [], rows: [result.row] });
    else if (found.person === censusPersonKey(employee)) {
      enrolledByRow.set(result.row, found);
      employeesUnchanged++;
    } else fail({ row: result.row, column: 'Employee Tax ID', message: MSG_ENROLLED_OTHER_PERSON });
  }

  for (const result of validation.rows) {
    if (!result.ok || result.person.relationship === 'Primary') continue;
    const { dependent, employee_row: employeeRow } = result.person;
    const household = households.get(employeeRow);
    const known = enrolledByRow.get(employeeRow);
    if (household !== undefined) {
      household.dependents.push(dependent);
      household.rows.push(result.row);
    } else if (known === undefined) {
      fail({ row: result.row, column: 'Employee Tax ID', message: employeeRowHasErrorsMessage(employeeRow) });
    } else if (!known.dependents.includes(censusPersonKey(dependent))) {
      const message =
        dependent.relationship === 'Spouse' && known.hasSpouse ? MSG_ONE_SPOUSE : MSG_DEPENDENT_OF_ENROLLED;
      fail({ row: result.row, column: message === MSG_ONE_SPOUSE ? 'Relationship' : 'First Name', message });
    }
  }

  const [header, byRow] = [errors.filter((e) => e.row === 1), errors.filter((e) => e.row !== 1)];
  return {
    rows,
    validRows: validation.rows.filter((result) => !failed.has(result.row)).length,
    // Array.prototype.sort is stable: a row's messages keep the order the rules gave them.
    errors: [...header, ...byRow.sort((a, b) => a.row - b.row)],
    households: [...households.values()],
    employeesUnchanged,
  };
}
