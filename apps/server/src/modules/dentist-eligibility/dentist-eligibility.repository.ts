// Issue 16 item 3: the patients a practice's eligibility look-up finds, with the benefit in force today and the
// accumulators, by the member module's shared benefit pieces (the same rules as the member home's benefit),
// in one statement; and this practice's network and fees. STYLE: only repositories use Drizzle.
import { sql, type SQL } from 'drizzle-orm';
import type { PatientKeys, PracticeNetworkType, Relationship } from '@dental/domain';
import type { Database } from '../../db/database.js';
import { executeNamed, prepareSql, type PreparedSql } from '../../db/prepared-sql.js';
import {
  auditRowsInsert,
  type AuditActor,
  type AuditEntry,
  type RequestOrigin,
} from '../../platform/audit.repository.js';
import { practicePatientsNote } from '../dentist-patients/index.js';
import { accumulatorColumns, currentBenefitJoin, inOfficePlanNameColumn, type BenefitRow } from '../member/index.js';

/** A found patient: the member home's benefit row plus what the front desk confirms at the counter. */
export type EligibilityRow = BenefitRow & {
  date_of_birth: string;
  relationship: Relationship;
  end_date: string | null;
};

/** Look-ups answer at most this many patients (a last name and a date of birth match twins, not a crowd). */
const MAX_MATCHES = 10;

/** The shape of a look-up: which key finds the patient, and whether fees of Benefit Search codes come with it. */
type LookupShape = `${'member_id' | 'last_name'}_${'fees' | 'no_fees'}`;

/**
 * The practice's network, its fees of the Benefit Search's codes (none for a look-up) and the patients matching
 * the keys, each with the benefit in force today: one statement with every value a placeholder, so it is
 * planned once per connection, not on every look-up (planning it took about 3 ms of PostgreSQL's time, more than
 * running it: issue 16's budget).
 */
function lookupQuery(shape: LookupShape): SQL {
  const match: SQL = shape.startsWith('member_id')
    ? sql`p.member_id = ${sql.placeholder('memberId')}`
    : sql`lower(p.last_name) = lower(${sql.placeholder('lastName')}::text)`;
  const fees = !shape.endsWith('_no_fees')
    ? sql`(select json_object_agg(procedure_code, fee_cents) from practice_fees
        where practice_id = pr.id and procedure_code = any(${sql.placeholder('codes')}::text[]))`
    : sql`null::json`;
  const today = sql.placeholder('today');
  return sql`select pr.network::text as practice_network, ${fees} as practice_fees, f.*
    from practices pr left join lateral (select p.id as patient_id, p.household_id, p.first_name,
      p.middle_name, p.last_name, p.member_id, p.date_of_birth::text as date_of_birth, p.relationship::text as relationship,
      h.is_healthshare,
      b.benefit_type, b.start_date::text as start_date, b.end_date::text as end_date, b.request_reimbursement_form_url,
      null::text as group_number,
      ${inOfficePlanNameColumn(today)} as in_office_plan_name,
      pl.name as plan_name, pl.minimum_network, pl.annual_max_cents, pl.family_max_cents, pl.ortho_lifetime_max_cents,
      pl.ortho_override, pl.ortho_covered_by_default, pl.coverage_pds_percent, pl.coverage_brs_percent,
      pl.coverage_mrs_percent, pl.coverage_ortho_percent,
      ${accumulatorColumns({ start: sql.placeholder('yearStart'), end: sql.placeholder('yearEnd') })}
    from patients p
    join households h on h.id = p.household_id
    ${currentBenefitJoin(today)}
    left join plans pl on pl.id = b.plan_id
    where ${match} and p.date_of_birth = ${sql.placeholder('dateOfBirth')}::date
    order by p.last_name, p.first_name, p.id
    limit ${sql.raw(String(MAX_MATCHES))}) f on true
    where pr.id = ${sql.placeholder('practiceId')}
    order by f.last_name, f.first_name, f.patient_id`;
}

type LookupRow = { practice_network: PracticeNetworkType; practice_fees: Record<string, number> | null } & (
  | EligibilityRow
  | { patient_id: null }
);

/** A text[] parameter's literal: catalogue codes are letters and digits, quoted all the same. */
const textArray = (values: readonly string[]) => `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

export function dentistEligibilityRepository(db: Database) {
  const lookups: Record<LookupShape, PreparedSql<LookupRow>> = {
    member_id_fees: prepareSql(db, 'dentist_lookup_member_id_fees', lookupQuery('member_id_fees')),
    member_id_no_fees: prepareSql(db, 'dentist_lookup_member_id', lookupQuery('member_id_no_fees')),
    last_name_fees: prepareSql(db, 'dentist_lookup_last_name_fees', lookupQuery('last_name_fees')),
    last_name_no_fees: prepareSql(db, 'dentist_lookup_last_name', lookupQuery('last_name_no_fees')),
  };

  return {
    /**
     * The practice's network, its fees of `codes` (the Benefit Search's; none for a look-up) and the patients
     * matching the keys (member id wins over last name), each with the benefit in force on `today`: one
     * prepared statement, as the front desk's look-up is the portal's busiest call (issue 16's budget).
     */
    async findPatients(
      practiceId: number,
      keys: PatientKeys,
      today: string,
      year: { start: string; end: string },
      codes: readonly string[] = [],
    ): Promise<{ network: PracticeNetworkType; fees: Record<string, number>; rows: EligibilityRow[] }> {
      const byMemberId = keys.member_id !== undefined;
      const shape: LookupShape = `${byMemberId ? 'member_id' : 'last_name'}_${codes.length > 0 ? 'fees' : 'no_fees'}`;
      const rows = await lookups[shape].rows({
        practiceId,
        ...(byMemberId ? { memberId: keys.member_id } : { lastName: keys.last_name ?? '' }),
        dateOfBirth: keys.date_of_birth,
        today,
        yearStart: year.start,
        yearEnd: year.end,
        ...(codes.length > 0 ? { codes: textArray(codes) } : {}),
      });
      const [first] = rows;
      if (!first) throw new Error(`practice ${practiceId} not found`);
      return {
        network: first.practice_network,
        fees: first.practice_fees ?? {},
        rows: rows.filter((row): row is typeof row & EligibilityRow => row.patient_id !== null),
      };
    },

    /**
     * Counts the user's look-ups since `since` and records this one when fewer than `max` came before it, in
     * one statement (decision 0030), which also clears this user's look-ups that left the window (the table
     * holds at most `max` rows per user, with no clean-up pass in anyone's request). Answers the count before
     * this one and the oldest of them (for Retry-After).
     */
    async recordLookup(
      userId: number,
      now: Date,
      since: Date,
      max: number,
    ): Promise<{ recent: number; oldest: string | null }> {
      const rows = await executeNamed<{ recent: number; oldest: string | null }>(
        db,
        'lookup_record',
        sql`with recent as (
          select count(*)::int as recent, min(at) as oldest from eligibility_lookup_throttle
          where user_id = ${userId} and at > ${since.toISOString()}::timestamptz),
        recorded as (insert into eligibility_lookup_throttle (user_id, at)
          select ${userId}, ${now.toISOString()}::timestamptz from recent where recent.recent < ${max} returning 1),
        cleared as (delete from eligibility_lookup_throttle
          where user_id = ${userId} and at <= ${since.toISOString()}::timestamptz returning 1)
        select recent, to_char(oldest at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as oldest,
          (select count(*) from recorded) as recorded, (select count(*) from cleared) as cleared from recent`,
      );
      const row = rows[0];
      return { recent: row?.recent ?? 0, oldest: row?.oldest ?? null };
    },

    /** The user's look-ups since `since` and the oldest of them, counting nothing. */
    async recentLookups(userId: number, since: Date): Promise<{ recent: number; oldest: string | null }> {
      const rows = await executeNamed<{ recent: number; oldest: string | null }>(
        db,
        'lookup_recent',
        sql`select count(*)::int as recent,
          to_char(min(at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as oldest
        from eligibility_lookup_throttle where user_id = ${userId} and at > ${since.toISOString()}::timestamptz`,
      );
      const row = rows[0];
      return { recent: row?.recent ?? 0, oldest: row?.oldest ?? null };
    },

    /**
     * One audit row per patient shown (a read of that patient's record by the practice user) and the
     * patients noted as the practice's, checked at `at` (decision 0030): one statement, one commit.
     */
    async recordShown(
      origin: RequestOrigin,
      actor: AuditActor,
      entries: readonly [AuditEntry, ...AuditEntry[]],
      note: { practiceId: number; patientIds: readonly number[]; checkedAt: Date },
    ): Promise<void> {
      await executeNamed(
        db,
        'lookup_audit',
        sql`with audited as ${auditRowsInsert(db, origin, actor, entries)} ${practicePatientsNote(note)}`,
      );
    },
  };
}
export type DentistEligibilityRepository = ReturnType<typeof dentistEligibilityRepository>;
