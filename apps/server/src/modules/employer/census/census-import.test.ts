// Issue 27 item 4: POST employer/v1/census/?valid_only= on the real app (demo world): a file with errors saves
// nothing unless valid_only=true, which enrols the valid rows; the households are written as the enrolment writes
// them; the same file imported again changes nothing; an enrolled employee's number under another name is an
// error; an EDI company is refused; another company's data is untouched; the import is audited with counts only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  CENSUS_MAX_BYTES,
  MSG_DEPENDENT_OF_ENROLLED,
  MSG_NOT_CSV,
  MSG_EDI_MANAGED,
  MSG_ENROLLED_OTHER_PERSON,
  MSG_ONE_SPOUSE,
  censusCheckResponseSchema,
  censusUploadResponseSchema,
  coverStartDate,
  employeeRowHasErrorsMessage,
} from '@dental/domain';
import { createTestServer, type TestServer } from '../../../testing/test-server.js';
import type { TestClient } from '../../../testing/test-client.js';
import { DEMO_EMAILS } from '../../../seed/demo-accounts.js';
import {
  CENSUS_CHECK,
  CENSUS_IMPORT,
  censusCsv,
  censusForm,
  companyAdmin,
  companyCounts,
  companyOf,
  dependent,
  employee,
  type Person,
} from './census.test-support.js';

describe('the census import (issue 27 item 4)', () => {
  let server: TestServer;
  let acme: TestClient;
  let acmeId: number;
  let harborId: number;

  const importFile = async (people: Person[], query = '', client = acme) => {
    const response = await client.upload(`${CENSUS_IMPORT}${query}`, censusForm(censusCsv(people)));
    expect(response.statusCode, response.body).toBe(200);
    return censusUploadResponseSchema.parse(response.json()).data;
  };

  const alice = employee(31);
  const staff = employee(32, { 'Employee Tax ID Type': 'Employer-Assigned ID', 'Employee Tax ID': 'E-32', Class: '' });
  const noNumber = employee(33, { 'Employee Tax ID Type': 'None', 'Employee Tax ID': '' });
  const family = [
    alice,
    dependent(alice, 'Spouse', 'Sam', '1987-01-01'),
    dependent(alice, 'Dependent', 'Leo', '2015-09-30'),
    staff,
    dependent(staff, 'Adult Dependent', 'Ada', '1960-02-02'),
    noNumber,
  ];
  const broken = employee(34, { Zip: '1' });

  beforeAll(async () => {
    server = await createTestServer({ portal: 'employer' });
    acme = await companyAdmin(server, DEMO_EMAILS.employer);
    acmeId = await companyOf(server, DEMO_EMAILS.employer);
    harborId = await companyOf(server, DEMO_EMAILS.employerEdi);
  });
  afterAll(() => server.close());

  it('saves nothing from a file with an error and answers every error', async () => {
    const before = await companyCounts(server, acmeId);
    for (const query of ['', '?valid_only=false']) {
      const answer = await importFile([...family, broken], query);
      expect(answer).toEqual({
        employees_added: 0,
        employees_unchanged: 0,
        dependents_added: 0,
        errors: [{ row: 8, column: 'Zip', message: expect.any(String) as string }],
      });
    }
    expect(await companyCounts(server, acmeId)).toEqual(before);
    const response = await acme.upload(`${CENSUS_IMPORT}?valid_only=yes`, censusForm(censusCsv(family)));
    expect(response.statusCode).toBe(400);
    expect(await companyCounts(server, acmeId)).toEqual(before);
  });

  it('refuses a file that is not a CSV or is too big, saving nothing', async () => {
    const before = await companyCounts(server, acmeId);
    const zip = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 0x08, 0]); // a spreadsheet saved as .xlsx
    const notCsv = await acme.upload(`${CENSUS_IMPORT}?valid_only=true`, censusForm(zip, 'census.csv'));
    expect(notCsv.statusCode).toBe(400);
    expect(notCsv.json()).toEqual({ errors: { file: MSG_NOT_CSV } });
    // Valid rows up to the limit and past it: the import fails with the file, none of its rows is saved.
    const rows = censusCsv(Array.from({ length: 40_000 }, (_, n) => employee(1000 + (n % 8000))));
    expect(rows.length).toBeGreaterThan(CENSUS_MAX_BYTES);
    const tooBig = await acme.upload(`${CENSUS_IMPORT}?valid_only=true`, censusForm(rows));
    expect(tooBig.statusCode).toBe(413);
    expect(await companyCounts(server, acmeId)).toEqual(before);
  });

  it('with valid_only=true enrols the valid rows as households with employer cover, and answers the others', async () => {
    const before = await companyCounts(server, acmeId);
    const answer = await importFile([...family, broken], '?valid_only=true');
    expect(answer).toMatchObject({ employees_added: 3, employees_unchanged: 0, dependents_added: 3 });
    expect(answer.errors.map((error) => [error.row, error.column])).toEqual([[8, 'Zip']]);
    expect(await companyCounts(server, acmeId)).toEqual({
      employees: before.employees + 3,
      patients: before.patients + 6,
      benefits: before.benefits + 6,
    });

    const people = (
      await server.db.execute<{
        first_name: string;
        relationship: string;
        tax_id_type: string;
        tax_id_last4: string | null;
        tax_id_digest: string | null;
        employee_number: string | null;
        benefit_type: string;
        start_date: string;
        plan_id: number | null;
        offered: number | null;
      }>(sql`select p.first_name, p.relationship, p.tax_id_type, p.tax_id_last4, e.tax_id_digest, e.employee_number,
          b.benefit_type, b.start_date::text as start_date, b.plan_id,
          (select o.plan_id from employer_plan_offerings o where o.employer_id = ${acmeId}
            and o.employee_class is null and o.effective_date <= b.start_date
            order by o.effective_date desc limit 1) as offered
        from patients p join households h on h.id = p.household_id
        join employees e on e.household_id = h.id join benefits b on b.patient_id = p.id
        where h.employer_id = ${acmeId} and p.last_name = 'Census' order by p.id`)
    ).rows;
    expect(people.map((p) => [p.first_name, p.relationship])).toEqual([
      ['Alice31', 'Primary'],
      ['Sam', 'Spouse'],
      ['Leo', 'Dependent'],
      ['Alice32', 'Primary'],
      ['Ada', 'Dependent Adult'],
      ['Alice33', 'Primary'],
    ]);
    // Cover starts on the first of the month after the hire date, on the plan offered then.
    const start = coverStartDate(alice['Hire Date']!);
    for (const person of people) {
      expect(person.offered).not.toBeNull();
      expect(person).toMatchObject({ benefit_type: 'employer', start_date: start, plan_id: person.offered });
    }
    expect(people[0]).toMatchObject({ tax_id_type: 'ssn', tax_id_last4: '0031', employee_number: null });
    expect(people[0]!.tax_id_digest).toMatch(/^[0-9a-f]{64}$/);
    expect(people[3]).toMatchObject({ tax_id_type: 'employee', employee_number: 'E-32', tax_id_digest: null });
    expect(people[5]).toMatchObject({ tax_id_type: 'none', employee_number: null, tax_id_digest: null });
  });

  it('changes nothing when the same file is imported again: its employees are matched and counted unchanged', async () => {
    const before = await companyCounts(server, acmeId);
    expect(await importFile(family)).toEqual({
      employees_added: 0,
      employees_unchanged: 3,
      dependents_added: 0,
      errors: [],
    });
    // Cells written another way (case, spacing, dates, dashes) are the same people.
    const rewritten = family.map((person) => ({
      ...person,
      'Employee Tax ID':
        person['Employee Tax ID Type'] === 'SSN'
          ? (person['Employee Tax ID'] ?? '').replaceAll('-', '')
          : person['Employee Tax ID'],
      'Last Name': ` ${(person['Last Name'] ?? '').toUpperCase()} `,
    }));
    expect(await importFile(rewritten, '?valid_only=true')).toMatchObject({
      employees_added: 0,
      employees_unchanged: 3,
    });
    expect(await companyCounts(server, acmeId)).toEqual(before);
  });

  it('matches an employee enrolled before digests (the demo world’s) by the last four, name and date of birth', async () => {
    const [legacy] = (
      await server.db.execute<{ first_name: string; last_name: string; date_of_birth: string; tax_id_last4: string }>(
        sql`select p.first_name, p.last_name, p.date_of_birth::text as date_of_birth, p.tax_id_last4
          from employees e join patients p on p.id = e.patient_id
          where e.employer_id = ${acmeId} and e.tax_id_digest is null and p.tax_id_type = 'ssn' order by e.id limit 1`,
      )
    ).rows;
    expect(legacy).toBeDefined();
    const them = employee(0, {
      'Employee Tax ID': `900-00-${legacy!.tax_id_last4}`,
      'First Name': legacy!.first_name,
      'Last Name': legacy!.last_name,
      'Date of Birth': legacy!.date_of_birth,
    });
    const before = await companyCounts(server, acmeId);
    expect(await importFile([them])).toMatchObject({ employees_added: 0, employees_unchanged: 1, errors: [] });
    // Another last four is another person: enrolled as new.
    const other = { ...them, 'Employee Tax ID': `900-00-${legacy!.tax_id_last4 === '0000' ? '0001' : '0000'}` };
    const check = await acme.upload(CENSUS_CHECK, censusForm(censusCsv([other])));
    expect(censusCheckResponseSchema.parse(check.json()).data).toEqual({ rows: 1, valid_rows: 1, errors: [] });
    expect(await companyCounts(server, acmeId)).toEqual(before);
  });

  it('checks a file against the enrolled: another person under an enrolled number, new dependents of the enrolled', async () => {
    const impostor = employee(31, { 'First Name': 'Mallory' });
    const file = [
      impostor,
      dependent(impostor, 'Dependent', 'Mo', '2016-01-01'),
      dependent(alice, 'Spouse', 'Second', '1980-01-01'),
      dependent(alice, 'Dependent', 'Newborn', '2025-01-01'),
      dependent(alice, 'Dependent', 'Leo', '2015-09-30'),
    ];
    const response = await acme.upload(CENSUS_CHECK, censusForm(censusCsv(file)));
    expect(response.statusCode, response.body).toBe(200);
    expect(censusCheckResponseSchema.parse(response.json()).data).toEqual({
      rows: 5,
      valid_rows: 0,
      errors: [
        { row: 2, column: 'Employee Tax ID', message: MSG_ENROLLED_OTHER_PERSON },
        { row: 3, column: 'Employee Tax ID', message: employeeRowHasErrorsMessage(2) },
        // Alice's rows name her employee row, which is the impostor's: the file's own rule comes first.
        { row: 4, column: 'Employee Tax ID', message: employeeRowHasErrorsMessage(2) },
        { row: 5, column: 'Employee Tax ID', message: employeeRowHasErrorsMessage(2) },
        { row: 6, column: 'Employee Tax ID', message: employeeRowHasErrorsMessage(2) },
      ],
    });
    const own = await acme.upload(CENSUS_CHECK, censusForm(censusCsv([alice, ...file.slice(2)])));
    expect(censusCheckResponseSchema.parse(own.json()).data).toEqual({
      rows: 4,
      valid_rows: 2,
      errors: [
        { row: 3, column: 'Relationship', message: MSG_ONE_SPOUSE },
        { row: 4, column: 'First Name', message: MSG_DEPENDENT_OF_ENROLLED },
      ],
    });
  });

  it('refuses a company that enrols by EDI, and leaves another company’s data as it was', async () => {
    const harborBefore = await companyCounts(server, harborId);
    const edi = await companyAdmin(server, DEMO_EMAILS.employerEdi);
    const refused = await edi.upload(`${CENSUS_IMPORT}?valid_only=true`, censusForm(censusCsv(family)));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ errors: MSG_EDI_MANAGED });
    expect(await companyCounts(server, harborId)).toEqual(harborBefore);

    // Without EDI, the same file is new people to that company: Acme's employees are not its own.
    const acmeBefore = await companyCounts(server, acmeId);
    await server.db.execute(sql`update employers set is_edi = false where id = ${harborId}`);
    try {
      expect(await importFile(family, '', edi)).toMatchObject({ employees_added: 3, employees_unchanged: 0 });
    } finally {
      await server.db.execute(sql`update employers set is_edi = true where id = ${harborId}`);
    }
    expect(await companyCounts(server, acmeId)).toEqual(acmeBefore);
    expect((await companyCounts(server, harborId)).employees).toBe(harborBefore.employees + 3);
  });

  it('audits each import with its counts, never a person’s fields', async () => {
    const audit = (
      await server.db.execute<{ outcome: string; details: Record<string, unknown> }>(sql`select outcome, details
        from audit_log where action = 'census_import' and details->>'company_id' = ${String(acmeId)} order by id`)
    ).rows;
    expect(audit.map((row) => row.outcome)).toEqual(['failure', 'failure', 'success', 'success', 'success', 'success']);
    expect(audit[2]!.details).toEqual({
      company_id: acmeId,
      valid_only: true,
      rows: 7,
      errors: 1,
      employees_added: 3,
      employees_unchanged: 0,
      dependents_added: 3,
    });
    const written = JSON.stringify(audit);
    for (const personal of ['Alice', 'Census', '0031', 'E-32', '1988']) expect(written).not.toContain(personal);
  });
});
