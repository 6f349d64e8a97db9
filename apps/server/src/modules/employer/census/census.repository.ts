// Issue 27 item 4: what the census check and import read of the company (STYLE: only repositories use Drizzle):
// whether it enrols by EDI, and the employees a file names who are already enrolled, with their households' people
// to compare the file's rows with. Lists go as one JSON parameter each: a census's 10,000 keys as bind parameters
// would pass Postgres' limit of 65,535 once columns multiply. The write is the enrolment's (enrolment.repository).
import { sql } from 'drizzle-orm';
import type { Relationship } from '@dental/domain';
import type { DbOrTx } from '../../../platform/transaction.js';

/** An enrolled employee as a census row is compared with them, and their household's other people. */
export type EnrolledPersonRow = {
  employee_id: number;
  tax_id_type: string;
  tax_id_digest: string | null;
  tax_id_last4: string | null;
  employee_number: string | null;
  first_name: string;
  last_name: string;
  date_of_birth: string;
  dependents: { first_name: string; last_name: string; date_of_birth: string; relationship: Relationship }[];
};

/** Whether the company's employees come from its EDI file (spec §6: then the census is refused). */
export async function companyUsesEdi(db: DbOrTx, companyId: number): Promise<boolean> {
  const result = await db.execute<{ is_edi: boolean }>(sql`select is_edi from employers where id = ${companyId}`);
  return result.rows[0]?.is_edi === true;
}

/**
 * The company's employees with one of these ids, or without a digest or employee id to match by (the type None, or
 * enrolled before digests) born on one of these dates, compared by the caller by name: one statement.
 */
export async function enrolledPeople(
  db: DbOrTx,
  companyId: number,
  employeeIds: readonly number[],
  birthDates: readonly string[],
): Promise<EnrolledPersonRow[]> {
  if (employeeIds.length === 0 && birthDates.length === 0) return [];
  const result = await db.execute<EnrolledPersonRow>(sql`select e.id as employee_id, p.tax_id_type::text as tax_id_type,
      e.tax_id_digest, p.tax_id_last4, e.employee_number, p.first_name, p.last_name, p.date_of_birth::text as date_of_birth,
      coalesce((select json_agg(json_build_object('first_name', d.first_name, 'last_name', d.last_name,
          'date_of_birth', d.date_of_birth::text, 'relationship', d.relationship) order by d.id)
        from patients d where d.household_id = e.household_id and d.id <> e.patient_id), '[]'::json) as dependents
    from employees e join patients p on p.id = e.patient_id
    where e.employer_id = ${companyId}
      and (e.id in (select value::int from jsonb_array_elements_text(${JSON.stringify(employeeIds)}::jsonb))
        or (e.tax_id_digest is null and e.employee_number is null and p.date_of_birth in
          (select value::date from jsonb_array_elements_text(${JSON.stringify(birthDates)}::jsonb))))`);
  return result.rows;
}

/** Holds the company's census imports one at a time until the transaction ends (no two enrol the same file). */
export async function lockCensusImport(tx: DbOrTx, companyId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('census_import'), ${companyId})`);
}
