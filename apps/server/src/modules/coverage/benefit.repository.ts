// The queries of the benefit, plan details and ID cards (STYLE: only repositories use Drizzle). Each answer
// is ONE statement (issue 4 budget): the patient, the current benefit, its plan, the group number, the
// in-office plan name and the three accumulators, read together.
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { BenefitType, FrequencyLimit, HistoryLine, MembershipDetails, Network } from '@dental/domain';
import type { Database } from '../../db/database.js';
import { prepareSql } from '../../db/prepared-sql.js';
import { coverPlanIdOn } from './group-plan.repository.js';

/** A value of a query: given now, or a placeholder filled in on each call of a prepared statement. */
export type SqlValue = string | Placeholder;

/** A patient with the current benefit and what the plan has paid (cents), as one row. */
export type BenefitRow = {
  patient_id: number;
  household_id: number;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  member_id: string;
  is_healthshare: boolean;
  /** null when the patient has no benefit in force today (answered as 'inactive'). */
  benefit_type: BenefitType | null;
  start_date: string | null;
  request_reimbursement_form_url: string | null;
  group_number: string | null;
  in_office_plan_name: string | null;
  plan_name: string | null;
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
};

/**
 * The benefit in force on `today` of the patient aliased `p` (latest start first), as a lateral join
 * aliased `b`, with the plan in force that day (`coverPlanIdOn`). Shared with the family list.
 */
export function currentBenefitJoin(today: SqlValue): SQL {
  // The plan of the one row kept (issue 27 item 2): an employer cover's is its company's offering that month.
  return sql`left join lateral (
      select cb.benefit_type, ${coverPlanIdOn('cb', today)} as plan_id, cb.employer_id, cb.start_date, cb.end_date,
        cb.request_reimbursement_form_url
      from (select * from benefits ib
        where ib.patient_id = p.id and ib.start_date <= ${today} and (ib.end_date is null or ib.end_date >= ${today})
        order by ib.start_date desc, ib.id desc
        limit 1) cb
    ) b on true`;
}

/**
 * The name of the in-office plan covering patient `p` on `today`, or null. Looked up only for an in-office
 * benefit `b` (CASE is evaluated lazily), so other members' calls never touch the purchases.
 */
export function inOfficePlanNameColumn(today: SqlValue): SQL {
  return sql`case when b.benefit_type = 'in office' then (select iop.name
      from purchase_covered_patients pcp
      join in_office_plan_purchases pur on pur.id = pcp.purchase_id
      join in_office_plans iop on iop.id = pur.plan_id
      where pcp.patient_id = p.id and pur.status = 'Active' and pur.start_date <= ${today} and pur.end_date >= ${today}
      order by pur.start_date desc
      limit 1) end`;
}

export type BenefitYear = { start: SqlValue; end: SqlValue };

/** The plan's share of non-voided visit lines matching `condition` (aliases ap, al, pr). */
function paidOnVisits(condition: SQL): SQL {
  return sql`coalesce((select sum(al.plan_cents)
      from appointments ap
      join appointment_lines al on al.appointment_id = ap.id
      join procedures pr on pr.code = al.procedure_code
      where ap.status <> 'voided' and ${condition}), 0)::int`;
}

/** Approved or paid reimbursements of the benefit year matching `condition` (alias r). */
function reimbursedInYear(year: BenefitYear, condition: SQL): SQL {
  return sql`coalesce((select sum(r.reimbursed_cents) from reimbursements r
      where r.status in ('approved', 'paid') and r.service_date between ${year.start} and ${year.end} and ${condition}), 0)::int`;
}

/** What the plan paid against patient `p`'s individual (annual) maximum in the benefit year. */
export function patientYearPaid(year: BenefitYear): SQL {
  const inYear = sql`ap.appointment_date between ${year.start} and ${year.end}`;
  return sql`${paidOnVisits(sql`ap.patient_id = p.id and not pr.is_ortho and ${inYear}`)} + ${reimbursedInYear(year, sql`r.patient_id = p.id`)}`;
}

/**
 * The accumulators of patient `p` (DESIGN §4: computed from claims, never stored): the plan's share of the
 * non-voided receipts' lines and the approved or paid reimbursements (a claim the plan paid too; never ortho,
 * reimbursements have no lines), non-ortho in the benefit year for the patient and the household, ortho for
 * the patient's lifetime. The benefit, the estimates, the family list and the seed's pricing all use these
 * sums (seed-audit.ts checks the seed against them).
 */
export function accumulatorColumns(year: BenefitYear): SQL {
  const inYear = sql`ap.appointment_date between ${year.start} and ${year.end}`;
  return sql`${patientYearPaid(year)} as patient_year_cents,
      ${paidOnVisits(sql`ap.household_id = p.household_id and not pr.is_ortho and ${inYear}`)} + ${reimbursedInYear(year, sql`r.household_id = p.household_id`)} as household_year_cents,
      ${paidOnVisits(sql`ap.patient_id = p.id and pr.is_ortho`)} as patient_ortho_lifetime_cents`;
}

/**
 * Issue 26 item 20 (decision 0049): the frequency limits of plan `pl` and patient `p`'s procedures they limit,
 * as `frequency_limits` and `procedure_history` ([{code, date, tooth, counts}], oldest first): non-voided visit lines at
 * any practice (a code, a date and a tooth: never the practice). Empty when the plan has no limits or no plan is
 * in force.
 */
export function frequencyColumns(): SQL {
  return sql`coalesce(pl.frequency_limits, '[]'::jsonb) as frequency_limits,
      case when jsonb_array_length(coalesce(pl.frequency_limits, '[]'::jsonb)) = 0 then '[]'::json else
      coalesce((select json_agg(json_build_object('code', fl.procedure_code, 'date', fa.appointment_date::text,
          'tooth', fl.tooth, 'counts', coalesce(fl.reduction_reason, '') not in ('frequency limit reached', 'age limit reached'))
          order by fa.appointment_date, fl.id)
        from appointments fa
        join appointment_lines fl on fl.appointment_id = fa.id
        where fa.patient_id = p.id and fa.status <> 'voided' and fl.procedure_code in (
          select jsonb_array_elements_text(lim->'codes') from jsonb_array_elements(pl.frequency_limits) lim)),
        '[]'::json) end as procedure_history`;
}

/** What `frequencyColumns` reads. */
export interface FrequencyColumns {
  frequency_limits: FrequencyLimit[];
  procedure_history: HistoryLine[];
}

/** A patient's frequency columns and the birth date an age limit is counted from. */
export type PricingColumns = FrequencyColumns & { date_of_birth: string };

/** The benefit row of the patient `where` picks, with `extra` columns (e.g. `frequencyColumns`) after the rest. */
function benefitQuery(where: SQL, today: SqlValue, year: BenefitYear, extra: SQL = sql``): SQL {
  return sql`select p.id as patient_id, p.household_id, p.first_name, p.middle_name, p.last_name, p.member_id,
      h.is_healthshare,
      b.benefit_type, b.start_date::text as start_date, b.request_reimbursement_form_url,
      e.group_number,
      ${inOfficePlanNameColumn(today)} as in_office_plan_name,
      pl.name as plan_name, pl.minimum_network, pl.annual_max_cents, pl.family_max_cents, pl.ortho_lifetime_max_cents,
      pl.ortho_override, pl.ortho_covered_by_default, pl.coverage_pds_percent, pl.coverage_brs_percent,
      pl.coverage_mrs_percent, pl.coverage_ortho_percent,
      ${accumulatorColumns(year)} ${extra}
    from patients p
    join households h on h.id = p.household_id
    ${currentBenefitJoin(today)}
    left join plans pl on pl.id = b.plan_id
    left join employers e on e.id = b.employer_id and b.benefit_type = 'employer'
    where ${where}
    limit 1`;
}

export function benefitRepository(db: Database) {
  // The benefit call of every member home: prepared once per connection (planning alone took ~2.6 ms a call).
  const ownBenefitStatement = prepareSql<BenefitRow>(
    db,
    'member_own_benefit',
    benefitQuery(sql`p.user_id = ${sql.placeholder('userId')}`, sql.placeholder('today'), {
      start: sql.placeholder('yearStart'),
      end: sql.placeholder('yearEnd'),
    }),
  );

  // The price check and the estimates read a family member's benefit on every call: prepared as well.
  const householdBenefitStatement = prepareSql<BenefitRow>(
    db,
    'member_household_benefit',
    benefitQuery(
      sql`p.id = ${sql.placeholder('patientId')} and p.household_id = ${sql.placeholder('householdId')}`,
      sql.placeholder('today'),
      { start: sql.placeholder('yearStart'), end: sql.placeholder('yearEnd') },
    ),
  );

  // The price check's: the same row with the patient's frequency limits and history (issue 26 item 20).
  const householdPricingStatement = prepareSql<BenefitRow & PricingColumns>(
    db,
    'member_household_pricing',
    benefitQuery(
      sql`p.id = ${sql.placeholder('patientId')} and p.household_id = ${sql.placeholder('householdId')}`,
      sql.placeholder('today'),
      { start: sql.placeholder('yearStart'), end: sql.placeholder('yearEnd') },
      sql`, p.date_of_birth::text as date_of_birth, ${frequencyColumns()}`,
    ),
  );

  return {
    /** The signed-in member's own patient with benefit and accumulators, or null (no patient record). */
    async findForUser(userId: number, today: string, year: { start: string; end: string }): Promise<BenefitRow | null> {
      const [row] = await ownBenefitStatement.rows({ userId, today, yearStart: year.start, yearEnd: year.end });
      return row ?? null;
    },

    /** A patient of the caller's household (any other household: null). */
    async findInCallersHousehold(
      householdId: number,
      patientId: number,
      today: string,
      year: { start: string; end: string },
    ): Promise<BenefitRow | null> {
      const [row] = await householdBenefitStatement.rows({
        patientId,
        householdId,
        today,
        yearStart: year.start,
        yearEnd: year.end,
      });
      return row ?? null;
    },

    /** As `findInCallersHousehold`, with what a price needs beside: the frequency limits and history. */
    async findForPricing(
      householdId: number,
      patientId: number,
      today: string,
      year: { start: string; end: string },
    ): Promise<(BenefitRow & PricingColumns) | null> {
      const [row] = await householdPricingStatement.rows({
        patientId,
        householdId,
        today,
        yearStart: year.start,
        yearEnd: year.end,
      });
      return row ?? null;
    },

    /**
     * The in-office membership covering patient `patientId` on `today` (the newest current purchase): its
     * practice, what the plan includes (with the catalogue's names), the discount and the purchase's term.
     */
    async currentMembership(patientId: number, today: string): Promise<MembershipRow | null> {
      const result = await db.execute<MembershipRow>(sql`select pr.name as practice_name, iop.discount_percent,
          pur.start_date::text as start_date, pur.end_date::text as end_date,
          coalesce((select json_agg(json_build_object('procedure_code', inc->>'procedureCode',
              'description', coalesce(pc.name, inc->>'procedureCode'), 'times_per_term', (inc->>'timesPerTerm')::int) order by ord)
            from jsonb_array_elements(iop.includes) with ordinality as e(inc, ord)
            left join procedures pc on pc.code = inc->>'procedureCode'), '[]'::json) as includes
        from purchase_covered_patients pcp
        join in_office_plan_purchases pur on pur.id = pcp.purchase_id
        join in_office_plans iop on iop.id = pur.plan_id
        join practices pr on pr.id = iop.practice_id
        where pcp.patient_id = ${patientId} and pur.status = 'Active' and pur.start_date <= ${today} and pur.end_date >= ${today}
        order by pur.start_date desc
        limit 1`);
      return result.rows[0] ?? null;
    },
  };
}
export type BenefitRepository = ReturnType<typeof benefitRepository>;

/** An in-office membership as the plan details read it. */
export type MembershipRow = MembershipDetails & {
  start_date: string;
  end_date: string;
};
