// Decision 0030: a practice user's look-ups of a patient by keys (member id or last name, and a date of birth)
// are counted together, whichever call makes them: the eligibility look-up, the Benefit Search and the visit
// form's pricing all answer whether the keys match, so each is a date-of-birth oracle on its own. Issue 26
// item 14 (decision 0046): each invited front desk brought 60 more, so the practice and the client address
// are counted too, and a look-up is refused at any of the three limits.
import { ELIGIBILITY_LOOKUPS_MAX, ELIGIBILITY_LOOKUP_WINDOW_MINUTES, ERRORS, errorAnswerOf } from '@dental/domain';
import { TooManyRequestsError } from '../../../http/errors.js';
import { AUDIT_ACTIONS } from '../../../platform/audit.repository.js';
import type { PracticeCaller } from '../../../platform/caller.js';
import type { Clock } from '../../../platform/clock.js';
import type {
  DentistEligibilityRepository,
  LookupCounter,
  LookupCounts,
  ThrottleLimits,
} from './dentist-eligibility.repository.js';

/** Decision 0046: a practice's users together, three times one user's limit, in the same 10 minutes. */
export const PRACTICE_LOOKUPS_MAX = 3 * ELIGIBILITY_LOOKUPS_MAX;
/** Decision 0046: one client address (a shared office address of several practices too), in the same window. */
export const ADDRESS_LOOKUPS_MAX = 4 * ELIGIBILITY_LOOKUPS_MAX;

/** Which call counted a look-up, written in its audit row. */
export type LookupCall = 'eligibility' | 'benefit_search' | 'visit_pricing' | 'visit' | 'estimate';

/** A look-up's keys in its audit row: which key was used, never its value. */
export type LookupKey = 'member_id' | 'last_name';

/** The one counter of a practice user's look-ups of patients by keys. */
export interface LookupThrottle {
  /** Counts one look-up; over a limit audits and throws 429 with Retry-After (the refused one is not counted). */
  count(caller: PracticeCaller, call: LookupCall): Promise<void>;
  /**
   * Audits and throws the same 429 when no look-up is left, counting nothing: for a call that counts only its
   * misses (recording a visit), so that past the limit a right guess is refused as a wrong one is.
   */
  check(caller: PracticeCaller, call: LookupCall): Promise<void>;
  /**
   * For a call that counts itself in its own statement (the look-up, which counts, finds and audits in one):
   * the window and limits to count with, and the refusal of its answer's counts (at a limit: audit, then 429).
   */
  window(): ThrottleLimits & {
    refuseOver(caller: PracticeCaller, call: LookupCall, counted: LookupCounts, key?: LookupKey): Promise<void>;
  };
  /** Audits a look-up that matched no one (issue 26 item 16). */
  auditNoMatch(caller: PracticeCaller, call: LookupCall, key?: LookupKey): Promise<void>;
}

const counterOf = (caller: PracticeCaller): LookupCounter => ({
  userId: caller.actor.userId,
  practiceId: caller.scope.practiceId,
  ip: caller.origin.ip,
});

/**
 * The one counter (`eligibility_lookup_throttle`): over any limit, 429 with Retry-After when the oldest look-up
 * of every full window leaves it. Each user's rows that left the window are cleared by their next look-up.
 */
export function lookupThrottle(
  repo: Pick<DentistEligibilityRepository, 'recordLookup' | 'recentLookups' | 'audit'>,
  clock: Clock,
): LookupThrottle {
  const windowMs = ELIGIBILITY_LOOKUP_WINDOW_MINUTES * 60_000;
  const audit = (
    caller: PracticeCaller,
    call: LookupCall,
    outcome: 'no_match' | 'throttled',
    extra: { key?: LookupKey | undefined; limit?: string },
  ) =>
    repo.audit(caller, {
      action: AUDIT_ACTIONS.eligibilityLookupMiss,
      outcome,
      subjectType: 'practice',
      subjectId: caller.scope.practiceId,
      details: {
        practice_id: caller.scope.practiceId,
        call,
        ...(extra.key === undefined ? {} : { key: extra.key }),
        ...(extra.limit === undefined ? {} : { limit: extra.limit }),
      },
    });
  const refuseOver = async (
    limits: ThrottleLimits,
    caller: PracticeCaller,
    call: LookupCall,
    counted: LookupCounts,
    key?: LookupKey,
  ) => {
    const full = (['user', 'practice', 'address'] as const).filter((scope) => counted[scope].recent >= limits[scope]);
    if (full.length === 0) return;
    const now = limits.now.getTime();
    // The wait is until every full window has room again.
    const leavesAt = Math.max(
      ...full.map((scope) => {
        const oldest = counted[scope].oldest;
        return (oldest === null ? now : new Date(oldest).getTime()) + windowMs;
      }),
    );
    await audit(caller, call, 'throttled', { key, limit: full.join(',') });
    throw new TooManyRequestsError(
      errorAnswerOf(ERRORS.lookupsThrottled),
      Math.max(1, Math.ceil((leavesAt - now) / 1000)),
    );
  };
  /** The window as of now: every call counts against the same clock reading it refuses with. */
  const currentWindow = (): ThrottleLimits => {
    const now = clock();
    return {
      now,
      since: new Date(now.getTime() - windowMs),
      user: ELIGIBILITY_LOOKUPS_MAX,
      practice: PRACTICE_LOOKUPS_MAX,
      address: ADDRESS_LOOKUPS_MAX,
    };
  };
  return {
    async count(caller, call) {
      const limits = currentWindow();
      await refuseOver(limits, caller, call, await repo.recordLookup(counterOf(caller), limits), 'member_id');
    },
    async check(caller, call) {
      const limits = currentWindow();
      await refuseOver(limits, caller, call, await repo.recentLookups(counterOf(caller), limits.since), 'member_id');
    },
    window() {
      const limits = currentWindow();
      return {
        ...limits,
        refuseOver: (caller, call, counted, key) => refuseOver(limits, caller, call, counted, key),
      };
    },
    auditNoMatch: (caller, call, key) => audit(caller, call, 'no_match', { key }),
  };
}
