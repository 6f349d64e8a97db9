// Decision 0030: a practice user's look-ups of a patient by keys (member id or last name, and a date of birth)
// are counted together, whichever call makes them: the eligibility look-up, the Benefit Search and the visit
// form's pricing all answer whether the keys match, so each is a date-of-birth oracle on its own.
import { ELIGIBILITY_LOOKUPS_MAX, ELIGIBILITY_LOOKUP_WINDOW_MINUTES, MSG_LOOKUPS_THROTTLED } from '@dental/domain';
import { TooManyRequestsError } from '../../http/errors.js';
import type { Clock } from '../../platform/clock.js';
import type { DentistEligibilityRepository } from './dentist-eligibility.repository.js';

/** Counts one look-up of `userId`; over the limit throws 429 with Retry-After (the refused one is not counted). */
export type LookupThrottle = (userId: number) => Promise<void>;

/**
 * The one counter (`eligibility_lookup_throttle`): over it, 429 with Retry-After when the oldest look-up of
 * the window leaves it. Each user's rows that left the window are cleared by their next look-up.
 */
export function lookupThrottle(repo: Pick<DentistEligibilityRepository, 'recordLookup'>, clock: Clock): LookupThrottle {
  return async (userId) => {
    const now = clock();
    const windowMs = ELIGIBILITY_LOOKUP_WINDOW_MINUTES * 60_000;
    const since = new Date(now.getTime() - windowMs);
    const { recent, oldest } = await repo.recordLookup(userId, now, since, ELIGIBILITY_LOOKUPS_MAX);
    if (recent >= ELIGIBILITY_LOOKUPS_MAX) {
      const leavesAt = oldest === null ? now.getTime() + windowMs : new Date(oldest).getTime() + windowMs;
      throw new TooManyRequestsError(
        MSG_LOOKUPS_THROTTLED,
        'lookups_throttled',
        Math.max(1, Math.ceil((leavesAt - now.getTime()) / 1000)),
      );
    }
  };
}
