// DESIGN §4, issue 5: the inputs and outputs of the coverage engine. Money is integer cents throughout.
import type { Network, PracticeNetworkType } from '../enums/networks.js';
import type { ServiceType } from '../enums/plans.js';

/** Why the plan paid less than its coverage share of a line (issue 5). */
export const REDUCTION_REASONS = [
  'not covered',
  'annual maximum reached',
  'family maximum reached',
  'ortho lifetime maximum reached',
  'not in network',
  // Issue 26 item 20 (coverage/frequency-limits.ts): over the plan's limit, or past its age limit.
  'frequency limit reached',
  'age limit reached',
] as const;
export type ReductionReason = (typeof REDUCTION_REASONS)[number];

/**
 * What the engine needs of a plan. The names match the `plans` table's columns, so a plan row can be
 * passed as it is. Percents are whole numbers 0..100; maximums are cents, null meaning "no such limit".
 */
export interface CoveragePlan {
  minimumNetwork: Network;
  coveragePdsPercent: number;
  coverageBrsPercent: number;
  coverageMrsPercent: number;
  coverageOrthoPercent: number;
  annualMaxCents: number;
  familyMaxCents: number | null;
  orthoLifetimeMaxCents: number | null;
  /** spec §3 ortho override as the database stores it: null = use the plan default, true = Yes, false = No. */
  orthoOverride: boolean | null;
  orthoCoveredByDefault: boolean;
}

/** One procedure line of a visit or an estimate, before pricing. */
export interface CoverageLineInput {
  code: string;
  serviceType: ServiceType;
  isOrtho: boolean;
  /** What the practice charges (its own fee for the procedure). */
  billedCents: number;
  /**
   * The fee schedule fee the line is judged against, or null when there is none. Use
   * `referenceScheduleNetwork` to choose the schedule: the practice's tier when it has one, otherwise the
   * plan's minimum network.
   */
  scheduleFeeCents: number | null;
  /** Why the plan's frequency limits leave the line uncovered (`frequencyVerdicts`), if they do. */
  frequencyReason?: 'frequency limit reached' | 'age limit reached' | null;
}

/** What the plan has paid so far: this benefit year for the patient and the household, and ortho for life. */
export interface CoverageAccumulators {
  patientYearCents: number;
  householdYearCents: number;
  patientOrthoLifetimeCents: number;
}

/** A priced line. Invariant: planCents + memberCents = allowedCents, both never negative. */
export interface PricedLine {
  code: string;
  billedCents: number;
  allowedCents: number;
  planCents: number;
  memberCents: number;
  reductionReason: ReductionReason | null;
}

/** Sums over the lines of a visit. */
export interface VisitTotals {
  billedCents: number;
  allowedCents: number;
  planCents: number;
  memberCents: number;
}

/** A priced visit: each line, the totals, and the accumulators after the visit. */
export interface PricedVisit {
  inNetwork: boolean;
  lines: PricedLine[];
  totals: VisitTotals;
  accumulatorsAfter: CoverageAccumulators;
}

/** Everything the engine needs to price one visit. */
export interface VisitInput {
  plan: CoveragePlan;
  practiceNetwork: PracticeNetworkType;
  lines: readonly CoverageLineInput[];
  accumulators: CoverageAccumulators;
}

/** Accumulators of a patient and household with nothing paid yet. */
export const ZERO_ACCUMULATORS: CoverageAccumulators = Object.freeze({
  patientYearCents: 0,
  householdYearCents: 0,
  patientOrthoLifetimeCents: 0,
});
