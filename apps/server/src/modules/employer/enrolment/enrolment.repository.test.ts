// Issue 27: the set-based enrolment write on the real database (demo world): households, patients, employer
// benefits from the cover start on the offered plan, employees with the tax id's digest, in a few statements
// however many enrolments; and the already-enrolled look-up by digest or employer-assigned id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { employeeWithDependentsSchema, type EmployeeWithDependentsInput } from '@dental/domain';
import { createTestServer, type TestServer } from '../../../testing/test-server.js';
import { DEMO_EMAILS } from '../../../seed/demo-accounts.js';
import { enrolEmployees, enrolmentKeyOf, findEnrolled, taxIdDigest, type Enrolment } from './enrolment.repository.js';

const SECRET = 'a-test-secret-of-more-than-thirty-two-characters';

function enrolmentOf(input: EmployeeWithDependentsInput): Enrolment {
  return employeeWithDependentsSchema().parse(input);
}

function employeeInput(
  n: number,
  taxId: Partial<EmployeeWithDependentsInput['employee']> = {},
): EmployeeWithDependentsInput['employee'] {
  return {
    first_name: `Enrolled${n}`,
    last_name: 'Tester',
    date_of_birth: '1985-04-12',
    gender: 'female',
    email: `enrolled${n}@example.com`,
    address_line_1: '1 Main St',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    member_tax_id_type: 'ssn',
    member_tax_id: `123-45-${String(6000 + n)}`,
    hire_date: '2026-03-15',
    ...taxId,
  };
}

describe('enrolEmployees and findEnrolled (issue 27)', () => {
  let server: TestServer;
  let companyId: number;
  let offeredPlanId: number;

  beforeAll(async () => {
    server = await createTestServer({ portal: 'employer' });
    const [row] = (
      await server.db.execute<{ employer_id: number; plan_id: number }>(sql`select eu.employer_id, er.plan_id
        from employer_users eu join users u on u.id = eu.user_id join employers er on er.id = eu.employer_id
        where u.email = ${DEMO_EMAILS.employer}`)
    ).rows;
    companyId = row!.employer_id;
    offeredPlanId = row!.plan_id;
  });
  afterAll(() => server.close());

  it('writes each enrolment as a household, its patients, employer benefits and the employee, in few statements', async () => {
    const enrolments = [
      enrolmentOf({
        employee: employeeInput(1),
        dependents: [
          {
            relationship: 'Spouse',
            first_name: 'Sam',
            last_name: 'Tester',
            date_of_birth: '1984-01-02',
            gender: 'male',
          },
          {
            relationship: 'Dependent',
            first_name: 'Kid',
            last_name: 'Tester',
            date_of_birth: '2015-06-30',
            gender: 'female',
          },
        ],
      }),
      enrolmentOf({ employee: employeeInput(2, { member_tax_id_type: 'employee', member_tax_id: 'EMP-0002' }) }),
      enrolmentOf({
        employee: employeeInput(3, { member_tax_id_type: 'none', member_tax_id: null, hire_date: '2026-05-01' }),
      }),
    ];
    server.statements.length = 0;
    const enrolled = await server.db.transaction((tx) =>
      enrolEmployees(tx, { companyId, today: '2026-03-20', secret: SECRET }, enrolments),
    );
    // ids, member ids, four inserts: the same count for three enrolments as for ten thousand
    expect(server.statements.filter((statement) => !/^(begin|commit)/i.test(statement.trim()))).toHaveLength(6);
    expect(enrolled).toHaveLength(3);
    expect(enrolled[0]!.dependentPatientIds).toHaveLength(2);

    const people = (
      await server.db.execute<{
        patient_id: number;
        relationship: string;
        household_employer: number;
        member_id: string;
        tax_id_type: string;
        tax_id_last4: string | null;
        start_date: string;
        plan_id: number | null;
        benefit_type: string;
      }>(sql`select p.id as patient_id, p.relationship, h.employer_id as household_employer, p.member_id,
          p.tax_id_type, p.tax_id_last4, b.start_date::text as start_date, b.plan_id, b.benefit_type
        from patients p join households h on h.id = p.household_id
        join benefits b on b.patient_id = p.id and b.employer_id = ${companyId}
        where p.household_id = ${enrolled[0]!.householdId} order by p.id`)
    ).rows;
    expect(people.map((p) => p.relationship)).toEqual(['Primary', 'Spouse', 'Dependent']);
    for (const person of people) {
      expect(person).toMatchObject({
        household_employer: companyId,
        benefit_type: 'employer',
        start_date: '2026-04-01',
        plan_id: offeredPlanId,
      });
      expect(person.member_id).toMatch(/^[0-9]{9}$/);
    }
    expect(people[0]).toMatchObject({ tax_id_type: 'ssn', tax_id_last4: '6001' });
    expect(people[1]).toMatchObject({ tax_id_type: 'none', tax_id_last4: null });

    const employees = (
      await server.db.execute<{
        id: number;
        tax_id_digest: string | null;
        employee_number: string | null;
        hire_date: string;
      }>(
        sql`select id, tax_id_digest, employee_number, hire_date::text as hire_date from employees
          where id in (${sql.join(
            enrolled.map((e) => sql`${e.employeeId}`),
            sql`, `,
          )}) order by id`,
      )
    ).rows;
    expect(employees[0]).toMatchObject({ tax_id_digest: taxIdDigest(SECRET, '123456001'), employee_number: null });
    expect(employees[0]!.tax_id_digest).not.toContain('6001');
    expect(employees[1]).toMatchObject({ tax_id_digest: null, employee_number: 'EMP-0002' });
    expect(employees[2]).toMatchObject({ tax_id_digest: null, employee_number: null, hire_date: '2026-05-01' });
  });

  it('covers an employee of a class on its own offering from its date, and on the offering for all before it', async () => {
    const [other] = (
      await server.db.execute<{ id: number }>(
        sql`select id from plans where id <> ${offeredPlanId} order by id limit 1`,
      )
    ).rows;
    await server.db.execute(sql`insert into employer_plan_offerings (employer_id, employee_class, plan_id,
      monthly_price_cents, effective_date) values (${companyId}, 'Drivers', ${other!.id}, 5000, '2026-01-01')`);
    const enrolled = await server.db.transaction((tx) =>
      enrolEmployees(tx, { companyId, today: '2026-03-20', secret: SECRET }, [
        enrolmentOf({ employee: employeeInput(10, { class: 'drivers', hire_date: '2026-03-15' }) }),
        enrolmentOf({ employee: employeeInput(11, { class: 'Drivers', hire_date: '2025-11-15' }) }),
        enrolmentOf({ employee: employeeInput(12, { class: 'Office', hire_date: '2026-03-15' }) }),
      ]),
    );
    const plans = await server.db.execute<{ plan_id: number; start_date: string }>(sql`select b.plan_id,
        b.start_date::text as start_date from employees e join benefits b on b.patient_id = e.patient_id
      where e.id in (${sql.join(
        enrolled.map((e) => sql`${e.employeeId}`),
        sql`, `,
      )}) order by e.id`);
    expect(plans.rows).toEqual([
      { plan_id: other!.id, start_date: '2026-04-01' },
      { plan_id: offeredPlanId, start_date: '2025-12-01' },
      { plan_id: offeredPlanId, start_date: '2026-04-01' },
    ]);
  });

  it('finds the company’s enrolled employees by digest or employer-assigned id, and no other company’s', async () => {
    const keys = [
      enrolmentKeyOf(SECRET, { member_tax_id_type: 'ssn', member_tax_id: '123456001' }),
      enrolmentKeyOf(SECRET, { member_tax_id_type: 'employee', member_tax_id: 'EMP-0002' }),
      enrolmentKeyOf(SECRET, { member_tax_id_type: 'ssn', member_tax_id: '999999999' }),
    ];
    const found = await server.db.transaction((tx) => findEnrolled(tx, companyId, keys));
    expect(found.map((match) => [match.taxIdDigest, match.employeeNumber])).toEqual([
      [keys[0]!.taxIdDigest, null],
      [null, 'EMP-0002'],
    ]);
    expect(await server.db.transaction((tx) => findEnrolled(tx, companyId + 1_000_000, keys))).toEqual([]);
    expect(await server.db.transaction((tx) => findEnrolled(tx, companyId, []))).toEqual([]);
  });

  it('writes nothing when a duplicate slips past the check (the unique keys refuse the statement)', async () => {
    const count = async () =>
      (await server.db.execute<{ n: number }>(sql`select count(*)::int as n from patients`)).rows[0]!.n;
    const before = await count();
    const again = enrolmentOf({ employee: employeeInput(1) });
    const failure = await server.db
      .transaction((tx) => enrolEmployees(tx, { companyId, today: '2026-03-20', secret: SECRET }, [again]))
      .then(
        () => null,
        (error: unknown) => error as Error & { cause?: { message?: string } },
      );
    expect(`${failure?.message} ${failure?.cause?.message}`).toMatch(/employees_tax_id_key/);
    expect(await count()).toBe(before);
  });
});
