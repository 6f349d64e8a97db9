// Issue 16 item 5: the SQL of a practice's estimates (decision 0032). STYLE: only repositories use Drizzle.
// Every statement on an estimate is keyed by the caller's practice.
import { sql, type SQL } from 'drizzle-orm';
import type { PracticeEstimateStatus } from '@dental/domain';
import type { Database } from '../../../db/database.js';
import { estimateLines, estimates } from '../../../db/schema/index.js';
import { inTransaction, type DbOrTx } from '../../../platform/transaction.js';
import type { NewLine, StoredLine } from '../visit-lines/index.js';

export interface NewEstimate {
  householdId: number;
  patientId: number;
  practiceId: number;
  estimateDate: string;
  validUntil: string;
  idempotencyKey: string;
  requestHash: string;
  createdByUserId: number;
}

export type EstimateRow = {
  id: number;
  estimate_date: string;
  valid_until: string | null;
  status: PracticeEstimateStatus;
  household_id: number;
  patient_id: number;
  member_id: string;
  date_of_birth: string;
  patient_name: string;
  billed_cents: number;
  allowed_cents: number;
  plan_cents: number;
  member_cents: number;
  created_by: string | null;
  sent_at: string | null;
  appointment_id: number | null;
  voided_at: string | null;
  void_reason: string | null;
};

export type EstimateListRow = Omit<EstimateRow, 'created_by' | 'sent_at' | 'voided_at' | 'void_reason'> & {
  total: number;
};

/** A lock class of its own for the estimate form's key (the visit's is 160_004). */
const ESTIMATE_KEY_LOCK = 160_005;

/** The estimate's sums, from its lines (estimates keep no stored totals: they are few per practice). */
const sums = sql`cross join lateral (select coalesce(sum(el.billed_cents), 0)::int as billed_cents,
    coalesce(sum(el.allowed_cents), 0)::int as allowed_cents, coalesce(sum(el.plan_cents), 0)::int as plan_cents,
    coalesce(sum(el.member_cents), 0)::int as member_cents
  from estimate_lines el where el.estimate_id = e.id) s`;

const summaryColumns = sql`e.id, e.estimate_date::text as estimate_date, e.valid_until::text as valid_until,
  e.status, e.household_id, e.patient_id, p.member_id, p.date_of_birth::text as date_of_birth,
  p.first_name || ' ' || p.last_name as patient_name, s.billed_cents, s.allowed_cents, s.plan_cents, s.member_cents,
  e.appointment_id`;

export function dentistEstimatesRepository(db: Database) {
  return {
    transaction<T>(work: (tx: DbOrTx) => Promise<T>): Promise<T> {
      return inTransaction(db, work);
    },

    /** Waits for any other request of the same practice and key (released at the transaction's end). */
    async lockKey(tx: DbOrTx, practiceId: number, key: string): Promise<void> {
      await tx.execute(
        sql`select pg_advisory_xact_lock(${sql.raw(String(ESTIMATE_KEY_LOCK))}, hashtext(${`${practiceId}:${key}`}))`,
      );
    },

    async estimateByKey(
      tx: DbOrTx,
      practiceId: number,
      key: string,
    ): Promise<{ id: number; request_hash: string } | null> {
      const result = await tx.execute<{ id: number; request_hash: string }>(
        sql`select id, request_hash from estimates where practice_id = ${practiceId} and idempotency_key = ${key}`,
      );
      return result.rows[0] ?? null;
    },

    async insertEstimate(tx: DbOrTx, estimate: NewEstimate, lines: readonly NewLine[]): Promise<number> {
      const [row] = await tx
        .insert(estimates)
        .values({ ...estimate, status: 'draft' })
        .returning({ id: estimates.id });
      if (!row) throw new Error('estimate not inserted');
      await tx.insert(estimateLines).values(lines.map((line) => ({ ...line, estimateId: row.id })));
      return row.id;
    },

    /** One estimate of the practice (null: unknown or another practice's); `lock` for a change. */
    async estimate(tx: DbOrTx, practiceId: number, id: number, lock = false): Promise<EstimateRow | null> {
      if (lock) {
        await tx.execute(sql`select id from estimates where id = ${id} and practice_id = ${practiceId} for update`);
      }
      const result = await tx.execute<EstimateRow>(sql`select ${summaryColumns},
          case when u.id is null then null else u.first_name || ' ' || u.last_name end as created_by,
          to_json(e.sent_at) #>> '{}' as sent_at, to_json(e.voided_at) #>> '{}' as voided_at, e.void_reason
        from estimates e
        join patients p on p.id = e.patient_id
        left join users u on u.id = e.created_by_user_id
        ${sums}
        where e.id = ${id} and e.practice_id = ${practiceId}`);
      return result.rows[0] ?? null;
    },

    /** The estimate's lines in the order typed. */
    async lines(tx: DbOrTx, estimateId: number): Promise<StoredLine[]> {
      const result = await tx.execute<StoredLine>(sql`select procedure_code, tooth, surfaces, billed_cents,
          allowed_cents, plan_cents, member_cents, reduction_reason
        from estimate_lines where estimate_id = ${estimateId} order by id`);
      return result.rows;
    },

    /** The practice's estimates, newest first, by status and patient. */
    async list(
      practiceId: number,
      filters: { status?: PracticeEstimateStatus | undefined; member_id?: string | undefined },
      page: { limit: number; offset: number },
    ): Promise<EstimateListRow[]> {
      const conditions: SQL[] = [sql`e.practice_id = ${practiceId}`];
      if (filters.status) conditions.push(sql`e.status = ${filters.status}`);
      if (filters.member_id) conditions.push(sql`p.member_id = ${filters.member_id}`);
      const result = await db.execute<EstimateListRow>(sql`select ${summaryColumns}, (count(*) over ())::int as total
        from estimates e
        join patients p on p.id = e.patient_id
        ${sums}
        where ${sql.join(conditions, sql` and `)}
        order by e.estimate_date desc, e.id desc
        limit ${page.limit} offset ${page.offset}`);
      return result.rows;
    },

    async markSent(tx: DbOrTx, id: number): Promise<void> {
      await tx.execute(sql`update estimates set status = 'sent', sent_at = now(), updated_at = now() where id = ${id}`);
    },

    async markVoided(tx: DbOrTx, id: number, userId: number, reason: string): Promise<void> {
      await tx.execute(sql`update estimates set status = 'voided', voided_at = now(), voided_by_user_id = ${userId},
          void_reason = ${reason}, updated_at = now() where id = ${id}`);
    },

    async markConverted(tx: DbOrTx, id: number, visitId: number): Promise<void> {
      await tx.execute(sql`update estimates set status = 'converted', appointment_id = ${visitId}, updated_at = now()
        where id = ${id}`);
    },

    /** The key the visit of a converted estimate was saved with (a replay of "record as visit" sends it again). */
    async visitKey(tx: DbOrTx, visitId: number): Promise<string | null> {
      const result = await tx.execute<{ idempotency_key: string | null }>(
        sql`select idempotency_key from appointments where id = ${visitId}`,
      );
      return result.rows[0]?.idempotency_key ?? null;
    },

    async practiceName(tx: DbOrTx, practiceId: number): Promise<string> {
      const result = await tx.execute<{ name: string }>(sql`select name from practices where id = ${practiceId}`);
      return result.rows[0]?.name ?? '';
    },
  };
}
export type DentistEstimatesRepository = ReturnType<typeof dentistEstimatesRepository>;
