// Issue 27 item 2 (decision 0058): the queries of the company's group plan offerings (employer_plan_offerings,
// migration 0029). Every statement is scoped by the caller's company id; only this file touches the tables.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { writeAudit, type AuditBy, type AuditEntry } from '../../../platform/audit.repository.js';
import { inTransaction, type DbOrTx } from '../../../platform/transaction.js';

/** An offering with its plan's type and name, as the service answers it. */
export type OfferingRow = {
  id: number;
  employee_class: string | null;
  plan_type: string | null;
  plan_name: string;
  monthly_price_cents: number;
  effective_date: string;
};

/** A new offering's values. */
export interface NewOffering {
  employeeClass: string | null;
  planId: number;
  monthlyPriceCents: number;
  effectiveDate: string;
}

export function planRepository(db: Database) {
  return {
    transaction: <T>(work: (tx: DbOrTx) => Promise<T>) => inTransaction(db, work),

    /** Locks the company's row: the changes of one company's plan are checked and written one at a time. */
    async lockCompany(tx: DbOrTx, companyId: number): Promise<boolean> {
      const result = await tx.execute<{ id: number }>(sql`select id from employers where id = ${companyId}
        for update`);
      return result.rows.length > 0;
    },

    /** Every offering of the company, newest effective date first. */
    async offerings(tx: DbOrTx, companyId: number): Promise<OfferingRow[]> {
      const result = await tx.execute<OfferingRow>(sql`select o.id, o.employee_class, p.plan_type, p.name as plan_name,
          o.monthly_price_cents, o.effective_date::text as effective_date
        from employer_plan_offerings o join plans p on p.id = o.plan_id
        where o.employer_id = ${companyId} order by o.effective_date desc, o.id desc`);
      return result.rows;
    },

    /** The plan of a standard plan type (the catalogue keeps one per type). */
    async standardPlanId(tx: DbOrTx, planType: string): Promise<number | null> {
      const result = await tx.execute<{ id: number }>(sql`select id from plans where plan_type = ${planType}
        order by id limit 1`);
      return result.rows[0]?.id ?? null;
    },

    /** Whether the company has an offering for this class (any case; null: every class) on this date. */
    async sameDateExists(tx: DbOrTx, companyId: number, employeeClass: string | null, date: string) {
      const result = await tx.execute<{ id: number }>(sql`select id from employer_plan_offerings
        where employer_id = ${companyId} and effective_date = ${date}::date
          and lower(coalesce(employee_class, '')) = lower(coalesce(${employeeClass}::text, ''))`);
      return result.rows.length > 0;
    },

    async insert(tx: DbOrTx, companyId: number, offering: NewOffering): Promise<number> {
      const result = await tx.execute<{ id: number }>(sql`insert into employer_plan_offerings
          (employer_id, employee_class, plan_id, monthly_price_cents, effective_date)
        values (${companyId}, ${offering.employeeClass}, ${offering.planId}, ${offering.monthlyPriceCents},
          ${offering.effectiveDate}::date)
        returning id`);
      return result.rows[0]!.id;
    },

    /** The company's offering's effective date (another company's id: null). */
    async effectiveDateOf(tx: DbOrTx, companyId: number, id: number): Promise<string | null> {
      const result = await tx.execute<{ effective_date: string }>(sql`select effective_date::text as effective_date
        from employer_plan_offerings where id = ${id} and employer_id = ${companyId}`);
      return result.rows[0]?.effective_date ?? null;
    },

    async remove(tx: DbOrTx, companyId: number, id: number): Promise<void> {
      await tx.execute(sql`delete from employer_plan_offerings where id = ${id} and employer_id = ${companyId}`);
    },

    async audit(tx: DbOrTx, by: AuditBy, entry: AuditEntry): Promise<void> {
      await writeAudit(tx, by, entry);
    },
  };
}
export type PlanRepository = ReturnType<typeof planRepository>;
