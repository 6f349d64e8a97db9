// Start-up against a database that is not there yet (or is restarting) waits for it instead of crashing the
// process (issue 15, item 3): an orchestrator may start the API before PostgreSQL, and an outage during a
// deploy must not leave the API down after the database is back.
import { databaseFailureOf, safeErrorMessage } from './database-errors.js';

/** Pauses between attempts: quick at first, then every 5 seconds. */
export const RETRY_DELAYS_MS = [250, 500, 1_000, 2_000, 5_000];

export interface UntilDatabaseAnswersOptions {
  /** Where each wait is reported (one line, by code: never a statement's values). */
  log: (line: string) => void;
  delaysMs?: readonly number[];
  /** Gives up (rethrows the last failure) after this many attempts; unset, waits for as long as it takes. */
  maxAttempts?: number;
}

/** Runs `work`, again and again while it fails because the database is unavailable or timed out; other errors throw. */
export async function untilDatabaseAnswers<T>(
  what: string,
  work: () => Promise<T>,
  options: UntilDatabaseAnswersOptions,
): Promise<T> {
  const delays = options.delaysMs ?? RETRY_DELAYS_MS;
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const failure = databaseFailureOf(error);
      const retryable = failure !== undefined && failure.kind !== 'query';
      if (!retryable || (options.maxAttempts !== undefined && attempt >= options.maxAttempts)) throw error;
      const delay = delays[Math.min(attempt - 1, delays.length - 1)] ?? 5_000;
      options.log(`${what}: ${safeErrorMessage(error)}; trying again in ${delay} ms (attempt ${attempt})`);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
