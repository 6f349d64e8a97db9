// The queries of a household's receipts, reimbursements and estimates (STYLE: only repositories use Drizzle).
// Every query is scoped to the caller's household (the guard's, decision 0039) in the statement itself: another
// household's id finds nothing.
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AppointmentViewType, ReportDateType, TransactionKind, VisitPaymentMethod } from '@dental/domain';
import type { Database } from '../../../db/database.js';
import { prepareSql, type PreparedSql } from '../../../db/prepared-sql.js';
import { writeAudit, type AuditBy, type AuditEntry } from '../../../platform/audit.repository.js';

export interface TransactionFilters {
  patientId?: number | undefined;
  practiceId?: number | undefined;
  dateType: ReportDateType;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  view: AppointmentViewType;
  page: number;
  pageSize: number;
}

/** One page row plus the whole filtered set's count and sums (the page columns are null past the last page). */
export type TransactionPageRow = {
  total: number;
  total_billed_cents: number;
  total_plan_cents: number;
  total_member_cents: number;
  kind: TransactionKind | null;
  id: number | null;
  patient_id: number;
  patient_name: string;
  practice_id: number | null;
  practice_name: string | null;
  provider_name: string | null;
  date: string;
  payment_date: string | null;
  status: string;
  billed_cents: number;
  plan_cents: number;
  member_cents: number;
  /** What the member paid towards a visit and how, first used first (issue 26 item 5); 0 and [] otherwise. */
  paid_cents: number;
  payment_methods: VisitPaymentMethod[];
  /** Refunded to the card when the visit was voided (decision 0048); 0 otherwise. */
  refunded_cents: number;
};

export type LineRow = {
  code: string;
  name: string;
  tooth: string | null;
  billed_cents: number;
  allowed_cents: number;
  plan_cents: number;
  member_cents: number;
  reduction_reason: string | null;
};

export type AppointmentRow = {
  id: number;
  patient_id: number;
  patient_name: string;
  practice_id: number;
  practice_name: string;
  practice_phone: string;
  address_line_1: string | null;
  address_line_2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  location_phone: string | null;
  dentist_id: number | null;
  dentist_name: string | null;
  date: string;
  payment_date: string | null;
  status: 'completed' | 'paid' | 'voided';
  lines: LineRow[];
  payments: { date: string; amount_cents: number; method: VisitPaymentMethod }[];
  /** Refunded to the card when the visit was voided (decision 0048). */
  refunded_cents: number;
};

export type DocumentRow = {
  id: number;
  name: string;
  content_type: string;
  size_bytes: number;
  uploaded_at: string;
};

export type DocumentFileRow = {
  id: number;
  reimbursement_id: number;
  patient_id: number;
  name: string;
  content_type: string;
  body: Uint8Array;
};

export type ReimbursementRow = {
  id: number;
  patient_id: number;
  patient_name: string;
  provider_name: string;
  service_date: string;
  submitted_at: string;
  status: 'submitted' | 'in review' | 'approved' | 'paid' | 'denied';
  billed_cents: number;
  reimbursed_cents: number;
  paid_at: string | null;
  denial_reason: string | null;
  documents: DocumentRow[];
};

const patientName = sql`(pa.first_name || ' ' || pa.last_name)`;

/** The rows of each kind the view lists (spec §3 appointment view types; see transactionsQuerySchema). */
function kindsOf(view: AppointmentViewType): TransactionKind[] {
  switch (view) {
    case 'appointments':
      // Issue 17 item 20: the appointments view lists visits only; reimbursements show under 'all'.
      return ['appointment'];
    case 'estimates':
      return ['estimate'];
    case 'all':
      return ['appointment', 'reimbursement', 'estimate'];
  }
}

/** Which filters a list query has: its statement's text depends on these only (the values are placeholders). */
type ListShape = Pick<TransactionFilters, 'view' | 'dateType'> & {
  from: boolean;
  to: boolean;
  patient: boolean;
  practice: boolean;
};

const shapeOf = (f: TransactionFilters): ListShape => ({
  view: f.view,
  dateType: f.dateType,
  from: f.dateFrom !== undefined,
  to: f.dateTo !== undefined,
  patient: f.patientId !== undefined,
  practice: f.practiceId !== undefined,
});

/** A statement name per shape, the same in every app on the database (at most 3 x 2 x 2^4 = 96 of them). */
const statementNameOf = (s: ListShape): string =>
  `receipts_list_${s.view}_${s.dateType === 'payment_date' ? 'paid' : 'seen'}_${[s.from && 'f', s.to && 't', s.patient && 'p', s.practice && 'c'].filter(Boolean).join('') || 'x'}`;

/** The values of a list query's placeholders. */
function listValues(householdId: number, today: string, f: TransactionFilters): Record<string, unknown> {
  return {
    householdId,
    today,
    dateFrom: f.dateFrom,
    dateTo: f.dateTo,
    patientId: f.patientId,
    practiceId: f.practiceId,
    limit: f.pageSize,
    offset: (f.page - 1) * f.pageSize,
  };
}

/** One kind of row of the list: its select (the list's common columns, filtered) and its newest-first order. */
interface Branch {
  rows: SQL;
  newestFirst: SQL;
}

/**
 * Each kind as the list's common columns, already narrowed to the household and the filters (so each branch
 * uses its household/date index). `dated` is the column the date range applies to.
 */
function branches(household: SQL, f: ListShape, today: Placeholder): Branch[] {
  const range = (dated: SQL): SQL[] => [
    ...(f.from ? [sql`${dated} >= ${sql.placeholder('dateFrom')}::date`] : []),
    ...(f.to ? [sql`${dated} <= ${sql.placeholder('dateTo')}::date`] : []),
  ];
  const where = (conditions: SQL[]) => sql.join(conditions, sql` and `);
  const kinds = kindsOf(f.view);
  const out: Branch[] = [];
  if (kinds.includes('appointment')) {
    const conditions = [
      sql`a.household_id = ${household}`,
      ...range(f.dateType === 'payment_date' ? sql`a.payment_date` : sql`a.appointment_date`),
    ];
    if (f.patient) conditions.push(sql`a.patient_id = ${sql.placeholder('patientId')}`);
    if (f.practice) conditions.push(sql`a.practice_id = ${sql.placeholder('practiceId')}`);
    // The visit's own totals (the sums of its lines, kept by the database): no line is read for the list.
    out.push({
      rows: sql`select 'appointment'::text as kind, a.id, a.patient_id, a.practice_id, null::text as provider_name,
        a.appointment_date as date, a.payment_date, a.status::text as status,
        a.billed_cents, a.plan_cents, a.member_cents
      from appointments a
      where ${where(conditions)}`,
      newestFirst: sql`a.appointment_date desc, a.id desc`,
    });
  }
  if (kinds.includes('reimbursement') && !f.practice) {
    const paidOn = sql`(r.paid_at at time zone 'UTC')::date`;
    const conditions = [
      sql`r.household_id = ${household}`,
      ...range(f.dateType === 'payment_date' ? paidOn : sql`r.service_date`),
    ];
    if (f.patient) conditions.push(sql`r.patient_id = ${sql.placeholder('patientId')}`);
    out.push({
      rows: sql`select 'reimbursement'::text, r.id, r.patient_id, null::int, r.provider_name,
        r.service_date, ${paidOn}, r.status::text,
        r.billed_cents, r.reimbursed_cents, r.billed_cents - r.reimbursed_cents
      from reimbursements r
      where ${where(conditions)}`,
      newestFirst: sql`r.service_date desc, r.id desc`,
    });
  }
  // An estimate has no payment date: a payment-date range leaves estimates out.
  if (kinds.includes('estimate') && !(f.dateType === 'payment_date' && (f.from || f.to))) {
    // Decision 0032: only estimates the practice sent (or recorded as a visit) are the member's.
    const conditions = [
      sql`e.household_id = ${household}`,
      sql`e.status in ('sent', 'converted')`,
      ...range(sql`e.estimate_date`),
    ];
    if (f.patient) conditions.push(sql`e.patient_id = ${sql.placeholder('patientId')}`);
    if (f.practice) conditions.push(sql`e.practice_id = ${sql.placeholder('practiceId')}`);
    out.push({
      rows: sql`select 'estimate'::text, e.id, e.patient_id, e.practice_id, null::text,
        e.estimate_date, null::date,
        case when e.status = 'converted' then 'accepted'
          when e.valid_until is not null and e.valid_until < ${today}::date then 'expired' else 'open' end,
        coalesce(va.billed_cents, l.billed_cents), coalesce(va.plan_cents, l.plan_cents), coalesce(va.member_cents, l.member_cents)
      from estimates e
      cross join lateral (select coalesce(sum(el.billed_cents), 0)::int as billed_cents, coalesce(sum(el.plan_cents), 0)::int as plan_cents,
          coalesce(sum(el.member_cents), 0)::int as member_cents
        from estimate_lines el where el.estimate_id = e.id) l
      -- Issue 26 item 3: an accepted estimate's figures are those it was accepted with, its visit's.
      left join appointments va on va.id = e.appointment_id and va.household_id = e.household_id
      where ${where(conditions)}`,
      newestFirst: sql`e.estimate_date desc, e.id desc`,
    });
  }
  return out;
}

const LIST_COLUMNS = sql`kind, id, patient_id, practice_id, provider_name, date, payment_date, status, billed_cents, plan_cents, member_cents`;

/**
 * The list statement of one shape of filters; its values are placeholders (listValues).
 * The totals sum the filtered rows as they are read. The page takes from each kind only its newest
 * `offset + limit` rows (its household/date index read backwards) and sorts those: each kind is already in
 * the list's order. The household of 2,000 visits was 3 times slower when every row was first collected,
 * then sorted (pgbench, 4 clients: 680 -> 2,200 statements a second).
 */
function transactionsQuery(shape: ListShape): SQL {
  const parts = branches(sql`${sql.placeholder('householdId')}`, shape, sql.placeholder('today'));
  const none = sql`select null::text, null::int, null::int, null::int, null::text, null::date, null::date, null::text, 0, 0, 0 where false`;
  const all =
    parts.length > 0
      ? sql.join(
          parts.map((b) => b.rows),
          sql` union all `,
        )
      : none;
  const newest = sql`${sql.placeholder('offset')}::int + ${sql.placeholder('limit')}::int`;
  const heads =
    parts.length > 0
      ? sql.join(
          parts.map((b) => sql`(${b.rows} order by ${b.newestFirst} limit ${newest})`),
          sql` union all `,
        )
      : none;
  // Names (patient, practice) and a visit's payments (issue 26 item 5) are looked up for the page's rows only,
  // not for the whole filtered set.
  // A voided visit is listed (and counted in `total`, which pages the list) but adds to no sum (issue 26, item 1).
  const counted = sql.raw(`filter (where status is distinct from 'voided')`);
  return sql`with totals as (select count(*)::int as total, coalesce(sum(billed_cents) ${counted}, 0)::int as total_billed_cents,
      coalesce(sum(plan_cents) ${counted}, 0)::int as total_plan_cents, coalesce(sum(member_cents) ${counted}, 0)::int as total_member_cents
      from (${all}) as filtered (${LIST_COLUMNS})),
    pg as (select * from (${heads}) as heads (${LIST_COLUMNS})
      order by date desc, kind, id desc limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')})
    select t.*, pg.kind, pg.id, pg.patient_id, ${patientName} as patient_name, pg.practice_id, pr.name as practice_name, pg.provider_name,
      pg.date::text as date, pg.payment_date::text as payment_date, pg.status, pg.billed_cents, pg.plan_cents, pg.member_cents,
      coalesce(paid.paid_cents, 0)::int as paid_cents, coalesce(paid.methods, '[]'::json) as payment_methods,
      case when pg.kind = 'appointment' then (select coalesce(sum(r.amount_cents), 0) from visit_card_refunds r
        where r.appointment_id = pg.id) else 0 end::int as refunded_cents
    from totals t
    left join pg on true
    left join patients pa on pa.id = pg.patient_id
    left join practices pr on pr.id = pg.practice_id
    left join lateral (select sum(m.cents) as paid_cents, json_agg(m.method order by m.first_id) as methods
      from (select ap.method, sum(ap.amount_cents) as cents, min(ap.id) as first_id from appointment_payments ap
        where pg.kind = 'appointment' and ap.appointment_id = pg.id group by ap.method) m) paid on true
    order by pg.date desc, pg.kind, pg.id desc`;
}

export function receiptsRepository(db: Database) {
  // The list's statements, prepared on first use of each shape of filters.
  const listStatements = new Map<string, PreparedSql<TransactionPageRow>>();

  return {
    /** Reading a receipt or estimate names a patient's care: audited like other personal data. */
    async auditRead(by: AuditBy, entry: AuditEntry): Promise<void> {
      await writeAudit(db, by, entry);
    },

    /**
     * One page of the household's receipts, newest first, and the count and sums of the whole filtered set,
     * in ONE statement: the totals row is always there, the page is left-joined to it. Prepared per shape of
     * filters (planning it cost about as much as running it).
     */
    async transactions(householdId: number, today: string, f: TransactionFilters): Promise<TransactionPageRow[]> {
      const shape = shapeOf(f);
      const name = statementNameOf(shape);
      let statement = listStatements.get(name);
      if (!statement) {
        statement = prepareSql<TransactionPageRow>(db, name, transactionsQuery(shape));
        listStatements.set(name, statement);
      }
      return statement.rows(listValues(householdId, today, f));
    },

    /** One appointment of the household (the member's) or of the practice (the front desk's), with its practice, location and priced lines, or null. */
    async appointment(
      owner: { householdId: number } | { practiceId: number },
      appointmentId: number,
    ): Promise<AppointmentRow | null> {
      const whose =
        'householdId' in owner ? sql`a.household_id = ${owner.householdId}` : sql`a.practice_id = ${owner.practiceId}`;
      const result = await db.execute<AppointmentRow>(sql`select a.id, a.patient_id, ${patientName} as patient_name,
          pr.id as practice_id, pr.name as practice_name, pr.phone as practice_phone,
          loc.address_line_1, loc.address_line_2, loc.city, loc.state, loc.zip, loc.phone as location_phone,
          d.id as dentist_id, (d.first_name || ' ' || d.last_name) as dentist_name,
          a.appointment_date::text as date, a.payment_date::text as payment_date, a.status::text as status,
          coalesce((select json_agg(json_build_object('code', al.procedure_code, 'name', p.name, 'tooth', al.tooth,
              'billed_cents', al.billed_cents, 'allowed_cents', al.allowed_cents, 'plan_cents', al.plan_cents,
              'member_cents', al.member_cents, 'reduction_reason', al.reduction_reason) order by al.id)
            from appointment_lines al join procedures p on p.code = al.procedure_code where al.appointment_id = a.id), '[]'::json) as lines,
          coalesce((select json_agg(json_build_object('date', ap.paid_on, 'amount_cents', ap.amount_cents, 'method', ap.method)
              order by ap.paid_on, ap.id)
            from appointment_payments ap where ap.appointment_id = a.id), '[]'::json) as payments,
          (select coalesce(sum(r.amount_cents), 0)::int from visit_card_refunds r where r.appointment_id = a.id) as refunded_cents
        from appointments a
        join patients pa on pa.id = a.patient_id
        join practices pr on pr.id = a.practice_id
        left join dentists d on d.id = a.dentist_id
        left join lateral (select * from practice_locations l where l.id = a.location_id
            or (a.location_id is null and l.practice_id = a.practice_id) order by l.id limit 1) loc on true
        where a.id = ${appointmentId} and ${whose}`);
      return result.rows[0] ?? null;
    },

    /** One of the household's reimbursements, or null. */
    async reimbursement(householdId: number, reimbursementId: number): Promise<ReimbursementRow | null> {
      const result =
        await db.execute<ReimbursementRow>(sql`select r.id, r.patient_id, ${patientName} as patient_name, r.provider_name,
          r.service_date::text as service_date, to_json(r.submitted_at) #>> '{}' as submitted_at, r.status::text as status,
          r.billed_cents, r.reimbursed_cents, to_json(r.paid_at) #>> '{}' as paid_at, r.denial_reason,
          coalesce((select json_agg(json_build_object('id', d.id, 'name', d.file_name, 'content_type', d.content_type,
              'size_bytes', d.size_bytes, 'uploaded_at', d.uploaded_at) order by d.uploaded_at, d.id)
            from reimbursement_documents d where d.reimbursement_id = r.id), '[]'::json) as documents
        from reimbursements r join patients pa on pa.id = r.patient_id
        where r.id = ${reimbursementId} and r.household_id = ${householdId}`);
      return result.rows[0] ?? null;
    },

    /** One document of the household's reimbursements with its bytes, or null (another household's: null). */
    async documentFile(householdId: number, documentId: number): Promise<DocumentFileRow | null> {
      const result =
        await db.execute<DocumentFileRow>(sql`select d.id, d.reimbursement_id, r.patient_id, d.file_name as name, d.content_type, f.body
        from reimbursement_documents d
        join reimbursements r on r.id = d.reimbursement_id
        join document_files f on f.id = d.file_id
        where d.id = ${documentId} and r.household_id = ${householdId}`);
      return result.rows[0] ?? null;
    },

    /** The practices of the household's visits and estimates, by name (the receipts' practice filter). */
    async practices(householdId: number): Promise<{ id: number; name: string }[]> {
      const result = await db.execute<{ id: number; name: string }>(sql`select pr.id, pr.name from practices pr
        where pr.id in (select a.practice_id from appointments a where a.household_id = ${householdId}
          union select e.practice_id from estimates e where e.household_id = ${householdId} and e.status in ('sent', 'converted'))`);
      return result.rows;
    },
  };
}
export type ReceiptsRepository = ReturnType<typeof receiptsRepository>;
