// Issue 27 item 5 (decision 0057): what an 834 reads of the company and the acknowledgements it stores (STYLE: only
// repositories use Drizzle). The employees a file names are found by their subscriber id (REF 0F, the
// employer-assigned id), sent as one JSON parameter (10,000 loops as bind parameters would pass Postgres' limit).
// The writes themselves are the enrolment's and the single-employee writes' (decision 0053).
import { sql } from 'drizzle-orm';
import type { Gender, Relationship } from '@dental/domain';
import type { DbOrTx } from '../../../platform/transaction.js';

/** A person of an enrolled household with their newest cover from the company. */
export type EnrolledPerson = {
  patient_id: number;
  relationship: Relationship;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  date_of_birth: string;
  gender: Gender | null;
  start_date: string | null;
  end_date: string | null;
};

/** An employee of the company, as an 834 loop is compared with them. */
export type EnrolledHousehold = {
  employee_id: number;
  employee_number: string;
  hire_date: string;
  employee_class: string | null;
  email: string | null;
  phone: string | null;
  address_line_1: string;
  address_line_2: string | null;
  city: string;
  state: string;
  zip: string;
  primary: EnrolledPerson;
  dependents: EnrolledPerson[];
};

/** A stored 999 as the download reads it. */
export type StoredAcknowledgement = {
  control_number: number;
  text: string;
};

const person = (alias: string) =>
  sql.raw(`json_build_object('patient_id', ${alias}.id,
  'relationship', ${alias}.relationship, 'first_name', ${alias}.first_name, 'middle_name', ${alias}.middle_name,
  'last_name', ${alias}.last_name, 'date_of_birth', ${alias}.date_of_birth::text, 'gender', ${alias}.gender,
  'start_date', (select b.start_date::text from benefits b where b.patient_id = ${alias}.id
    and b.employer_id = e.employer_id order by b.start_date desc, b.id desc limit 1),
  'end_date', (select b.end_date::text from benefits b where b.patient_id = ${alias}.id
    and b.employer_id = e.employer_id order by b.start_date desc, b.id desc limit 1))`);

/** Whether the company enrols by EDI (companies.is_edi). */
export async function companyIsEdi(db: DbOrTx, companyId: number): Promise<boolean> {
  const result = await db.execute<{ is_edi: boolean }>(sql`select is_edi from employers where id = ${companyId}`);
  return result.rows[0]?.is_edi === true;
}

/** Holds the company's 834s one at a time until the transaction ends (the census import's lock has its own key). */
export async function lockEdi834(tx: DbOrTx, companyId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('edi_834'), ${companyId})`);
}

/** The company's employees with these employer-assigned ids, their households and covers: one statement. */
export async function enrolledHouseholds(
  db: DbOrTx,
  companyId: number,
  subscriberIds: readonly string[],
): Promise<EnrolledHousehold[]> {
  if (subscriberIds.length === 0) return [];
  const result = await db.execute<EnrolledHousehold>(sql`select e.id as employee_id, e.employee_number,
      e.hire_date::text as hire_date, e.employee_class, p.email, p.phone, h.address_line_1, h.address_line_2,
      h.city, h.state, h.zip, ${person('p')} as primary,
      coalesce((select json_agg(${person('d')} order by d.id) from patients d
        where d.household_id = e.household_id and d.id <> e.patient_id), '[]'::json) as dependents
    from employees e join patients p on p.id = e.patient_id join households h on h.id = e.household_id
    where e.employer_id = ${companyId}
      and e.employee_number in (select jsonb_array_elements_text(${JSON.stringify(subscriberIds)}::jsonb))`);
  return result.rows;
}

/** Stores a 999 under the company's next control number (the caller holds the company's lock): its id. */
export async function storeAcknowledgement(
  tx: DbOrTx,
  companyId: number,
  acknowledgement: { controlNumber: number; fileDigest: string; applied: boolean; text: string },
): Promise<number> {
  const result = await tx.execute<{ id: number }>(sql`insert into edi_acknowledgements
      (employer_id, control_number, file_digest, applied, text)
    values (${companyId}, ${acknowledgement.controlNumber}, ${acknowledgement.fileDigest}, ${acknowledgement.applied},
      ${acknowledgement.text}) returning id`);
  return result.rows[0]!.id;
}

/** The company's next 999 control number: one more than its last (1 for its first). */
export async function nextControlNumber(tx: DbOrTx, companyId: number): Promise<number> {
  const result = await tx.execute<{ next: number }>(sql`select coalesce(max(control_number), 0) + 1 as next
    from edi_acknowledgements where employer_id = ${companyId}`);
  return Number(result.rows[0]!.next);
}

/** The company's acknowledgement with this id; another company's (or none): null. */
export async function acknowledgementOf(
  db: DbOrTx,
  companyId: number,
  id: number,
): Promise<StoredAcknowledgement | null> {
  const result = await db.execute<StoredAcknowledgement>(sql`select control_number, text from edi_acknowledgements
    where id = ${id} and employer_id = ${companyId}`);
  return result.rows[0] ?? null;
}

/** Which of these SSN digests the company's employees already hold: one statement. */
export async function enrolledDigests(db: DbOrTx, companyId: number, digests: readonly string[]): Promise<string[]> {
  if (digests.length === 0) return [];
  const result = await db.execute<{ tax_id_digest: string }>(sql`select tax_id_digest from employees
    where employer_id = ${companyId}
      and tax_id_digest in (select jsonb_array_elements_text(${JSON.stringify(digests)}::jsonb))`);
  return result.rows.map((row) => row.tax_id_digest);
}

/**
 * The SSNs of employees the file enrolled (their employer-assigned id is their key): the digest on the employee, the
 * type and last four on the patient, as an SSN is kept (migration 0029). Two statements.
 */
export async function recordSsns(
  tx: DbOrTx,
  rows: readonly { employeeId: number; patientId: number; digest: string; last4: string }[],
): Promise<void> {
  if (rows.length === 0) return;
  const json = JSON.stringify(rows);
  await tx.execute(sql`update employees e set tax_id_digest = r."digest"
    from jsonb_to_recordset(${json}::jsonb) as r("employeeId" int, "digest" text) where e.id = r."employeeId"`);
  await tx.execute(sql`update patients p set tax_id_type = 'ssn', tax_id_last4 = r."last4"
    from jsonb_to_recordset(${json}::jsonb) as r("patientId" int, "last4" text) where p.id = r."patientId"`);
}
