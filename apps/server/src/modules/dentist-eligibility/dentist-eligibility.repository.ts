// Issue 16 item 3: the patients a practice's eligibility look-up finds, with the benefit in force today and the
// accumulators, by the member module's shared benefit pieces (the same rules as the member home's benefit),
// in one statement; and this practice's network and fees. STYLE: only repositories use Drizzle.
import { sql, type SQL } from 'drizzle-orm';
import type { PatientKeys, PracticeNetworkType, Relationship } from '@dental/domain';
import type { Database } from '../../db/database.js';
import { executeNamed, prepareSql, type PreparedSql } from '../../db/prepared-sql.js';
import { AUDIT_ACTIONS, type RequestOrigin } from '../../platform/audit.repository.js';
import { practicePatientsNoteFrom } from '../dentist-patients/index.js';
import { accumulatorColumns, currentBenefitJoin, inOfficePlanNameColumn, type BenefitRow } from '../coverage/index.js';

/** A found patient: the member home's benefit row plus what the front desk confirms at the counter. */
export type EligibilityRow = BenefitRow & {
  date_of_birth: string;
  relationship: Relationship;
  end_date: string | null;
};

/** Look-ups answer at most this many patients (a last name and a date of birth match twins, not a crowd). */
const MAX_MATCHES = 10;

/**
 * The throttle's count of a user's look-ups in the window, this one recorded when under `max`, and the user's
 * look-ups that left the window cleared (decision 0030): CTEs `recent`, `recorded` and `cleared` of one
 * statement, so the table holds at most `max` rows per user with no clean-up pass in anyone's request.
 */
function throttleCtes(v: { userId: SQL; now: SQL; since: SQL; max: SQL }): SQL {
  return sql`recent as (select count(*)::int as recent, min(at) as oldest from eligibility_lookup_throttle
      where user_id = ${v.userId} and at > ${v.since}),
    recorded as (insert into eligibility_lookup_throttle (user_id, at)
      select ${v.userId}, ${v.now} from recent where recent.recent < ${v.max} returning 1),
    cleared as (delete from eligibility_lookup_throttle where user_id = ${v.userId} and at <= ${v.since} returning 1)`;
}

/** The throttle's answer from `recent`: the count before this look-up and the oldest of them (for Retry-After). */
const THROTTLE_COLUMNS = sql`recent.recent, to_char(recent.oldest at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as oldest,
  (select count(*) from recorded) as recorded, (select count(*) from cleared) as cleared`;

/**
 * The shape of a look-up: which key finds the patient, and which call it is. The eligibility look-up shows
 * every patient found; the Benefit Search (with the practice's fees of its codes) shows one, and only when the
 * keys match one patient (several: it asks for the member id, and shows no one).
 */
type LookupShape = `${'member_id' | 'last_name'}_${'eligibility' | 'benefit_search'}`;

/**
 * The whole look-up in one statement with every value a placeholder (planned once per connection; planning it
 * took about 3 ms of PostgreSQL's time, more than running it): the throttle counts it, and only under the
 * limit does it find the practice's network, its fees of the Benefit Search's codes and the patients matching
 * the keys, each with the benefit in force today, then write one audit row per patient shown (a read of that
 * patient's record by the practice user) and note each as one of the practice's patients, checked now. One
 * round trip and one commit for the front desk's busiest call (issue 16's budget).
 */
function lookupQuery(shape: LookupShape): SQL {
  const benefitSearch = shape.endsWith('benefit_search');
  const match: SQL = shape.startsWith('member_id')
    ? sql`p.member_id = ${sql.placeholder('memberId')}`
    : sql`lower(p.last_name) = lower(${sql.placeholder('lastName')}::text)`;
  const fees = benefitSearch
    ? sql`(select json_object_agg(procedure_code, fee_cents) from practice_fees
        where practice_id = pr.id and procedure_code = any(${sql.placeholder('codes')}::text[]))`
    : sql`null::json`;
  const today = sql.placeholder('today');
  const userId = sql`${sql.placeholder('userId')}::int`;
  const practiceId = sql`${sql.placeholder('practiceId')}::int`;
  const now = sql`${sql.placeholder('now')}::timestamptz`;
  const max = sql`${sql.placeholder('max')}::int`;
  const shown = benefitSearch
    ? sql`select patient_id from found where patient_id is not null
        and (select count(*) from found where patient_id is not null) = 1`
    : sql`select patient_id from found where patient_id is not null`;
  return sql`with ${throttleCtes({ userId, now, since: sql`${sql.placeholder('since')}::timestamptz`, max })},
    found as (select pr.network::text as practice_network, ${fees} as practice_fees, f.*
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
      where pr.id = ${practiceId} and (select recent.recent from recent) < ${max}),
    audited as (insert into audit_log (actor_user_id, actor_account_type, action, outcome, subject_type, subject_id,
        ip, request_id, details)
      select ${userId}, 'dentist', ${AUDIT_ACTIONS.eligibilityRead}, 'success', 'patient', shown.patient_id::text,
        ${sql.placeholder('ip')}::text, ${sql.placeholder('requestId')}::text,
        jsonb_build_object('practice_id', ${practiceId}, 'call', ${benefitSearch ? 'benefit_search' : 'eligibility'}::text,
          'key', ${sql.placeholder('key')}::text)
      from (${shown}) as shown returning 1),
    noted as (${practicePatientsNoteFrom({ practiceId, patientIds: shown, checkedAt: now, visitDate: sql`null::date` })}
      returning 1)
    select ${THROTTLE_COLUMNS}, (select count(*) from audited) as audited, (select count(*) from noted) as noted, found.*
    from recent left join found on true
    order by found.last_name, found.first_name, found.patient_id`;
}

type LookupRow = { recent: number; oldest: string | null } & (
  | ({ practice_network: PracticeNetworkType; practice_fees: Record<string, number> | null } & (
      | EligibilityRow
      | { patient_id: null }
    ))
  | { practice_network: null; patient_id: null }
);

/** What a look-up answers: the throttle's count, and (under the limit) the practice and the patients found. */
export interface LookupAnswer {
  /** The user's look-ups in the window before this one, and the oldest of them (for Retry-After). */
  throttle: { recent: number; oldest: string | null };
  /** null at the limit: nothing was found, audited or noted. */
  found: { network: PracticeNetworkType; fees: Record<string, number>; rows: EligibilityRow[] } | null;
}

/** A text[] parameter's literal: catalogue codes are letters and digits, quoted all the same. */
const textArray = (values: readonly string[]) => `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

export function dentistEligibilityRepository(db: Database) {
  const lookups: Record<LookupShape, PreparedSql<LookupRow>> = {
    member_id_eligibility: prepareSql(db, 'dentist_lookup_member_id', lookupQuery('member_id_eligibility')),
    last_name_eligibility: prepareSql(db, 'dentist_lookup_last_name', lookupQuery('last_name_eligibility')),
    member_id_benefit_search: prepareSql(db, 'dentist_search_member_id', lookupQuery('member_id_benefit_search')),
    last_name_benefit_search: prepareSql(db, 'dentist_search_last_name', lookupQuery('last_name_benefit_search')),
  };

  return {
    /**
     * A look-up by the front desk, in one statement (`lookupQuery`): counted by the throttle, and under its
     * limit the practice's network, its fees of `codes` (the Benefit Search's) and the patients matching the
     * keys (member id wins over last name) with the benefit in force on `today`, those shown audited and noted
     * as the practice's. The caller refuses the call when `recent` is at the limit (nothing else was done).
     */
    async lookUp(look: {
      call: 'eligibility' | 'benefit_search';
      userId: number;
      practiceId: number;
      keys: PatientKeys;
      today: string;
      year: { start: string; end: string };
      codes?: readonly string[];
      throttle: { now: Date; since: Date; max: number };
      origin: RequestOrigin;
    }): Promise<LookupAnswer> {
      const byMemberId = look.keys.member_id !== undefined;
      const shape: LookupShape = `${byMemberId ? 'member_id' : 'last_name'}_${look.call}`;
      const rows = await lookups[shape].rows({
        userId: look.userId,
        practiceId: look.practiceId,
        ...(byMemberId ? { memberId: look.keys.member_id } : { lastName: look.keys.last_name ?? '' }),
        dateOfBirth: look.keys.date_of_birth,
        today: look.today,
        yearStart: look.year.start,
        yearEnd: look.year.end,
        ...(look.call === 'benefit_search' ? { codes: textArray(look.codes ?? []) } : {}),
        now: look.throttle.now.toISOString(),
        since: look.throttle.since.toISOString(),
        max: look.throttle.max,
        ip: look.origin.ip,
        requestId: look.origin.requestId,
        key: byMemberId ? 'member_id' : 'last_name',
      });
      const [first] = rows;
      if (!first) throw new Error('look-up: no row');
      const throttle = { recent: first.recent, oldest: first.oldest };
      if (first.practice_network === null) {
        if (first.recent < look.throttle.max) throw new Error(`practice ${look.practiceId} not found`);
        return { throttle, found: null };
      }
      return {
        throttle,
        found: {
          network: first.practice_network,
          fees: first.practice_fees ?? {},
          rows: rows.filter((row): row is typeof row & EligibilityRow => row.patient_id !== null),
        },
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
        sql`with ${throttleCtes({
          userId: sql`${userId}`,
          now: sql`${now.toISOString()}::timestamptz`,
          since: sql`${since.toISOString()}::timestamptz`,
          max: sql`${max}::int`,
        })}
        select ${THROTTLE_COLUMNS} from recent`,
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
  };
}
export type DentistEligibilityRepository = ReturnType<typeof dentistEligibilityRepository>;
