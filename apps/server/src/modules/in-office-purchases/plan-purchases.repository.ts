// The queries of a member's in-office plan purchases (STYLE: only repositories use Drizzle).
import { sql, type SQL } from 'drizzle-orm';
import type {
  Instalment,
  PaymentFilter,
  PaymentStatus,
  PlanPurchase,
  PlanPurchaseStatus,
  PlanPurchaseView,
} from '@dental/domain';
import type { Database } from '../../db/database.js';
import { auditLog } from '../../db/schema/index.js';
import type { AuditBy } from '../../platform/audit.repository.js';

export type PurchaseRow = PlanPurchase & {
  status: PlanPurchaseStatus;
  payment_status: PaymentStatus;
  instalments: Instalment[];
  total: number;
};

export interface PurchaseFilters {
  view?: PlanPurchaseView | undefined;
  paymentStatus?: PaymentFilter | undefined;
  page: number;
  pageSize: number;
}

/**
 * An instalment is past due when it is marked so or when it is still scheduled after its due date (the
 * nightly job that marks them may not have run yet): the member always sees the truth of today.
 */
const effectiveStatus = (today: string) =>
  sql`case when i.status = 'Scheduled' and i.due_date < ${today}::date then 'Past due' else i.status::text end`;

/**
 * What a purchase's ledger says is paid: succeeded charges less refunds (DESIGN: balance is derived from the
 * payments ledger, never stored). Purchase row `pu`.
 */
export const ledgerPaid = sql`(select coalesce(sum(case when l.status = 'succeeded' then l.amount_cents when l.status = 'refunded' then -l.amount_cents else 0 end), 0)
  from payments l where l.purchase_id = pu.id)`;

/**
 * The caller's household's purchases with their instalments, covered people, worst payment status,
 * balance, next payment and last card used, in one statement (the total rides along as a window count).
 */
function purchasesQuery(householdId: number, today: string, where: SQL, paging: SQL): SQL {
  return sql`with purchases as (
      select pu.id, pu.auto_renew, ip.id as plan_id, ip.name as plan_name, pr.id as practice_id, pr.name as practice_name,
        pu.payment_mode::text as payment_mode, pu.status::text as status,
        pu.start_date::text as start_date, pu.end_date::text as end_date, pu.total_cents,
        coalesce(inst.items, '[]'::json) as instalments,
        greatest(0, ${ledgerPaid})::int as paid_cents,
        greatest(0, pu.total_cents - ${ledgerPaid})::int as balance_cents,
        coalesce(inst.past_due, 0) > 0 as past_due,
        inst.next_due::text as next_payment_date,
        inst.next_amount as next_payment_cents,
        coalesce(pay.items, '[]'::json) as payments,
        case when inst.past_due > 0 then 'Past due' when inst.scheduled > 0 then 'Scheduled' else 'Paid' end as payment_status,
        coalesce(cov.items, '[]'::json) as covered_patients,
        card.payment_method_id, card.brand as card_brand, card.last4 as card_last4
      from in_office_plan_purchases pu
      join in_office_plans ip on ip.id = pu.plan_id
      join practices pr on pr.id = ip.practice_id
      left join lateral (
        select json_agg(json_build_object('id', i.id, 'sequence', i.sequence, 'due_date', i.due_date::text,
                 'amount_cents', i.amount_cents, 'status', ${effectiveStatus(today)}, 'paid_at', i.paid_at,
                 'attempts', i.attempts,
                 'next_attempt_date', case when i.status <> 'Paid' and i.attempts > 0 then i.charge_on::text end,
                 'failure_message', i.failure_message) order by i.sequence) as items,
          min(i.due_date) filter (where i.status <> 'Paid') as next_due,
          (array_agg(i.amount_cents order by i.due_date) filter (where i.status <> 'Paid'))[1] as next_amount,
          count(*) filter (where ${effectiveStatus(today)} = 'Past due') as past_due,
          count(*) filter (where ${effectiveStatus(today)} = 'Scheduled') as scheduled
        from instalments i where i.purchase_id = pu.id
      ) inst on true
      left join lateral (
        select json_agg(json_build_object('id', pm.id, 'kind', pm.kind, 'amount_cents', pm.amount_cents, 'status', pm.status,
                 'card_brand', pm.card_brand, 'card_last4', pm.card_last4, 'created_at', pm.created_at,
                 'failure_message', pm.failure_message) order by pm.created_at desc, pm.id desc) as items
        from payments pm where pm.purchase_id = pu.id
      ) pay on true
      left join lateral (
        -- The schedule's saved card, else the card of the latest successful charge (brand and last four only).
        select s.payment_method_id, s.brand, s.last4 from saved_payment_methods s
          where s.payment_method_id = pu.payment_method_id and s.household_id = pu.household_id
        union all
        select null, pm.card_brand, pm.card_last4 from payments pm where pm.purchase_id = pu.id and pm.status = 'succeeded'
        order by 1 nulls last limit 1
      ) card on true
      left join lateral (
        select json_agg(json_build_object('patient_id', pa.id, 'name', pa.first_name || ' ' || pa.last_name) order by pa.id) as items
        from purchase_covered_patients c join patients pa on pa.id = c.patient_id where c.purchase_id = pu.id
      ) cov on true
      where pu.household_id = ${householdId}
    )
    select *, count(*) over ()::int as total from purchases where ${where}
    order by end_date desc, id desc ${paging}`;
}

export function planPurchasesRepository(db: Database) {
  return {
    async page(householdId: number, today: string, filters: PurchaseFilters): Promise<PurchaseRow[]> {
      const conditions: SQL[] = [sql`true`];
      if (filters.view === 'current') conditions.push(sql`status = 'Active' and end_date::date >= ${today}::date`);
      if (filters.view === 'past') conditions.push(sql`not (status = 'Active' and end_date::date >= ${today}::date)`);
      if (filters.paymentStatus) conditions.push(sql`payment_status = ${filters.paymentStatus}`);
      const paging = sql`limit ${filters.pageSize} offset ${(filters.page - 1) * filters.pageSize}`;
      const result = await db.execute<PurchaseRow>(
        purchasesQuery(householdId, today, sql.join(conditions, sql` and `), paging),
      );
      return result.rows;
    },

    /** A purchase names the people it covers: reading one is audited like other personal data. */
    async auditRead({ actor, origin }: AuditBy, purchaseId: number): Promise<void> {
      await db.insert(auditLog).values({
        actorUserId: actor.userId,
        actorAccountType: actor.accountType,
        action: 'plan_purchase_read',
        subjectType: 'in_office_plan_purchase',
        subjectId: String(purchaseId),
        outcome: 'success',
        ip: origin.ip,
        requestId: origin.requestId,
      });
    },

    async one(householdId: number, today: string, purchaseId: number): Promise<PurchaseRow | null> {
      const result = await db.execute<PurchaseRow>(purchasesQuery(householdId, today, sql`id = ${purchaseId}`, sql``));
      return result.rows[0] ?? null;
    },
  };
}
export type PlanPurchasesRepository = ReturnType<typeof planPurchasesRepository>;
