// Census files for the employer benches (issue 27 item 4's budget): generated rows that pass every domain rule.
import { CENSUS_COLUMNS, toCsv } from '@dental/domain';

/**
 * A census file of `count` rows: households of an employee, a spouse and a child (or, `employeesOnly`, one
 * employee a row), SSNs from `firstSsn` up, all different.
 */
export function censusFile(count, { employeesOnly = false, firstSsn = 100_000_000 } = {}) {
  const lines = [CENSUS_COLUMNS];
  for (let n = 0; lines.length <= count; n += 1) {
    const ssn = String(firstSsn + n);
    const employee = {
      'Employee Tax ID Type': 'SSN',
      'Employee Tax ID': ssn,
      Relationship: 'Employee',
      'First Name': `First${n}`,
      'Last Name': `Bench${n}`,
      'Date of Birth': '1985-03-04',
      Gender: 'Female',
      Email: `bench${n}@example.com`,
      Phone: '5551234567',
      'Address Line 1': `${n} Main St`,
      City: 'Austin',
      State: 'TX',
      Zip: '78701',
      'Hire Date': '2026-01-15',
      Class: 'Full-time',
    };
    const family = employeesOnly
      ? [employee]
      : [
          employee,
          { ...employee, Relationship: 'Spouse', 'First Name': `Spouse${n}`, 'Date of Birth': '1984-05-06' },
          { ...employee, Relationship: 'Dependent', 'First Name': `Child${n}`, 'Date of Birth': '2015-07-08' },
        ];
    for (const person of family) {
      const dependent = person.Relationship !== 'Employee';
      lines.push(
        CENSUS_COLUMNS.map((column) =>
          dependent &&
          ![
            'Employee Tax ID Type',
            'Employee Tax ID',
            'Relationship',
            'First Name',
            'Last Name',
            'Date of Birth',
            'Gender',
          ].includes(column)
            ? ''
            : (person[column] ?? ''),
        ),
      );
    }
  }
  return Buffer.from(toCsv(lines.slice(0, count + 1)));
}
