// Issue 27 item 3: the writes to one enrolled employee and their dependents (STYLE: only repositories use
// Drizzle). Each runs in the service's transaction after lockEmployee has locked the employee's row, so two
// changes of one employee are made one after the other. A person's cover is their newest benefit from the
// company (employees.repository.ts reads it the same way).
import { sql, type SQL } from 'drizzle-orm';
import { classChangeEffectiveDate, type Dependent, type EmployeeUpdate, type Relationship } from '@dental/domain';
import type { Database } from '../../../db/database.js';
import { writeAudit, type AuditBy, type AuditEntry } from '../../../platform/audit.repository.js';
import { inTransaction, type DbOrTx } from '../../../platform/transaction.js';
import { groupPlanIdOn } from '../../coverage/index.js';
import { memberIdsFor, type EnrolmentKey } from '../enrolment/enrolment.repository.js';

/** The employee as a write needs them, locked: their patient, sign-in, and cover. */
export type LockedEmployee = {
  id: number;
  patient_id: number;
  household_id: number;
  hire_date: string;
  employee_class: string | null;
  tax_id_type: string;
  first_name: string;
  last_name: string;
  email: string | null;
  user_id: number | null;
  signup_complete: boolean | null;
  start_date: string | null;
  end_date: string | null;
  plan_id: number | null;
};

/** A dependent of the employee's household and their cover. */
export type HouseholdDependent = {
  id: number;
  relationship: Relationship;
  date_of_birth: string;
  start_date: string | null;
  end_date: string | null;
};

/** The employee's changes: the fields, and the tax id's keys and last four only when it is changed. */
export type EmployeeChange = EmployeeUpdate & {
  taxId: (EnrolmentKey & { last4: string | null }) | null;
};

/** The newest benefit from company `companyId` of patient column `patientId` (`cover` when joined laterally). */
const newestCover = (patientId: SQL, companyId: number) => sql`select b.id, b.plan_id, b.start_date::text as start_date,
    b.end_date::text as end_date from benefits b where b.patient_id = ${patientId} and b.employer_id = ${companyId}
    order by b.start_date desc, b.id desc limit 1`;

/** The id of that newest benefit. */
const newestCoverId = (patientId: SQL, companyId: number) => sql`select b.id from benefits b
    where b.patient_id = ${patientId} and b.employer_id = ${companyId} order by b.start_date desc, b.id desc limit 1`;

/** The newest benefit from the company of each patient of household `householdId` (ids). */
const householdCovers = (householdId: number, companyId: number) =>
  sql`select (${newestCoverId(sql`p.id`, companyId)}) from patients p where p.household_id = ${householdId}`;

/**
 * Decision 0065: the employee's class changes from `from` (the first of next month). Written before the class on
 * file changes: the change keeps the class the employee has the day before `from` (a change already made for that
 * date keeps its own), and a change scheduled after `from` (a clock set back) is superseded.
 */
async function scheduleClassChange(tx: DbOrTx, employeeId: number, from: string) {
  await tx.execute(sql`insert into employee_class_changes (employee_id, effective_date, class_before)
    select ee.id, ${from}::date, case when ecc.found then ecc.class_before else ee.employee_class end
    from employees ee
    left join lateral (select true as found, c.class_before from employee_class_changes c
      where c.employee_id = ee.id and c.effective_date >= ${from}::date order by c.effective_date limit 1) ecc on true
    where ee.id = ${employeeId}
    on conflict (employee_id, effective_date) do nothing`);
  await tx.execute(sql`delete from employee_class_changes where employee_id = ${employeeId}
    and effective_date > ${from}::date`);
}

/** A class set back, within the month, to the one it had before the change: no change at all. */
async function dropUndoneClassChange(tx: DbOrTx, employeeId: number, newClass: string | null, from: string) {
  await tx.execute(sql`delete from employee_class_changes where employee_id = ${employeeId}
    and effective_date = ${from}::date and class_before is not distinct from ${newClass}`);
}

export function employeeWritesRepository(db: Database) {
  return {
    transaction: <T>(work: (tx: DbOrTx) => Promise<T>) => inTransaction(db, work),

    async audit(tx: DbOrTx, by: AuditBy, entry: AuditEntry): Promise<void> {
      await writeAudit(tx, by, entry);
    },

    /** The company's name and whether its employees come from its EDI file. */
    async company(tx: DbOrTx, companyId: number): Promise<{ name: string; is_edi: boolean } | null> {
      const result = await tx.execute<{ name: string; is_edi: boolean }>(
        sql`select name, is_edi from employers where id = ${companyId}`,
      );
      return result.rows[0] ?? null;
    },

    /** The company's employee, locked until the transaction ends; another company's (or none): null. */
    async lockEmployee(tx: DbOrTx, companyId: number, employeeId: number): Promise<LockedEmployee | null> {
      const result = await tx.execute<LockedEmployee>(sql`select e.id, e.patient_id, e.household_id,
          e.hire_date::text as hire_date, e.employee_class, p.tax_id_type, p.first_name, p.last_name, p.email,
          p.user_id, u.signup_complete, cover.start_date, cover.end_date, cover.plan_id
        from employees e join patients p on p.id = e.patient_id left join users u on u.id = p.user_id
        left join lateral (${newestCover(sql`e.patient_id`, companyId)}) cover on true
        where e.id = ${employeeId} and e.employer_id = ${companyId}
        for update of e`);
      return result.rows[0] ?? null;
    },

    /** The household's dependents (every patient but the employee) with their cover. */
    async dependents(tx: DbOrTx, employee: LockedEmployee, companyId: number): Promise<HouseholdDependent[]> {
      const result = await tx.execute<HouseholdDependent>(sql`select d.id, d.relationship,
          d.date_of_birth::text as date_of_birth, cover.start_date, cover.end_date
        from patients d left join lateral (${newestCover(sql`d.id`, companyId)}) cover on true
        where d.household_id = ${employee.household_id} and d.id <> ${employee.patient_id} order by d.id`);
      return result.rows;
    },

    /** Another employee of the company with these keys (the employee's own keys are theirs to keep). */
    async otherWithKeys(tx: DbOrTx, companyId: number, employeeId: number, key: EnrolmentKey) {
      const result = await tx.execute<{ tax_id_digest: string | null; employee_number: string | null }>(sql`select
          tax_id_digest, employee_number from employees where employer_id = ${companyId} and id <> ${employeeId}
          and (tax_id_digest = ${key.taxIdDigest} or employee_number = ${key.employeeNumber}) limit 1`);
      return result.rows[0] ?? null;
    },

    /**
     * Writes the employee's fields to their patient, household and employees row; the tax id only when changed.
     * A new class takes effect on the first of next month (decision 0065: `scheduleClassChange`); answers that date,
     * or null when the class is kept. A new hire date moves the household's open covers to the new cover start
     * (ended covers keep theirs), with the plan offered then as the plan of a month no offering covers.
     */
    async updateEmployee(
      tx: DbOrTx,
      companyId: number,
      employee: LockedEmployee,
      change: EmployeeChange,
      coverStart: string,
      today: string,
    ): Promise<string | null> {
      const { taxId } = change;
      const taxIdSet =
        taxId === null ? sql`` : sql`, tax_id_type = ${change.member_tax_id_type}, tax_id_last4 = ${taxId.last4}`;
      await tx.execute(sql`update patients set first_name = ${change.first_name},
          middle_name = ${change.middle_name ?? null}, last_name = ${change.last_name},
          date_of_birth = ${change.date_of_birth}::date, gender = ${change.gender ?? null},
          email = ${change.email ?? null}, phone = ${change.phone ?? null}, updated_at = now()${taxIdSet}
        where id = ${employee.patient_id}`);
      await tx.execute(sql`update households set address_line_1 = ${change.address_line_1},
          address_line_2 = ${change.address_line_2 ?? null}, city = ${change.city}, state = ${change.state},
          zip = ${change.zip}, updated_at = now() where id = ${employee.household_id}`);
      const newClass = change.class ?? null;
      const classFrom = newClass === employee.employee_class ? null : classChangeEffectiveDate(today);
      if (classFrom !== null) await scheduleClassChange(tx, employee.id, classFrom);
      const keysSet =
        taxId === null ? sql`` : sql`, tax_id_digest = ${taxId.taxIdDigest}, employee_number = ${taxId.employeeNumber}`;
      await tx.execute(sql`update employees set employee_class = ${newClass},
          hire_date = ${change.hire_date}::date, updated_at = now()${keysSet} where id = ${employee.id}`);
      if (classFrom !== null) await dropUndoneClassChange(tx, employee.id, newClass, classFrom);
      if (change.hire_date === employee.hire_date) return classFrom;
      await tx.execute(sql`update benefits b set start_date = greatest(${coverStart}::date, p.date_of_birth),
          plan_id = coalesce(${groupPlanIdOn(sql`ee.id = ${employee.id}`, coverStart)}, b.plan_id),
          updated_at = now()
        from patients p
        where p.id = b.patient_id and b.id in (${householdCovers(employee.household_id, companyId)})
          and (b.end_date is null or b.end_date >= ${today}::date)`);
      return classFrom;
    },

    /**
     * Ends the cover of the employee and every dependent on `endDate`; a dependent whose cover already ended
     * earlier keeps that end.
     */
    async endHouseholdCover(tx: DbOrTx, companyId: number, employee: LockedEmployee, endDate: string) {
      await tx.execute(sql`update benefits set updated_at = now(),
          end_date = case when end_date is not null and end_date < ${endDate}::date then end_date else ${endDate}::date end
        where id in (${householdCovers(employee.household_id, companyId)})`);
    },

    /** Reinstates the covers that ended with the employee's (on `endDate`): the employee's and their dependents'. */
    async reinstateHouseholdCover(tx: DbOrTx, companyId: number, employee: LockedEmployee, endDate: string) {
      await tx.execute(sql`update benefits set end_date = null, updated_at = now()
        where id in (${householdCovers(employee.household_id, companyId)}) and end_date = ${endDate}::date`);
    },

    /** A dependent added to the household with a cover from `startDate` on the employee's plan (and end, if any). */
    async addDependent(
      tx: DbOrTx,
      companyId: number,
      employee: LockedEmployee,
      dependent: Dependent,
      cover: { startDate: string; endDate: string | null },
    ): Promise<number> {
      const [id] = (
        await tx.execute<{ id: number }>(sql`select nextval(pg_get_serial_sequence('patients', 'id'))::int as id`)
      ).rows;
      const [memberId] = await memberIdsFor(tx, [id!.id]);
      await tx.execute(sql`insert into patients (id, household_id, relationship, first_name, middle_name, last_name,
          date_of_birth, gender, member_id)
        values (${id!.id}, ${employee.household_id}, ${dependent.relationship}, ${dependent.first_name},
          ${dependent.middle_name ?? null}, ${dependent.last_name}, ${dependent.date_of_birth}::date,
          ${dependent.gender ?? null}, ${memberId})`);
      await tx.execute(sql`insert into benefits (patient_id, benefit_type, plan_id, employer_id, start_date, end_date)
        values (${id!.id}, 'employer', ${employee.plan_id}, ${companyId}, ${cover.startDate}::date,
          ${cover.endDate}::date)`);
      return id!.id;
    },

    /** A dependent's fields. */
    async updateDependent(tx: DbOrTx, dependentId: number, dependent: Dependent): Promise<void> {
      await tx.execute(sql`update patients set relationship = ${dependent.relationship},
          first_name = ${dependent.first_name}, middle_name = ${dependent.middle_name ?? null},
          last_name = ${dependent.last_name}, date_of_birth = ${dependent.date_of_birth}::date,
          gender = ${dependent.gender ?? null}, updated_at = now()
        where id = ${dependentId}`);
    },

    /** Ends a dependent's cover on `endDate`. */
    async endDependentCover(tx: DbOrTx, companyId: number, dependentId: number, endDate: string): Promise<void> {
      await tx.execute(sql`update benefits set end_date = ${endDate}::date, updated_at = now()
        where id = (${newestCoverId(sql`${dependentId}`, companyId)})`);
    },

    /** The invitation mailed: when, and one more sent. */
    async invited(tx: DbOrTx, employeeId: number, now: Date): Promise<void> {
      await tx.execute(sql`update employees set invited_at = ${now.toISOString()}::timestamptz,
          invitations_sent = invitations_sent + 1 where id = ${employeeId}`);
    },
  };
}
export type EmployeeWritesRepository = ReturnType<typeof employeeWritesRepository>;
