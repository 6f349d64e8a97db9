// Issue 16 item 3: the patients a practice's eligibility look-up finds, with the benefit in force today and the
// accumulators, by the member module's shared benefit pieces (the same rules as the member home's benefit),
// in one statement; and this practice's network and fees. STYLE: only repositories use Drizzle.
import { sql, type SQL } from 'drizzle-orm';
import type { HouseholdMember, PatientKeys, PracticeNetworkType, Relationship } from '@dental/domain';
import type { Database } from '../../../db/database.js';
import { executeNamed } from '../../../db/prepared-sql.js';
import {
  AUDIT_ACTIONS,
  writeAudit,
  type AuditBy,
  type AuditEntry,
  type RequestOrigin,
} from '../../../platform/audit.repository.js';
import { practicePatientsNoteFrom } from '../patients/index.js';
import {
  accumulatorColumns,
  currentBenefitJoin,
  frequencyColumns,
  inOfficePlanNameColumn,
  type BenefitRow,
  type FrequencyColumns,
} from '../../coverage/index.js';

/** A found patient: the member home's benefit row plus what the front desk confirms at the counter. */
export type EligibilityRow = BenefitRow &
  FrequencyColumns & {
    date_of_birth: string;
    relationship: Relationship;
    end_date: string | null;
    /** Issue 26 item 23: the household's other covered people (empty for the Benefit Search). */
    household: (HouseholdMember & { patient_id: number })[];
  };

/**
 * Issue 26 item 23: the other people of patient `p`'s household with a benefit in force on `today` that is not
 * inactive, as JSON, when `p` is covered (the covered household is what the card shows, not the whole family).
 */
function householdColumn(today: string): SQL {
  const covered = (alias: string) =>
    sql`coalesce((select cb.benefit_type::text from benefits cb where cb.patient_id = ${sql.raw(alias)}.id
      and cb.start_date <= ${today} and (cb.end_date is null or cb.end_date >= ${today})
      order by cb.start_date desc, cb.id desc limit 1), 'inactive') <> 'inactive'`;
  return sql`case when coalesce(b.benefit_type::text, 'inactive') <> 'inactive' then (select coalesce(json_agg(
      json_build_object('member_id', o.member_id, 'first_name', o.first_name, 'last_name', o.last_name,
        'date_of_birth', o.date_of_birth::text, 'relationship', o.relationship, 'patient_id', o.id)
      order by o.relationship, o.date_of_birth, o.id), '[]'::json)
    from patients o where o.household_id = p.household_id and o.id <> p.id and ${covered('o')})
    else '[]'::json end`;
}

/** Look-ups answer at most this many patients (a last name and a date of birth match twins, not a crowd). */
const MAX_MATCHES = 10;

/** Transaction-scoped advisory lock namespaces: the practice's look-ups, then the address's (never a cycle). */
const LOOKUP_PRACTICE_LOCK = 160_006;
const LOOKUP_ADDRESS_LOCK = 160_007;

/**
 * Issue 26 item 15: the count and the record of a look-up are one step. Under READ COMMITTED two statements
 * that start together both count the rows committed before either (67 answered for a limit of 60), so each
 * look-up first takes transaction-scoped locks on its practice and then its address, and counts in the next
 * statement, which sees every look-up committed before the lock was granted. The practice's lock covers its
 * users too (a user belongs to one practice).
 */
function lockThrottle(practiceId: number, ip: string): SQL {
  return sql`select pg_advisory_xact_lock(${sql.raw(String(LOOKUP_PRACTICE_LOCK))}, ${practiceId}::int),
    pg_advisory_xact_lock(${sql.raw(String(LOOKUP_ADDRESS_LOCK))}, hashtext(${ip}::text))`;
}

/** The limits a look-up is counted against (decision 0030 per user; decision 0046 per practice and address). */
export interface ThrottleLimits {
  now: Date;
  since: Date;
  user: number;
  practice: number;
  address: number;
}

/**
 * The throttle's counts of the user's, the practice's and the address's look-ups in the window, this one
 * recorded when under every limit, and the user's look-ups that left the window cleared (decision 0030): CTEs
 * `recent`, `recorded` and `cleared` of one statement, so the table holds at most the limit's rows per user with
 * no clean-up pass in anyone's request. Run after `lockThrottle`, in its transaction.
 */
function throttleCtes(v: { userId: SQL; practiceId: SQL; ip: SQL; now: SQL; since: SQL; limits: SQL[] }): SQL {
  const [user, practice, address] = v.limits;
  const scope = (where: SQL, name: string) =>
    sql`(select count(*)::int from eligibility_lookup_throttle where ${where} and at > ${v.since}) as ${sql.raw(name)}_recent,
      (select min(at) from eligibility_lookup_throttle where ${where} and at > ${v.since}) as ${sql.raw(name)}_oldest`;
  return sql`counts as (select ${scope(sql`user_id = ${v.userId}`, 'user')}, ${scope(sql`practice_id = ${v.practiceId}`, 'practice')},
      ${scope(sql`ip = ${v.ip}`, 'address')}),
    recent as (select counts.*, (user_recent >= ${user} or practice_recent >= ${practice} or address_recent >= ${address})
      as refused from counts),
    recorded as (insert into eligibility_lookup_throttle (user_id, practice_id, ip, at)
      select ${v.userId}, ${v.practiceId}, ${v.ip}, ${v.now} from recent where not recent.refused returning 1),
    cleared as (delete from eligibility_lookup_throttle where user_id = ${v.userId} and at <= ${v.since} returning 1)`;
}

const utc = (column: string) =>
  sql.raw(`to_char(recent.${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as ${column}`);

/** The throttle's answer from `recent`: the counts before this look-up and the oldest of each (for Retry-After). */
const THROTTLE_COLUMNS = sql`recent.user_recent, ${utc('user_oldest')}, recent.practice_recent, ${utc('practice_oldest')},
  recent.address_recent, ${utc('address_oldest')}, recent.refused,
  (select count(*) from recorded) as recorded, (select count(*) from cleared) as cleared`;

/** One scope's look-ups in the window before this one, and the oldest of them (for Retry-After). */
export interface ScopeCount {
  recent: number;
  oldest: string | null;
}
/** The throttle's counts of a look-up, per user, practice and address. */
export interface LookupCounts {
  user: ScopeCount;
  practice: ScopeCount;
  address: ScopeCount;
}
type ThrottleRow = {
  user_recent: number;
  user_oldest: string | null;
  practice_recent: number;
  practice_oldest: string | null;
  address_recent: number;
  address_oldest: string | null;
};
const countsOf = (row: ThrottleRow | undefined): LookupCounts => ({
  user: { recent: row?.user_recent ?? 0, oldest: row?.user_oldest ?? null },
  practice: { recent: row?.practice_recent ?? 0, oldest: row?.practice_oldest ?? null },
  address: { recent: row?.address_recent ?? 0, oldest: row?.address_oldest ?? null },
});

/**
 * The shape of a look-up: which key finds the patient, and which call it is. The eligibility look-up shows
 * every patient found; the Benefit Search (with the practice's fees of its codes) shows one, and only when the
 * keys match one patient (several: it asks for the member id, and shows no one).
 */
type LookupShape = `${'member_id' | 'last_name'}_${'eligibility' | 'benefit_search'}`;

/**
 * The look-up's reads and writes in one statement with every value a parameter (the text is the same for each
 * shape, so it is planned once per connection; planning it took about 3 ms of PostgreSQL's time, more than
 * running it): run once the throttle has counted the look-up under its limits, it finds the practice's network,
 * its fees of the Benefit Search's codes and the patients matching the keys, each with the benefit in force
 * today, then writes one audit row per patient shown (a read of that patient's record by the practice user) and
 * notes each as one of the practice's patients, checked now. One round trip and one commit for the front desk's
 * busiest call (issue 16's budget), outside the throttle's locks.
 */
function lookupQuery(shape: LookupShape, values: Record<string, unknown>): SQL {
  const p = (name: string): SQL => sql`${values[name]}`;
  const benefitSearch = shape.endsWith('benefit_search');
  const match: SQL = shape.startsWith('member_id')
    ? sql`p.member_id = ${p('memberId')}`
    : sql`lower(p.last_name) = lower(${p('lastName')}::text)`;
  const household = benefitSearch ? sql`'[]'::json` : householdColumn(String(values['today']));
  const fees = benefitSearch
    ? sql`(select json_object_agg(procedure_code, fee_cents) from practice_fees
        where practice_id = pr.id and procedure_code = any(${p('codes')}::text[]))`
    : sql`null::json`;
  const today = String(values['today']);
  const userId = sql`${p('userId')}::int`;
  const practiceId = sql`${p('practiceId')}::int`;
  const now = sql`${p('now')}::timestamptz`;
  const shown = benefitSearch
    ? sql`select patient_id from found where patient_id is not null
        and (select count(*) from found where patient_id is not null) = 1`
    : sql`select patient_id from found where patient_id is not null`;
  // The household people shown on the cards are reads of their records too (issue 26 item 23).
  const householdShown = sql`select (m->>'patient_id')::int as patient_id from found, json_array_elements(found.household) m`;
  const ip = sql`${p('ip')}::text`;
  return sql`with found as (select pr.network::text as practice_network, ${fees} as practice_fees, f.*
      from practices pr left join lateral (select p.id as patient_id, p.household_id, p.first_name,
        p.middle_name, p.last_name, p.member_id, p.date_of_birth::text as date_of_birth, p.relationship::text as relationship,
        h.is_healthshare,
        b.benefit_type, b.start_date::text as start_date, b.end_date::text as end_date, b.request_reimbursement_form_url,
        null::text as group_number,
        ${inOfficePlanNameColumn(today)} as in_office_plan_name,
        pl.name as plan_name, pl.minimum_network, pl.annual_max_cents, pl.family_max_cents, pl.ortho_lifetime_max_cents,
        pl.ortho_override, pl.ortho_covered_by_default, pl.coverage_pds_percent, pl.coverage_brs_percent,
        pl.coverage_mrs_percent, pl.coverage_ortho_percent,
        ${accumulatorColumns({ start: String(values['yearStart']), end: String(values['yearEnd']) })},
        ${frequencyColumns()},
        ${household} as household
      from patients p
      join households h on h.id = p.household_id
      ${currentBenefitJoin(today)}
      left join plans pl on pl.id = b.plan_id
      where ${match} and p.date_of_birth = ${p('dateOfBirth')}::date
      order by p.last_name, p.first_name, p.id
      limit ${sql.raw(String(MAX_MATCHES))}) f on true
      where pr.id = ${practiceId}),
    audited as (insert into audit_log (actor_user_id, actor_account_type, action, outcome, subject_type, subject_id,
        ip, request_id, details)
      select ${userId}, 'dentist', ${AUDIT_ACTIONS.eligibilityRead}, 'success', 'patient', shown.patient_id::text,
        ${ip}, ${p('requestId')}::text,
        jsonb_build_object('practice_id', ${practiceId}, 'call', shown.call, 'key', ${p('key')}::text)
      from (select patient_id, ${benefitSearch ? 'benefit_search' : 'eligibility'}::text as call from (${shown}) as patient
        union all
        select patient_id, 'eligibility_household' from (${householdShown}) as household) as shown returning 1),
    noted as (${practicePatientsNoteFrom({ practiceId, patientIds: shown, checkedAt: now, visitDate: sql`null::date` })}
      returning 1)
    select (select count(*) from audited) as audited, (select count(*) from noted) as noted, found.*
    from found
    order by found.last_name, found.first_name, found.patient_id`;
}

type LookupRow = { practice_network: PracticeNetworkType; practice_fees: Record<string, number> | null } & (
  | EligibilityRow
  | { patient_id: null }
);

/** What a look-up answers: the throttle's counts, and (under every limit) the practice and the patients found. */
export interface LookupAnswer {
  /** The look-ups in the window before this one per user, practice and address, and the oldest of each. */
  throttle: LookupCounts;
  /** null at a limit: nothing was found, audited or noted. */
  found: { network: PracticeNetworkType; fees: Record<string, number>; rows: EligibilityRow[] } | null;
}

/** A text[] parameter's literal: catalogue codes are letters and digits, quoted all the same. */
const textArray = (values: readonly string[]) => `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

/** Who counts a look-up: the practice user and the client address. */
export interface LookupCounter {
  userId: number;
  practiceId: number;
  ip: string;
}

export function dentistEligibilityRepository(db: Database) {
  /**
   * The throttle's count and record of one look-up, in a transaction of its own that holds the throttle's
   * locks only while it counts: the look-up's reads run after it commits, so look-ups of one practice or one
   * address wait for each other's count (a fraction of a millisecond), not for each other's reads.
   */
  const countLookup = (counter: LookupCounter, limits: ThrottleLimits) =>
    db.transaction(async (tx) => {
      await executeNamed(tx, 'lookup_lock', lockThrottle(counter.practiceId, counter.ip));
      const rows = await executeNamed<ThrottleRow & { refused: boolean }>(
        tx,
        'lookup_record',
        sql`with ${throttleCtes({
          userId: sql`${counter.userId}::int`,
          practiceId: sql`${counter.practiceId}::int`,
          ip: sql`${counter.ip}::text`,
          now: sql`${limits.now.toISOString()}::timestamptz`,
          since: sql`${limits.since.toISOString()}::timestamptz`,
          limits: [limits.user, limits.practice, limits.address].map((max) => sql`${max}::int`),
        })}
        select ${THROTTLE_COLUMNS} from recent`,
      );
      return rows[0];
    });

  return {
    /**
     * A look-up by the front desk: counted by the throttle (`countLookup`, under its locks), and under its
     * limits (`lookupQuery`, after the count committed) the practice's network, its fees of `codes` (the Benefit
     * Search's) and the patients matching the keys (member id wins over last name) with the benefit in force on
     * `today`, those shown audited and noted as the practice's. At a limit nothing else was done; the caller
     * refuses the call.
     */
    async lookUp(look: {
      call: 'eligibility' | 'benefit_search';
      userId: number;
      practiceId: number;
      keys: PatientKeys;
      today: string;
      year: { start: string; end: string };
      codes?: readonly string[];
      throttle: ThrottleLimits;
      origin: RequestOrigin;
    }): Promise<LookupAnswer> {
      const byMemberId = look.keys.member_id !== undefined;
      const shape: LookupShape = `${byMemberId ? 'member_id' : 'last_name'}_${look.call}`;
      const query = lookupQuery(shape, {
        userId: look.userId,
        practiceId: look.practiceId,
        ...(byMemberId ? { memberId: look.keys.member_id } : { lastName: look.keys.last_name ?? '' }),
        dateOfBirth: look.keys.date_of_birth,
        today: look.today,
        yearStart: look.year.start,
        yearEnd: look.year.end,
        ...(look.call === 'benefit_search' ? { codes: textArray(look.codes ?? []) } : {}),
        now: look.throttle.now.toISOString(),
        ip: look.origin.ip,
        requestId: look.origin.requestId,
        key: byMemberId ? 'member_id' : 'last_name',
      });
      const counted = await countLookup(
        { userId: look.userId, practiceId: look.practiceId, ip: look.origin.ip },
        look.throttle,
      );
      const throttle = countsOf(counted);
      if (counted?.refused !== false) return { throttle, found: null };
      const rows = await executeNamed<LookupRow>(db, `dentist_${shape}`, query);
      const [first] = rows;
      if (!first) throw new Error(`practice ${look.practiceId} not found`);
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
     * Counts a look-up of the counter's user, practice and address and records it when under every limit, in
     * one step (the throttle's locks, then one statement that also clears the user's look-ups that left the
     * window). Answers the counts before this one and the oldest of each (for Retry-After).
     */
    async recordLookup(counter: LookupCounter, limits: ThrottleLimits): Promise<LookupCounts> {
      return countsOf(await countLookup(counter, limits));
    },

    /** The counter's look-ups since `since` per user, practice and address, counting nothing. */
    async recentLookups(counter: LookupCounter, since: Date): Promise<LookupCounts> {
      const at = sql`${since.toISOString()}::timestamptz`;
      const scope = (where: SQL, name: string) =>
        sql`(select count(*)::int from eligibility_lookup_throttle where ${where} and at > ${at}) as ${sql.raw(name)}_recent,
          (select to_char(min(at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') from eligibility_lookup_throttle
            where ${where} and at > ${at}) as ${sql.raw(name)}_oldest`;
      const rows = await executeNamed<ThrottleRow>(
        db,
        'lookup_recent',
        sql`select ${scope(sql`user_id = ${counter.userId}::int`, 'user')},
          ${scope(sql`practice_id = ${counter.practiceId}::int`, 'practice')}, ${scope(sql`ip = ${counter.ip}::text`, 'address')}`,
      );
      return countsOf(rows[0]);
    },

    /** Appends one audit row: a refused or empty look-up (issue 26 item 16). */
    async audit(by: AuditBy, entry: AuditEntry): Promise<void> {
      await writeAudit(db, by, entry);
    },
  };
}
export type DentistEligibilityRepository = ReturnType<typeof dentistEligibilityRepository>;
