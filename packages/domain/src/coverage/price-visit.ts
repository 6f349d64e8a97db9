// Issue 5: the coverage engine. Who pays what for each procedure line of a visit, in integer cents.
//
// Rules (decided here where the spec is silent; DESIGN §4):
// - Allowed fee. In network at a platinum/gold/silver practice: the tier's schedule fee, capped at the billed
//   fee (a practice never collects more than it charges); a line whose code has no schedule fee keeps the
//   billed fee. In network at an office_fees practice: the practice's own (billed) fee. Outside the plan's
//   network (out_of_network, partner, or a tier below the plan's minimum): allowed = billed, because the
//   practice may balance-bill, but the plan's share is computed on the lower of billed and the reference
//   schedule fee, with reason 'not in network' when that lowers the plan's share.
// - Coverage percent by service type; ortho lines use the ortho percent, and only when ortho is covered
//   (override Yes, or no override and the plan covers ortho by default). A 0% share is 'not covered'.
// - Rounding: share = round-half-up(base x percent / 100) on integer cents (Math.round of an exact
//   quotient: base x percent is an exact integer and the halves k + 0.5 are exact in binary).
// - Maximums, consumed line by line in order: non-ortho lines by the patient's annual maximum and the
//   household's family maximum; ortho lines only by the patient's ortho lifetime maximum (ortho has its own
//   lifetime maximum and does not use up the annual one). A null maximum is no limit.
// - Frequency limits (issue 26 item 20): a line over one is priced 0 by the plan, with that reason.
// - One reason per line: a maximum that cuts the share wins over 'not in network' (it is what bound last).
import { isInNetwork, type Network, type PracticeNetworkType } from '../enums/networks.js';
import type { ServiceType } from '../enums/plans.js';
import type {
  CoverageAccumulators,
  CoverageLineInput,
  CoveragePlan,
  PricedLine,
  PricedVisit,
  ReductionReason,
  VisitInput,
  VisitTotals,
} from './coverage-types.js';

function assertCents(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be non-negative integer cents`);
}

function assertPercent(value: number, name: string): void {
  if (!Number.isInteger(value) || value < 0 || value > 100)
    throw new RangeError(`${name} must be a whole percent 0..100`);
}

/** percent of an amount of cents, rounded half up to a whole cent. */
export function percentOfCents(cents: number, percent: number): number {
  return Math.round((cents * percent) / 100);
}

/** Whether the plan covers ortho for this member: the override decides, else the plan's default. */
export function planCoversOrtho(plan: Pick<CoveragePlan, 'orthoOverride' | 'orthoCoveredByDefault'>): boolean {
  return plan.orthoOverride ?? plan.orthoCoveredByDefault;
}

/** The coverage percent of a line under a plan (0 when not covered). */
export function coveragePercent(plan: CoveragePlan, line: Pick<CoverageLineInput, 'serviceType' | 'isOrtho'>): number {
  if (line.isOrtho) return planCoversOrtho(plan) ? plan.coverageOrthoPercent : 0;
  const byType: Record<ServiceType, number> = {
    PDS: plan.coveragePdsPercent,
    BRS: plan.coverageBrsPercent,
    MRS: plan.coverageMrsPercent,
  };
  return byType[line.serviceType];
}

/**
 * The fee schedule a line is judged against: the practice's own tier when it is platinum, gold or silver;
 * none for an in-network office_fees practice (its own fee is the allowed fee); otherwise the schedule of
 * the plan's minimum network (silver, the lowest schedule, for a plan whose minimum is office_fees).
 */
export function referenceScheduleNetwork(
  minimumNetwork: Network,
  practiceNetwork: PracticeNetworkType,
): Network | null {
  if (practiceNetwork === 'platinum' || practiceNetwork === 'gold' || practiceNetwork === 'silver')
    return practiceNetwork;
  if (isInNetwork(minimumNetwork, practiceNetwork)) return null;
  return minimumNetwork === 'office_fees' ? 'silver' : minimumNetwork;
}

function validate(input: VisitInput): void {
  const { plan, accumulators } = input;
  assertPercent(plan.coveragePdsPercent, 'coveragePdsPercent');
  assertPercent(plan.coverageBrsPercent, 'coverageBrsPercent');
  assertPercent(plan.coverageMrsPercent, 'coverageMrsPercent');
  assertPercent(plan.coverageOrthoPercent, 'coverageOrthoPercent');
  assertCents(plan.annualMaxCents, 'annualMaxCents');
  if (plan.familyMaxCents !== null) assertCents(plan.familyMaxCents, 'familyMaxCents');
  if (plan.orthoLifetimeMaxCents !== null) assertCents(plan.orthoLifetimeMaxCents, 'orthoLifetimeMaxCents');
  assertCents(accumulators.patientYearCents, 'patientYearCents');
  assertCents(accumulators.householdYearCents, 'householdYearCents');
  assertCents(accumulators.patientOrthoLifetimeCents, 'patientOrthoLifetimeCents');
  for (const line of input.lines) {
    assertCents(line.billedCents, `billedCents of ${line.code}`);
    if (line.scheduleFeeCents !== null) assertCents(line.scheduleFeeCents, `scheduleFeeCents of ${line.code}`);
  }
}

/** What is left of a maximum (never negative); Infinity when there is no such maximum. */
function remaining(max: number | null, used: number): number {
  return max === null ? Number.POSITIVE_INFINITY : Math.max(0, max - used);
}

/** The plan's coverage share of a line before maximums, and why it is below the full share if it is. */
function coverageShare(
  plan: CoveragePlan,
  inNetwork: boolean,
  line: CoverageLineInput,
  allowedCents: number,
): { share: number; reason: ReductionReason | null } {
  const percent = coveragePercent(plan, line);
  if (line.frequencyReason && allowedCents > 0) return { share: 0, reason: line.frequencyReason };
  if (percent === 0) return { share: 0, reason: allowedCents > 0 ? 'not covered' : null };
  const full = percentOfCents(allowedCents, percent);
  if (inNetwork) return { share: full, reason: null };
  const base = Math.min(allowedCents, line.scheduleFeeCents ?? allowedCents);
  const share = percentOfCents(base, percent);
  return { share, reason: share < full ? 'not in network' : null };
}

function allowedFee(inNetwork: boolean, practiceNetwork: PracticeNetworkType, line: CoverageLineInput): number {
  if (!inNetwork || practiceNetwork === 'office_fees' || line.scheduleFeeCents === null) return line.billedCents;
  return Math.min(line.billedCents, line.scheduleFeeCents);
}

/** Prices a visit's lines in order, each consuming what remains of the maximums. Pure; throws RangeError on bad input. */
export function priceVisit(input: VisitInput): PricedVisit {
  validate(input);
  const { plan, practiceNetwork } = input;
  const inNetwork = isInNetwork(plan.minimumNetwork, practiceNetwork);
  const acc: CoverageAccumulators = { ...input.accumulators };
  const totals: VisitTotals = { billedCents: 0, allowedCents: 0, planCents: 0, memberCents: 0 };
  const lines: PricedLine[] = input.lines.map((line) => {
    const allowedCents = allowedFee(inNetwork, practiceNetwork, line);
    let { share: planCents, reason } = coverageShare(plan, inNetwork, line, allowedCents);
    if (line.isOrtho) {
      const left = remaining(plan.orthoLifetimeMaxCents, acc.patientOrthoLifetimeCents);
      if (planCents > left) [planCents, reason] = [left, 'ortho lifetime maximum reached'];
      acc.patientOrthoLifetimeCents += planCents;
    } else {
      const annualLeft = remaining(plan.annualMaxCents, acc.patientYearCents);
      const familyLeft = remaining(plan.familyMaxCents, acc.householdYearCents);
      if (planCents > Math.min(annualLeft, familyLeft)) {
        reason = annualLeft <= familyLeft ? 'annual maximum reached' : 'family maximum reached';
        planCents = Math.min(annualLeft, familyLeft);
      }
      acc.patientYearCents += planCents;
      acc.householdYearCents += planCents;
    }
    const memberCents = allowedCents - planCents;
    totals.billedCents += line.billedCents;
    totals.allowedCents += allowedCents;
    totals.planCents += planCents;
    totals.memberCents += memberCents;
    return {
      code: line.code,
      billedCents: line.billedCents,
      allowedCents,
      planCents,
      memberCents,
      reductionReason: reason,
    };
  });
  return { inNetwork, lines, totals, accumulatorsAfter: acc };
}
