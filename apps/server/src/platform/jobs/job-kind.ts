// What a module declares to have work done outside a request (issue 25 item 5, decision 0041): a kind's
// name, how its payload is read, its idempotency key, its retry policy, its handler and, optionally, a sweep
// that enqueues what has become due. The runner knows kinds only through this shape.
import type { z } from 'zod';
import type { Database } from '../../db/database.js';

/** How often a failing job runs before it is given up ('dead'), and how long it waits before each retry. */
export interface RetryPolicy {
  maxAttempts: number;
  /** The pause before the next run, after `attempts` runs have failed (1 after the first failure). */
  backoffMs(attempts: number): number;
}

/** Five runs, a minute more apart each time (the purchase jobs' policy before the registry). */
export const DEFAULT_RETRY: RetryPolicy = { maxAttempts: 5, backoffMs: (attempts) => attempts * 60_000 };

/** What a handler is told about the run: the runner's time, the job's id and which run this is (1 on the first). */
export interface JobRun {
  now: Date;
  jobId: number;
  attempt: number;
}

/** What a sweep is told: the runner's time and the database to enqueue into. */
export interface SweepContext {
  now: Date;
  db: Database;
}

/** What enqueueing a kind needs to know: its name, payload and key (a module may enqueue before its handler exists). */
export interface JobSpec<P> {
  /** Stored in jobs.kind; unique among registered kinds. */
  name: string;
  /** Reads a stored payload; a payload it rejects fails the run like a thrown error. */
  payload: z.ZodType<P>;
  /** The payload's part of the idempotency key: one job per key, however often it is enqueued. */
  keyOf(payload: P): string;
  retry: RetryPolicy;
  /** Empties the stored payload once the job is done (a mail's text holds a link that signs someone in). */
  forgetPayloadWhenDone?: boolean;
}

/** One registered kind of job; P is its payload (ids and small values only, never card data). */
export interface JobKind<P> extends JobSpec<P> {
  /**
   * Does the work. It may run more than once (a lease that ran out, a batch cut short), so it checks that
   * its work is still due, in its own transaction. What it throws is stored with the job: a safe message.
   */
  handle(payload: P, run: JobRun): Promise<void>;
  /** Enqueues what is due now (idempotently, by key): run on every tick of every runner. */
  sweep?(context: SweepContext): Promise<void>;
}

/**
 * A kind of any payload, as the runner holds it: the runner hands each kind only what its own schema parsed
 * (keyOf and handle are methods, so a kind of a narrower payload is one of these).
 */
export type AnyJobKind = JobKind<unknown>;

/** Declares a kind (a typed identity: the payload type flows from the schema to keyOf and handle). */
export function defineJobKind<P>(kind: JobKind<P>): JobKind<P> {
  return kind;
}

/** The stored key of a payload of a kind: the kind's name, then its own key (sweeps write the same form in SQL). */
export function jobKeyOf<P>(kind: JobSpec<P>, payload: P): string {
  return `${kind.name}:${kind.keyOf(payload)}`;
}
