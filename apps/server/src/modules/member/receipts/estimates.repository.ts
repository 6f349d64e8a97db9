// The queries of a household's estimates with everything the coverage engine needs to re-price them today
// (STYLE: only repositories use Drizzle). One statement per page or per estimate.
import { sql, type SQL } from 'drizzle-orm';
import type { Network, PracticeNetworkType, ServiceType } from '@dental/domain';
import type { Database } from '../../../db/database.js';
import { accumulatorColumns, currentBenefitJoin, frequencyColumns, type PricingColumns } from '../../coverage/index.js';
import { writeAudit, type AuditBy, type AuditEntry } from '../../../platform/audit.repository.js';
import type { LineRow } from './receipts.repository.js';

export type EstimateLineRow = {
  code: string;
  name: string;
  tooth: string | null;
  billed_cents: number;
  service_type: ServiceType;
  is_ortho: boolean;
};

/** A line of the visit an estimate became, as the visit priced it when it was recorded (a receipt's line). */
export type EstimateVisitLineRow = LineRow;

/** An estimate, its lines, the plan in force today (null columns: none) and the accumulators today. */
export type EstimateRow = {
  total: number;
  id: number;
  patient_id: number;
  patient_name: string;
  practice_id: number;
  practice_name: string;
  practice_network: PracticeNetworkType;
  date: string;
  valid_until: string | null;
  /** The practice's status (decision 0032): sent or converted, the only ones a member sees. */
  practice_status: 'sent' | 'converted';
  lines: EstimateLineRow[];
  /** The visit a converted estimate became (null otherwise), its date and its priced lines (issue 26 item 3). */
  visit_id: number | null;
  visit_date: string | null;
  visit_lines: EstimateVisitLineRow[] | null;
  minimum_network: Network | null;
  annual_max_cents: number | null;
  family_max_cents: number | null;
  ortho_lifetime_max_cents: number | null;
  ortho_override: boolean | null;
  ortho_covered_by_default: boolean | null;
  coverage_pds_percent: number | null;
  coverage_brs_percent: number | null;
  coverage_mrs_percent: number | null;
  coverage_ortho_percent: number | null;
  patient_year_cents: number;
  household_year_cents: number;
  patient_ortho_lifetime_cents: number;
} & PricingColumns;

/**
 * The household's estimates matching `where` (one page of them), each with its lines, plan and accumulators,
 * and the count of all that match: the count row is always there and the page is left-joined to it, so a
 * page past the last one still answers the total in the same statement (its row has a null id).
 */
function estimatesQuery(
  householdId: number,
  today: string,
  year: { start: string; end: string },
  where: SQL,
  paging: SQL,
): SQL {
  return sql`with mine as materialized (
      select e.* from estimates e
      where e.household_id = ${householdId}
        -- Decision 0032: a practice's draft is not the member's yet, and a voided one was withdrawn.
        and e.status in ('sent', 'converted') and ${where}
    ),
    counted as (select count(*)::int as total from mine),
    page as (select * from mine order by estimate_date desc, id desc ${paging})
    select c.total, e.id, p.id as patient_id, (p.first_name || ' ' || p.last_name) as patient_name,
      pr.id as practice_id, pr.name as practice_name, pr.network::text as practice_network,
      e.estimate_date::text as date, e.valid_until::text as valid_until, e.status as practice_status,
      coalesce((select json_agg(json_build_object('code', el.procedure_code, 'name', c.name, 'tooth', el.tooth,
          'billed_cents', el.billed_cents, 'service_type', c.service_type, 'is_ortho', c.is_ortho) order by el.id)
        from estimate_lines el join procedures c on c.code = el.procedure_code where el.estimate_id = e.id), '[]'::json) as lines,
      -- Issue 26 item 3: a converted estimate keeps the figures it was accepted with, its visit's as recorded.
      va.id as visit_id, va.appointment_date::text as visit_date,
      case when va.id is null then null else coalesce((select json_agg(json_build_object('code', al.procedure_code,
          'name', c.name, 'tooth', al.tooth, 'billed_cents', al.billed_cents, 'allowed_cents', al.allowed_cents,
          'plan_cents', al.plan_cents, 'member_cents', al.member_cents, 'reduction_reason', al.reduction_reason)
          order by al.id)
        from appointment_lines al join procedures c on c.code = al.procedure_code where al.appointment_id = va.id), '[]'::json)
      end as visit_lines,
      pl.minimum_network, pl.annual_max_cents, pl.family_max_cents, pl.ortho_lifetime_max_cents, pl.ortho_override,
      pl.ortho_covered_by_default, pl.coverage_pds_percent, pl.coverage_brs_percent, pl.coverage_mrs_percent, pl.coverage_ortho_percent,
      ${accumulatorColumns(year)}, p.date_of_birth::text as date_of_birth, ${frequencyColumns()}
    from counted c
    left join page e on true
    left join patients p on p.id = e.patient_id
    left join practices pr on pr.id = e.practice_id
    left join appointments va on va.id = e.appointment_id and va.household_id = e.household_id
    ${currentBenefitJoin(today)}
    left join plans pl on pl.id = b.plan_id
    order by e.estimate_date desc, e.id desc`;
}

/** Rows of estimates (the count-only row past the last page dropped). */
function estimatesOf(rows: (Omit<EstimateRow, 'id'> & { id: number | null })[]): EstimateRow[] {
  return rows.flatMap((row) => (row.id === null ? [] : [{ ...row, id: row.id }]));
}

export function estimatesRepository(db: Database) {
  return {
    /** One page of the household's estimates, newest first, and how many there are in all: one statement. */
    async page(
      householdId: number,
      today: string,
      year: { start: string; end: string },
      page: number,
      pageSize: number,
    ): Promise<{ total: number; rows: EstimateRow[] }> {
      const paging = sql`limit ${pageSize} offset ${(page - 1) * pageSize}`;
      const result = await db.execute<Omit<EstimateRow, 'id'> & { id: number | null }>(
        estimatesQuery(householdId, today, year, sql`true`, paging),
      );
      return { total: result.rows[0]?.total ?? 0, rows: estimatesOf(result.rows) };
    },

    /** One of the household's estimates, or null. */
    async one(
      householdId: number,
      today: string,
      year: { start: string; end: string },
      estimateId: number,
    ): Promise<EstimateRow | null> {
      const result = await db.execute<Omit<EstimateRow, 'id'> & { id: number | null }>(
        estimatesQuery(householdId, today, year, sql`e.id = ${estimateId}`, sql``),
      );
      return estimatesOf(result.rows)[0] ?? null;
    },

    /** Reading an estimate names a patient's planned care: audited like other personal data. */
    async auditRead(by: AuditBy, entry: AuditEntry): Promise<void> {
      await writeAudit(db, by, entry);
    },
  };
}
export type EstimatesRepository = ReturnType<typeof estimatesRepository>;
