// Issue 16 item 4: "the shares appear as the lines are typed (the engine in the browser, the same function the
// server runs)". The record-visit form calls this with the pricing inputs of GET dentist/v1/visit-pricing/;
// the server calls it with the same inputs read inside the saving transaction, so the numbers agree to the cent.
import type { CoveragePlan } from '../coverage/coverage-types.js';
import { findProcedure } from '../coverage/procedure-catalogue.js';
import { priceVisit, referenceScheduleNetwork } from '../coverage/price-visit.js';
import { referenceScheduleFee } from '../coverage/fee-schedules.js';
import { frequencyVerdicts } from '../coverage/frequency-limits.js';
import type { PricingPlan, VisitLineItem, VisitPricingInputs } from '../api/dentist-visits.js';

/** The engine's plan from the API's words. */
export function coveragePlanFromPricing(plan: PricingPlan): CoveragePlan {
  return {
    minimumNetwork: plan.minimum_network,
    coveragePdsPercent: plan.coverage_pds_percent,
    coverageBrsPercent: plan.coverage_brs_percent,
    coverageMrsPercent: plan.coverage_mrs_percent,
    coverageOrthoPercent: plan.coverage_ortho_percent,
    annualMaxCents: plan.annual_max_cents,
    familyMaxCents: plan.family_max_cents,
    orthoLifetimeMaxCents: plan.ortho_lifetime_max_cents,
    orthoOverride: plan.ortho_override,
    orthoCoveredByDefault: plan.ortho_covered_by_default,
  };
}

/** A line to price: a catalogue code with its tooth and surfaces as they will be stored. */
export interface LineToPrice {
  code: string;
  tooth?: string | null;
  surfaces?: string | null;
}

export interface PricedVisitLines {
  lines: VisitLineItem[];
  totals: { billed_cents: number; allowed_cents: number; plan_cents: number; member_cents: number };
}

/**
 * Each line's fee and who pays what. The fee billed is the practice's office fee for the code, else the fee of
 * the schedule the visit is judged against (the practice's tier, else the plan's minimum network), else the
 * catalogue's typical fee; `priceVisit` then allows the tier's schedule fee in network. No plan in force (an
 * in-office membership): the plan pays nothing. A line over the plan's frequency limits (`inputs.frequency`,
 * issue 26 item 20) is priced 0 by the plan. Unknown codes are left out (the form's half-typed lines).
 */
export function priceVisitLines(inputs: VisitPricingInputs, toPrice: readonly LineToPrice[]): PricedVisitLines {
  const known = toPrice.flatMap((line) => {
    const procedure = findProcedure(line.code);
    return procedure ? [{ line, procedure }] : [];
  });
  const plan = inputs.plan === null ? null : coveragePlanFromPricing(inputs.plan);
  const schedule = plan === null ? null : referenceScheduleNetwork(plan.minimumNetwork, inputs.practice_network);
  const billed = known.map(
    ({ procedure }) =>
      inputs.office_fees[procedure.code] ?? referenceScheduleFee(schedule, procedure.code) ?? procedure.typicalFeeCents,
  );
  const { frequency } = inputs;
  const verdicts = frequency
    ? frequencyVerdicts(
        frequency.limits,
        frequency.history,
        known.map(({ line, procedure }) => ({ code: procedure.code, tooth: line.tooth ?? null })),
        frequency.service_date,
        frequency.date_of_birth,
      )
    : [];
  const shares =
    plan === null
      ? billed.map((fee) => ({
          allowedCents: fee,
          planCents: 0,
          memberCents: fee,
          reductionReason: fee > 0 ? ('not covered' as const) : null,
        }))
      : priceVisit({
          plan,
          practiceNetwork: inputs.practice_network,
          accumulators: {
            patientYearCents: inputs.accumulators.patient_year_cents,
            householdYearCents: inputs.accumulators.household_year_cents,
            patientOrthoLifetimeCents: inputs.accumulators.patient_ortho_lifetime_cents,
          },
          lines: known.map(({ procedure }, i) => ({
            code: procedure.code,
            serviceType: procedure.serviceType,
            isOrtho: procedure.isOrtho,
            billedCents: billed[i] ?? 0,
            scheduleFeeCents: referenceScheduleFee(schedule, procedure.code),
            frequencyReason: verdicts[i] ?? null,
          })),
        }).lines;
  const lines = known.map(({ line, procedure }, i): VisitLineItem => {
    const share = shares[i];
    return {
      code: procedure.code,
      name: procedure.name,
      service_type: procedure.serviceType,
      tooth: line.tooth ?? null,
      surfaces: line.surfaces ?? null,
      billed_cents: billed[i] ?? 0,
      allowed_cents: share?.allowedCents ?? 0,
      plan_cents: share?.planCents ?? 0,
      member_cents: share?.memberCents ?? 0,
      reduction_reason: share?.reductionReason ?? null,
    };
  });
  const sum = (key: keyof PricedVisitLines['totals']) => lines.reduce((total, line) => total + line[key], 0);
  return {
    lines,
    totals: {
      billed_cents: sum('billed_cents'),
      allowed_cents: sum('allowed_cents'),
      plan_cents: sum('plan_cents'),
      member_cents: sum('member_cents'),
    },
  };
}
