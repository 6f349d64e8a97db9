// Issue 16 item 4: the SQL of reading a practice's visits (decision 0028): one visit, its lines and payments,
// and a page of the list.
// STYLE: only repositories use Drizzle. Every statement on a visit is keyed by the caller's practice.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { executeNamed } from '../../../db/prepared-sql.js';
import type { DbOrTx } from '../../../platform/transaction.js';
import {
  NO_CARD_SIDE,
  type PaymentRow,
  type VisitLineRow,
  type VisitListRow,
  type VisitParts,
  type VisitRow,
} from './visit-rows.js';

const visitColumns = sql`a.id, a.appointment_date::text as appointment_date, a.status::text as status, a.household_id,
  a.patient_id, p.member_id, p.first_name || ' ' || p.last_name as patient_name,
  a.dentist_id, case when d.id is null then null else d.first_name || ' ' || d.last_name end as dentist_name,
  a.location_id, l.name as location_name, a.billed_cents, a.plan_cents, a.member_cents,
  to_json(a.created_at) #>> '{}' as recorded_at, to_json(a.voided_at) #>> '{}' as voided_at,
  case when vu.id is null then null else vu.first_name || ' ' || vu.last_name end as voided_by, a.void_reason`;

const visitJoins = sql`from appointments a
  join patients p on p.id = a.patient_id
  left join dentists d on d.id = a.dentist_id
  left join practice_locations l on l.id = a.location_id
  left join users vu on vu.id = a.voided_by_user_id`;

/** The lines of the visit `id` names, in the order typed, as one JSON array. */
const linesJson = (id: SQL) => sql`(select coalesce(json_agg(json_build_object('procedure_code', procedure_code,
    'tooth', tooth, 'surfaces', surfaces, 'billed_cents', billed_cents, 'allowed_cents', allowed_cents,
    'plan_cents', plan_cents, 'member_cents', member_cents, 'reduction_reason', reduction_reason) order by id), '[]')
  from appointment_lines where appointment_id = ${id})`;

/** The payments of the visit `id` names, by date, as one JSON array. */
const paymentsJson = (id: SQL) => sql`(select coalesce(json_agg(json_build_object('paid_on', paid_on::text,
    'amount_cents', amount_cents, 'method', method) order by paid_on, id), '[]')
  from appointment_payments where appointment_id = ${id})`;

/**
 * Decision 0048: the visit's card side as one JSON object: what a void would refund (succeeded card charges not
 * refunded yet), what was paid at the office (payments no card charge made) and the refunds made.
 */
const cardJson = (id: SQL) => sql`json_build_object(
  'refundable_cents', (select coalesce(sum(c.amount_cents), 0)::int from visit_card_charges c
    where c.appointment_id = ${id} and c.status = 'succeeded'
      and not exists (select 1 from visit_card_refunds r where r.charge_id = c.id)),
  'office_cents', (select coalesce(sum(ap.amount_cents), 0)::int from appointment_payments ap
    where ap.appointment_id = ${id} and not exists (select 1 from visit_card_charges c
      where c.appointment_id = ${id} and c.appointment_payment_id = ap.id)),
  'refunds', (select coalesce(json_agg(json_build_object('amount_cents', r.amount_cents,
      'created_at', to_json(r.created_at) #>> '{}') order by r.id), '[]')
    from visit_card_refunds r where r.appointment_id = ${id}))`;

/** `%` and `_` typed in a name search are letters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The statements that read one visit of a practice or a page of its visits. */
export function visitListingStatements(db: Database) {
  return {
    /** One visit of the practice (null: unknown or another practice's); `lock` for a change. */
    async visit(tx: DbOrTx, practiceId: number, id: number, lock = false): Promise<VisitRow | null> {
      const result = await tx.execute<VisitRow>(
        sql`select ${visitColumns} ${visitJoins} where a.id = ${id} and a.practice_id = ${practiceId}
          ${lock ? sql`for update of a` : sql``}`,
      );
      return result.rows[0] ?? null;
    },

    async lines(tx: DbOrTx, visitId: number): Promise<VisitLineRow[]> {
      return (await this.linesAndPayments(tx, visitId)).lines;
    },

    async payments(tx: DbOrTx, visitId: number): Promise<PaymentRow[]> {
      return (await this.linesAndPayments(tx, visitId)).payments;
    },

    /** The visit's lines in the order typed and its payments by date, in one statement (a visit's details). */
    async linesAndPayments(tx: DbOrTx, visitId: number): Promise<VisitParts> {
      const result = await tx.execute<VisitParts>(
        sql`select ${linesJson(sql`${visitId}`)} as lines, ${paymentsJson(sql`${visitId}`)} as payments,
          ${cardJson(sql`${visitId}`)} as card`,
      );
      const row = result.rows[0];
      return { lines: row?.lines ?? [], payments: row?.payments ?? [], card: row?.card ?? NO_CARD_SIDE };
    },

    /** One visit of the practice with its lines and payments, in one statement (null: unknown or another's). */
    async visitWithParts(tx: DbOrTx, practiceId: number, id: number): Promise<(VisitRow & VisitParts) | null> {
      const rows = await executeNamed<VisitRow & VisitParts>(
        tx,
        'visit_with_parts',
        sql`select ${visitColumns}, ${linesJson(sql`a.id`)} as lines, ${paymentsJson(sql`a.id`)} as payments,
          ${cardJson(sql`a.id`)} as card ${visitJoins} where a.id = ${id} and a.practice_id = ${practiceId}`,
      );
      return rows[0] ?? null;
    },

    async list(
      practiceId: number,
      filters: { date_from?: string | undefined; date_to?: string | undefined; patient?: string | undefined },
      page: { limit: number; offset: number },
    ): Promise<VisitListRow[]> {
      const conditions: SQL[] = [sql`a.practice_id = ${practiceId}`];
      if (filters.date_from) conditions.push(sql`a.appointment_date >= ${filters.date_from}::date`);
      if (filters.date_to) conditions.push(sql`a.appointment_date <= ${filters.date_to}::date`);
      if (filters.patient) {
        conditions.push(sql`(p.first_name || ' ' || p.last_name) ilike ${likePattern(filters.patient)}`);
      }
      const result = await db.execute<VisitListRow>(sql`select a.id, a.appointment_date::text as appointment_date,
          a.status::text as status, p.member_id, p.first_name || ' ' || p.last_name as patient_name,
          case when d.id is null then null else d.first_name || ' ' || d.last_name end as dentist_name,
          a.billed_cents, a.plan_cents, a.member_cents, (count(*) over ())::int as total
        from appointments a
        join patients p on p.id = a.patient_id
        left join dentists d on d.id = a.dentist_id
        where ${sql.join(conditions, sql` and `)}
        order by a.appointment_date desc, a.id desc
        limit ${page.limit} offset ${page.offset}`);
      return result.rows;
    },
  };
}
