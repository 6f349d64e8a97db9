// Issue 27 item 6 (decision 0061): the SQL of the monthly invoice run and the past-due reminders: what a company's
// invoice is computed from, the invoice written once per company and month, and the reminders' bookkeeping.
import { sql } from 'drizzle-orm';
import type { InvoiceComputation, InvoiceEmployee, InvoiceOffering, Relationship } from '@dental/domain';
import type { Database } from '../../../db/database.js';
import { invoiceLines } from '../../../db/schema/index.js';
import { ts } from '../../../platform/jobs/index.js';
import type { DbOrTx } from '../../../platform/transaction.js';

/** The job kinds' names (their keys are written here as jobKeyOf writes them: '<kind>:<keyOf>'). */
export const INVOICE_MONTH_JOB = 'invoice_month';
export const INVOICE_REMINDER_JOB = 'invoice_reminder';

type CoverRow = {
  employee_id: number;
  employee_class: string | null;
  first_name: string;
  last_name: string;
  patient_id: number;
  relationship: Relationship;
  date_of_birth: string;
  start_date: string;
  end_date: string | null;
};

/**
 * The company's employees with the covers of their household's people in force on `firstDay` (the arithmetic
 * decides again, with a Dependent's 26th birthday) and their class changes after it, and the group plan offerings
 * begun by then.
 */
export async function billingInputs(
  exec: DbOrTx,
  companyId: number,
  firstDay: string,
): Promise<{ employees: InvoiceEmployee[]; offerings: InvoiceOffering[] }> {
  const covers = await exec.execute<CoverRow>(sql`select e.id as employee_id, e.employee_class, pr.first_name,
      pr.last_name, p.id as patient_id, p.relationship, p.date_of_birth::text as date_of_birth,
      b.start_date::text as start_date, b.end_date::text as end_date
    from employees e
    join patients pr on pr.id = e.patient_id
    join patients p on p.household_id = e.household_id
    join benefits b on b.patient_id = p.id and b.employer_id = e.employer_id and b.benefit_type = 'employer'
    where e.employer_id = ${companyId} and b.start_date <= ${firstDay}::date
      and (b.end_date is null or b.end_date >= ${firstDay}::date)
    order by e.id, p.id, b.start_date`);
  const byEmployee = new Map<number, InvoiceEmployee & { people: InvoiceEmployee['people'][number][] }>();
  const byPatient = new Map<number, { covers: { startDate: string; endDate: string | null }[] }>();
  for (const row of covers.rows) {
    let employee = byEmployee.get(row.employee_id);
    if (!employee) {
      employee = {
        employeeId: row.employee_id,
        name: `${row.first_name} ${row.last_name}`,
        employeeClass: row.employee_class,
        people: [],
      };
      byEmployee.set(row.employee_id, employee);
    }
    let person = byPatient.get(row.patient_id);
    if (!person) {
      person = { covers: [] };
      byPatient.set(row.patient_id, person);
      employee.people.push({ relationship: row.relationship, dateOfBirth: row.date_of_birth, covers: person.covers });
    }
    person.covers.push({ startDate: row.start_date, endDate: row.end_date });
  }
  // Decision 0065: the month is billed for the class each employee had on its first day.
  const changes = await exec.execute<{ employee_id: number; effective_date: string; class_before: string | null }>(
    sql`select c.employee_id, c.effective_date::text as effective_date, c.class_before
      from employee_class_changes c join employees e on e.id = c.employee_id
      where e.employer_id = ${companyId} and c.effective_date > ${firstDay}::date`,
  );
  for (const change of changes.rows) {
    const employee = byEmployee.get(change.employee_id);
    if (employee)
      employee.classChanges = [
        ...(employee.classChanges ?? []),
        { effectiveDate: change.effective_date, classBefore: change.class_before },
      ];
  }
  const offerings = await exec.execute<{
    employee_class: string | null;
    plan_name: string;
    monthly_price_cents: number;
    effective_date: string;
  }>(sql`select o.employee_class, p.name as plan_name, o.monthly_price_cents, o.effective_date::text as effective_date
    from employer_plan_offerings o join plans p on p.id = o.plan_id
    where o.employer_id = ${companyId} and o.effective_date <= ${firstDay}::date`);
  return {
    employees: [...byEmployee.values()],
    offerings: offerings.rows.map((o) => ({
      employeeClass: o.employee_class,
      planName: o.plan_name,
      monthlyPriceCents: o.monthly_price_cents,
      effectiveDate: o.effective_date,
    })),
  };
}

/** Whether the company has the month's invoice already (a job that runs twice writes nothing the second time). */
export async function lockCompanyMonth(tx: DbOrTx, companyId: number, month: string): Promise<boolean> {
  // The company's row lock makes two runs of one month wait for each other; the unique key is the last guard.
  await tx.execute(sql`select id from employers where id = ${companyId} for update`);
  const found = await tx.execute<{ id: number }>(
    sql`select id from invoices where employer_id = ${companyId} and month = ${month}`,
  );
  return found.rows.length > 0;
}

/** Writes the month's invoice and its lines; answers its id. */
export async function insertInvoice(
  tx: DbOrTx,
  companyId: number,
  invoice: InvoiceComputation & { issuedOn: string; dueDate: string },
): Promise<number> {
  const made = await tx.execute<{ id: number }>(sql`insert into invoices (employer_id, month, issued_on, due_date,
      total_cents, employee_count, member_count)
    values (${companyId}, ${invoice.month}, ${invoice.issuedOn}::date, ${invoice.dueDate}::date, ${invoice.totalCents},
      ${invoice.lines.length}, ${invoice.memberCount})
    returning id`);
  const id = made.rows[0]!.id;
  // In slices: a 10,000-employee company's lines stay under the drivers' bound-parameter limit.
  for (let start = 0; start < invoice.lines.length; start += 5_000) {
    await tx.insert(invoiceLines).values(
      invoice.lines.slice(start, start + 5_000).map((line) => ({
        invoiceId: id,
        employeeId: line.employeeId,
        employeeName: line.employeeName,
        employeeClass: line.employeeClass,
        planName: line.planName,
        memberCount: line.memberCount,
        unitPriceCents: line.unitPriceCents,
        amountCents: line.amountCents,
      })),
    );
  }
  return id;
}

/** Enqueues the month's invoice run of every company (one job per company and month, however often swept). */
export async function enqueueMonthlyRuns(db: Database, now: Date, month: string): Promise<void> {
  await db.execute(sql`insert into jobs (kind, key, payload, run_at)
    select ${INVOICE_MONTH_JOB}::text, ${`${INVOICE_MONTH_JOB}:`}::text || er.id || ':' || ${month}::text,
      json_build_object('companyId', er.id, 'month', ${month}::text), ${ts(now)}
    from employers er
    on conflict (key) do nothing`);
}

/** Unpaid invoices whose due date has passed by `today`: the reminders' sweep decides their step. */
export async function unpaidPastDue(db: Database, today: string): Promise<{ id: number; due_date: string }[]> {
  const result = await db.execute<{ id: number; due_date: string }>(sql`select id, due_date::text as due_date
    from invoices where status <> 'paid' and due_date < ${today}::date`);
  return result.rows;
}

/** The invoice a reminder is about, locked (null: gone). */
export async function lockInvoiceForReminder(
  tx: DbOrTx,
  invoiceId: number,
): Promise<{ employer_id: number; month: string; due_date: string; status: string; total_cents: number } | null> {
  const result = await tx.execute<{
    employer_id: number;
    month: string;
    due_date: string;
    status: string;
    total_cents: number;
  }>(sql`select employer_id, month, due_date::text as due_date, status, total_cents from invoices
    where id = ${invoiceId} for update`);
  return result.rows[0] ?? null;
}

/** Marks an open invoice past due. */
export async function markPastDue(tx: DbOrTx, invoiceId: number): Promise<void> {
  await tx.execute(sql`update invoices set status = 'past_due' where id = ${invoiceId} and status = 'open'`);
}

/** Records a reminder step; false when it was recorded before (sent already). */
export async function recordReminder(tx: DbOrTx, invoiceId: number, step: number, at: Date): Promise<boolean> {
  const made = await tx.execute<{ step: number }>(sql`insert into invoice_reminders (invoice_id, step, sent_at)
    values (${invoiceId}, ${step}, ${ts(at)}) on conflict do nothing returning step`);
  return made.rows.length > 0;
}

/** The company's HR admins' addresses (the reminders' recipients). */
export async function companyAdminEmails(tx: DbOrTx, companyId: number): Promise<{ email: string; name: string }[]> {
  const result = await tx.execute<{ email: string; name: string }>(sql`select u.email, er.name
    from employer_users eu join users u on u.id = eu.user_id join employers er on er.id = eu.employer_id
    where eu.employer_id = ${companyId} and eu.role = 'company_admin' order by u.id`);
  return result.rows;
}
