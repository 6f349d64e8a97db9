// Decision 0030: a practice user's look-ups of a patient by keys (member id or last name, and a date of birth)
// are counted together, whichever call makes them: the eligibility look-up, the Benefit Search and the visit
// form's pricing all answer whether the keys match, so each is a date-of-birth oracle on its own.
import { ELIGIBILITY_LOOKUPS_MAX, ELIGIBILITY_LOOKUP_WINDOW_MINUTES, ERRORS, errorAnswerOf } from '@dental/domain';
import { TooManyRequestsError } from '../../http/errors.js';
import type { Clock } from '../../platform/clock.js';
import type { DentistEligibilityRepository } from './dentist-eligibility.repository.js';

/** The one counter of a practice user's look-ups of patients by keys. */
export interface LookupThrottle {
  /** Counts one look-up of `userId`; over the limit throws 429 with Retry-After (the refused one is not counted). */
  count(userId: number): Promise<void>;
  /**
   * Throws the same 429 when `userId` has no look-up left, counting nothing: for a call that counts only its
   * misses (recording a visit), so that past the limit a right guess is refused as a wrong one is.
   */
  check(userId: number): Promise<void>;
  /**
   * For a call that counts itself in its own statement (the look-up, which counts, finds and audits in one):
   * the window and limit to count with, and the refusal of its answer's count (at the limit: 429).
   */
  window(): {
    now: Date;
    since: Date;
    max: number;
    refuseOver(counted: { recent: number; oldest: string | null }): void;
  };
}

/**
 * The one counter (`eligibility_lookup_throttle`): over it, 429 with Retry-After when the oldest look-up of
 * the window leaves it. Each user's rows that left the window are cleared by their next look-up.
 */
export function lookupThrottle(
  repo: Pick<DentistEligibilityRepository, 'recordLookup' | 'recentLookups'>,
  clock: Clock,
): LookupThrottle {
  const windowMs = ELIGIBILITY_LOOKUP_WINDOW_MINUTES * 60_000;
  const refuseOver = (now: Date, { recent, oldest }: { recent: number; oldest: string | null }) => {
    if (recent < ELIGIBILITY_LOOKUPS_MAX) return;
    const leavesAt = oldest === null ? now.getTime() + windowMs : new Date(oldest).getTime() + windowMs;
    throw new TooManyRequestsError(
      errorAnswerOf(ERRORS.lookupsThrottled),
      Math.max(1, Math.ceil((leavesAt - now.getTime()) / 1000)),
    );
  };
  /** The window as of now: every call counts against the same clock reading it refuses with. */
  const currentWindow = () => {
    const now = clock();
    return {
      now,
      since: new Date(now.getTime() - windowMs),
      max: ELIGIBILITY_LOOKUPS_MAX,
      refuseOver: (counted: { recent: number; oldest: string | null }) => refuseOver(now, counted),
    };
  };
  return {
    async count(userId) {
      const window = currentWindow();
      window.refuseOver(await repo.recordLookup(userId, window.now, window.since, window.max));
    },
    async check(userId) {
      const window = currentWindow();
      window.refuseOver(await repo.recentLookups(userId, window.since));
    },
    window: currentWindow,
  };
}
