// How sign-in slows guessing down (issue 15, items 6 and 7; decision 0011). Failures are counted per scope
// over the last hour; past a scope's free failures each further attempt waits a delay that doubles, measured
// from that scope's latest failure. Nothing locks: after the delay the right password gets through.

/** Failures older than this are forgotten. */
export const SIGN_IN_WINDOW_MS = 60 * 60_000;
/** The wait after the first failure past the free ones; it doubles with each further failure, up to the cap. */
export const FIRST_DELAY_MS = 30_000;
export const MAX_DELAY_MS = 15 * 60_000;

/**
 * Free failures per scope. A known device (one that signed in to the account before) counts only its own
 * failures; every other attempt counts for its address on the account (pair), for the account from all
 * unknown devices, and for its address on all accounts.
 */
export const FREE_FAILURES = {
  device: 5,
  pair: 5,
  account: 10,
  address: 20,
} as const;
export type ThrottleScope = keyof typeof FREE_FAILURES;

/** The failures of one scope within the window: how many, and when the latest was (epoch ms; null if none). */
export interface ScopeFailures {
  count: number;
  lastAt: number | null;
}
export type AttemptStats = Record<ThrottleScope, ScopeFailures>;

/** The wait after `failures` failures in a scope with `free` free ones (0 while under it). */
export function delayAfter(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** (failures - free), MAX_DELAY_MS);
}

/** When the next attempt may be checked, and the scope that holds it back; null when it may be checked now. */
export function throttleOf(
  stats: AttemptStats,
  knownDevice: boolean,
  now: number,
): { scope: ThrottleScope; retryAt: number } | null {
  const scopes: readonly ThrottleScope[] = knownDevice ? ['device'] : ['pair', 'account', 'address'];
  let held: { scope: ThrottleScope; retryAt: number } | null = null;
  for (const scope of scopes) {
    const { count, lastAt } = stats[scope];
    const delay = delayAfter(count, FREE_FAILURES[scope]);
    // Under the free failures nothing waits: a parallel attempt recorded after this one read the clock (a later
    // `lastAt` than `now`, on another connection or instance) must not hold it back (issue 29 item 3).
    if (lastAt === null || delay === 0) continue;
    const retryAt = lastAt + delay;
    if (retryAt > now && (!held || retryAt > held.retryAt)) held = { scope, retryAt };
  }
  return held;
}

/** The minutes the 429 message (ERRORS.signInThrottled) tells to wait: rounded up, at least 1. */
export function waitMinutes(retryAt: number, now: number): number {
  return Math.max(1, Math.ceil((retryAt - now) / 60_000));
}
