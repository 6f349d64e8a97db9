// Issue 27: an employer's enrolments written set-based, for one employee (the add form) or ten thousand (the
// census import): each enrolment is a household, its Primary patient (the employee) and the dependents as its
// other patients, one employer benefit each from the employee's cover start, and the employees row. The ids are
// drawn from the sequences first, so every row is written in one statement per table (rows sent as one JSON
// parameter: a census's rows would pass Postgres' 65,535 bind parameters as columns).
import { createHmac, randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { coverStartDate, type Dependent, type Employee } from '@dental/domain';
import type { DbOrTx } from '../../../platform/transaction.js';

/** One employee to enrol with their dependents, as the domain's rules answer them (employeeWithDependentsSchema). */
export interface Enrolment {
  employee: Employee;
  dependents: readonly Dependent[];
}

/**
 * The company enrolling, the day it does (the callers' shared clock reading; the write itself takes cover dates
 * from each hire date, so nothing here depends on it yet), and the app's secret (AppConfig.secret) that keys the
 * tax id digest.
 */
export interface EnrolmentContext {
  companyId: number;
  today: string;
  secret: string;
}

/** What one enrolment wrote, in the order given. */
export interface Enrolled {
  employeeId: number;
  householdId: number;
  patientId: number;
  dependentPatientIds: number[];
}

/** How an enrolled employee is matched: the keyed digest of their SSN or ITIN, or the employer-assigned id. */
export type EnrolmentKey = {
  taxIdDigest: string | null;
  employeeNumber: string | null;
};

/** An employee of the company that an enrolment key matched. */
export type EnrolledMatch = EnrolmentKey & {
  employeeId: number;
  patientId: number;
};

/**
 * The keyed digest an SSN or ITIN is matched by (migration 0029): HMAC-SHA256 of its nine digits with the
 * app's secret, hex. Without the secret a leaked digest cannot be tested against the billion numbers there are.
 */
export function taxIdDigest(secret: string, taxId: string): string {
  return createHmac('sha256', secret)
    .update(taxId.replace(/[^0-9]/g, ''))
    .digest('hex');
}

/** The match keys of an employee: the digest of an SSN or ITIN, or the employer-assigned id as given. */
export function enrolmentKeyOf(secret: string, employee: Pick<Employee, 'member_tax_id_type' | 'member_tax_id'>) {
  const { member_tax_id_type: type, member_tax_id: taxId } = employee;
  return {
    taxIdDigest: (type === 'ssn' || type === 'itin') && taxId ? taxIdDigest(secret, taxId) : null,
    employeeNumber: type === 'employee' && taxId ? taxId : null,
  } satisfies EnrolmentKey;
}

/** The patient's last four of an SSN or ITIN (an employer-assigned id is kept as the employee number instead). */
export function taxIdLast4Of(employee: Pick<Employee, 'member_tax_id_type' | 'member_tax_id'>): string | null {
  const { member_tax_id_type: type, member_tax_id: taxId } = employee;
  return (type === 'ssn' || type === 'itin') && taxId ? taxId.replace(/[^0-9]/g, '').slice(-4) : null;
}

/**
 * The company's employees matching any of `keys` by tax id digest or employer-assigned id (the census import's
 * "already enrolled", the add form's duplicate check): one statement.
 */
export async function findEnrolled(
  tx: DbOrTx,
  companyId: number,
  keys: readonly EnrolmentKey[],
): Promise<EnrolledMatch[]> {
  const digests = keys.flatMap((key) => (key.taxIdDigest === null ? [] : [key.taxIdDigest]));
  const numbers = keys.flatMap((key) => (key.employeeNumber === null ? [] : [key.employeeNumber]));
  if (digests.length === 0 && numbers.length === 0) return [];
  const result = await tx.execute<EnrolledMatch>(sql`select e.id as "employeeId", e.patient_id as "patientId",
      e.tax_id_digest as "taxIdDigest", e.employee_number as "employeeNumber"
    from employees e
    where e.employer_id = ${companyId}
      and (e.tax_id_digest in (select jsonb_array_elements_text(${JSON.stringify(digests)}::jsonb))
        or e.employee_number in (select jsonb_array_elements_text(${JSON.stringify(numbers)}::jsonb)))
    order by e.id`);
  return result.rows;
}

type IdBlocks = { households: number[]; patients: number[]; employees: number[]; benefits: number[] };

/** `counts` fresh ids of each table, from their serial sequences, in one statement. */
async function takeIds(tx: DbOrTx, households: number, people: number, employees: number): Promise<IdBlocks> {
  const block = (table: string, n: number) =>
    sql`(select coalesce(array_agg(nextval(pg_get_serial_sequence(${table}, 'id'))::int), '{}')
      from generate_series(1, ${n}))`;
  const result = await tx.execute<IdBlocks>(sql`select ${block('households', households)} as households,
    ${block('patients', people)} as patients, ${block('employees', employees)} as employees,
    ${block('benefits', people)} as benefits`);
  return result.rows[0]!;
}

/**
 * A nine-digit member id for each new patient: the patient id mapped one-to-one onto 100000000-999999999 (the
 * seed's map, so ids do not look sequential), or a random one where that is taken (sign-up draws random ids);
 * the ids are checked against the table in one statement per round.
 */
export async function memberIdsFor(tx: DbOrTx, patientIds: readonly number[]): Promise<string[]> {
  const ids = patientIds.map((n) => String(100_000_000 + ((n * 104_729_891 + 123_456_789) % 900_000_000)));
  for (let round = 0; round < 20; round++) {
    const taken = await tx.execute<{ member_id: string }>(sql`select member_id from patients
      where member_id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`);
    const seen = new Set(taken.rows.map((row) => row.member_id));
    // Two new ids can also meet each other only through the random draws below.
    const mine = new Set<string>();
    let clashes = 0;
    for (const [index, id] of ids.entries()) {
      if (seen.has(id) || mine.has(id)) {
        ids[index] = String(randomInt(100_000_000, 1_000_000_000));
        clashes++;
      }
      mine.add(ids[index]!);
    }
    if (clashes === 0) return ids;
  }
  throw new Error('no free member ids');
}

type PersonRow = {
  id: number;
  household_id: number;
  relationship: string;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  date_of_birth: string;
  gender: string | null;
  email: string | null;
  phone: string | null;
  member_id: string;
  tax_id_type: string;
  tax_id_last4: string | null;
  benefit_id: number;
  cover_start: string;
  employee_class: string | null;
};

/**
 * Writes every enrolment of the company in one statement per table (households, patients, benefits, employees),
 * inside the caller's transaction. Each person's employer benefit starts on the employee's cover start (the
 * first of the month on or after the hire date; a child born later, on their birth) on the plan the company
 * offers the employee's class on that day (no offering of the class: the company's offering for every class;
 * none at all: no plan). The caller checks duplicates first (findEnrolled); a duplicate that slips past
 * (another request at the same time) fails the statement on the employees' unique keys.
 */
export async function enrolEmployees(
  tx: DbOrTx,
  context: EnrolmentContext,
  enrolments: readonly Enrolment[],
): Promise<Enrolled[]> {
  if (enrolments.length === 0) return [];
  const people = enrolments.reduce((sum, enrolment) => sum + 1 + enrolment.dependents.length, 0);
  const ids = await takeIds(tx, enrolments.length, people, enrolments.length);
  const memberIds = await memberIdsFor(tx, ids.patients);

  const households: object[] = [];
  const persons: PersonRow[] = [];
  const employees: object[] = [];
  const enrolled: Enrolled[] = [];
  let next = 0;
  for (const [index, { employee, dependents }] of enrolments.entries()) {
    const householdId = ids.households[index]!;
    const coverStart = coverStartDate(employee.hire_date);
    const personOf = (fields: Omit<PersonRow, 'id' | 'household_id' | 'member_id' | 'benefit_id'>): PersonRow => {
      const at = next++;
      return {
        ...fields,
        id: ids.patients[at]!,
        household_id: householdId,
        member_id: memberIds[at]!,
        benefit_id: ids.benefits[at]!,
      };
    };
    households.push({
      id: householdId,
      address_line_1: employee.address_line_1,
      address_line_2: employee.address_line_2 ?? null,
      city: employee.city,
      state: employee.state,
      zip: employee.zip,
    });
    const primary = personOf({
      relationship: 'Primary',
      first_name: employee.first_name,
      middle_name: employee.middle_name ?? null,
      last_name: employee.last_name,
      date_of_birth: employee.date_of_birth,
      gender: employee.gender ?? null,
      email: employee.email ?? null,
      phone: employee.phone ?? null,
      tax_id_type: employee.member_tax_id_type,
      tax_id_last4: taxIdLast4Of(employee),
      cover_start: coverStart,
      employee_class: employee.class ?? null,
    });
    const family = dependents.map((dependent) =>
      personOf({
        relationship: dependent.relationship,
        first_name: dependent.first_name,
        middle_name: dependent.middle_name ?? null,
        last_name: dependent.last_name,
        date_of_birth: dependent.date_of_birth,
        gender: dependent.gender ?? null,
        email: null,
        phone: null,
        tax_id_type: 'none',
        tax_id_last4: null,
        // A child's cover cannot start before they are born.
        cover_start: dependent.date_of_birth > coverStart ? dependent.date_of_birth : coverStart,
        employee_class: employee.class ?? null,
      }),
    );
    persons.push(primary, ...family);
    const key = enrolmentKeyOf(context.secret, employee);
    employees.push({
      id: ids.employees[index]!,
      household_id: householdId,
      patient_id: primary.id,
      employee_class: employee.class ?? null,
      hire_date: employee.hire_date,
      tax_id_digest: key.taxIdDigest,
      employee_number: key.employeeNumber,
    });
    enrolled.push({
      employeeId: ids.employees[index]!,
      householdId,
      patientId: primary.id,
      dependentPatientIds: family.map((person) => person.id),
    });
  }

  await tx.execute(sql`insert into households (id, employer_id, address_line_1, address_line_2, city, state, zip)
    select r.id, ${context.companyId}, r.address_line_1, r.address_line_2, r.city, r.state, r.zip
    from jsonb_to_recordset(${JSON.stringify(households)}::jsonb) as r(id int, address_line_1 text,
      address_line_2 text, city text, state text, zip text)`);
  const personsJson = JSON.stringify(persons);
  await tx.execute(sql`insert into patients (id, household_id, relationship, first_name, middle_name, last_name,
      date_of_birth, gender, email, phone, member_id, tax_id_type, tax_id_last4)
    select r.id, r.household_id, r.relationship::relationship, r.first_name, r.middle_name, r.last_name,
      r.date_of_birth::date, r.gender::gender, r.email, r.phone, r.member_id, r.tax_id_type::member_tax_id_type,
      r.tax_id_last4
    from jsonb_to_recordset(${personsJson}::jsonb) as r(id int, household_id int, relationship text,
      first_name text, middle_name text, last_name text, date_of_birth text, gender text, email text, phone text,
      member_id text, tax_id_type text, tax_id_last4 text)`);
  // The plan: the offering of the employee's class (any case), else the company's offering for every class,
  // the latest on or before the month the cover starts.
  await tx.execute(sql`insert into benefits (id, patient_id, benefit_type, plan_id, employer_id, start_date)
    select r.benefit_id, r.id, 'employer', offered.plan_id, ${context.companyId}, r.cover_start::date
    from jsonb_to_recordset(${personsJson}::jsonb) as r(id int, benefit_id int, cover_start text,
      employee_class text)
    left join lateral (
      select o.plan_id from employer_plan_offerings o
      where o.employer_id = ${context.companyId}
        and o.effective_date <= date_trunc('month', r.cover_start::date)::date
        and (lower(o.employee_class) = lower(r.employee_class) or o.employee_class is null)
      order by (o.employee_class is null), o.effective_date desc
      limit 1
    ) offered on true`);
  await tx.execute(sql`insert into employees (id, employer_id, household_id, patient_id, employee_class, hire_date,
      tax_id_digest, employee_number)
    select r.id, ${context.companyId}, r.household_id, r.patient_id, r.employee_class, r.hire_date::date,
      r.tax_id_digest, r.employee_number
    from jsonb_to_recordset(${JSON.stringify(employees)}::jsonb) as r(id int, household_id int, patient_id int,
      employee_class text, hire_date text, tax_id_digest text, employee_number text)`);
  return enrolled;
}
