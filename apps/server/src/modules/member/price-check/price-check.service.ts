// Issue 6: price check. For the chosen family member (another household's: 404), the nearest in-network
// practices' fees for the chosen procedures, each priced by the coverage engine against the member's plan
// and accumulators today (the same engine and sums as the benefit and the estimates) and the plan's frequency
// limits against the patient's history (as the practice would price it), and the local range of what those
// practices charge.
import {
  DEFAULT_PRICE_CHECK_RADIUS_MILES,
  METRES_PER_MILE,
  PRICE_CHECK_MAX_PRACTICES,
  findProcedure,
  frequencyVerdicts,
  fullName,
  priceVisit,
  referenceScheduleFee,
  referenceScheduleNetwork,
  type CoverageAccumulators,
  type CoveragePlan,
  type FrequencyReason,
  type PriceCheck,
  type PriceCheckLine,
  type PriceCheckResult,
  type PriceCheckSort,
} from '@dental/domain';
import { NotFoundError } from '../../../http/errors.js';
import { coveragePlanOf, type BenefitRepository } from '../../coverage/index.js';
import { benefitYearOf, isoDay } from '../../../platform/dates.js';
import type { MemberCaller } from '../../../platform/caller.js';
import type { Clock } from '../../../platform/clock.js';
import { roundedMiles, searchCentre } from '../../practice-search/index.js';
import type { NearbyFeesRow, PriceCheckRepository } from './price-check.repository.js';
import { localFeeRange } from './local-fee-range.js';

/** The lines of one practice: priced by the engine, or the whole fee when no plan is in force. */
function priceLines(
  plan: CoveragePlan | null,
  accumulators: CoverageAccumulators,
  frequency: readonly (FrequencyReason | null)[],
  row: NearbyFeesRow,
  codes: readonly string[],
): PriceCheckLine[] {
  const fees = row.fees ?? {};
  if (plan === null) {
    return codes.map((code) => {
      const fee = fees[code] ?? 0;
      return {
        code,
        billed_cents: fee,
        allowed_cents: fee,
        plan_cents: 0,
        member_cents: fee,
        reduction_reason: fee > 0 ? 'not covered' : null,
      };
    });
  }
  const schedule = referenceScheduleNetwork(plan.minimumNetwork, row.network);
  const priced = priceVisit({
    plan,
    practiceNetwork: row.network,
    accumulators,
    lines: codes.map((code, i) => {
      const procedure = findProcedure(code);
      if (!procedure) throw new Error(`unknown procedure ${code}`);
      return {
        code,
        serviceType: procedure.serviceType,
        isOrtho: procedure.isOrtho,
        billedCents: fees[code] ?? 0,
        scheduleFeeCents: referenceScheduleFee(schedule, code),
        frequencyReason: frequency[i] ?? null,
      };
    }),
  });
  return priced.lines.map((l) => ({
    code: l.code,
    billed_cents: l.billedCents,
    allowed_cents: l.allowedCents,
    plan_cents: l.planCents,
    member_cents: l.memberCents,
    reduction_reason: l.reductionReason,
  }));
}

const sum = (lines: PriceCheckLine[], key: 'billed_cents' | 'allowed_cents' | 'plan_cents' | 'member_cents') =>
  lines.reduce((total, l) => total + l[key], 0);

export function priceCheckService(deps: { repo: PriceCheckRepository; benefits: BenefitRepository; clock: Clock }) {
  const { repo, benefits, clock } = deps;
  return {
    async check(
      caller: MemberCaller,
      query: {
        codes: string[];
        patient_id: number;
        zip: string;
        radius?: number | undefined;
        sort?: PriceCheckSort | undefined;
      },
    ): Promise<PriceCheck> {
      const centre = searchCentre(query);
      const today = isoDay(clock());
      const patient = await benefits.findForPricing(
        caller.scope.householdId,
        query.patient_id,
        today,
        benefitYearOf(today),
      );
      if (!patient) throw new NotFoundError();
      const plan = coveragePlanOf(patient);
      const radiusMiles = query.radius ?? DEFAULT_PRICE_CHECK_RADIUS_MILES;
      const rows = await repo.nearbyWithFees({
        centre,
        radiusMetres: radiusMiles * METRES_PER_MILE,
        minimumNetwork: plan?.minimumNetwork ?? null,
        codes: query.codes,
        limit: PRICE_CHECK_MAX_PRACTICES,
      });
      const accumulators: CoverageAccumulators = {
        patientYearCents: patient.patient_year_cents,
        householdYearCents: patient.household_year_cents,
        patientOrthoLifetimeCents: patient.patient_ortho_lifetime_cents,
      };
      // The plan's frequency limits as the practice would count them today (issue 26 item 20).
      const frequency = frequencyVerdicts(
        patient.frequency_limits,
        patient.procedure_history,
        query.codes.map((code) => ({ code })),
        today,
        patient.date_of_birth,
      );
      // A practice without a fee for every chosen procedure cannot be compared.
      const priced = rows.filter((row) => query.codes.every((code) => row.fees?.[code] !== undefined));
      const results: PriceCheckResult[] = priced.map((row) => {
        const lines = priceLines(plan, accumulators, frequency, row, query.codes);
        return {
          location_id: row.location_id,
          practice_id: row.practice_id,
          practice_name: row.practice_name,
          address_line_1: row.address_line_1,
          city: row.city,
          state: row.state,
          zip: row.zip,
          phone: row.phone,
          distance_miles: roundedMiles(row.metres, METRES_PER_MILE),
          network: row.network,
          lines,
          billed_cents: sum(lines, 'billed_cents'),
          allowed_cents: sum(lines, 'allowed_cents'),
          plan_cents: sum(lines, 'plan_cents'),
          member_cents: sum(lines, 'member_cents'),
        };
      });
      if ((query.sort ?? 'out_of_pocket') === 'out_of_pocket') {
        results.sort(
          (a, b) =>
            a.member_cents - b.member_cents || a.distance_miles - b.distance_miles || a.location_id - b.location_id,
        );
      }
      // One fee per practice (its locations charge the same) for the local range.
      const byPractice = new Map(priced.map((row) => [row.practice_id, row.fees ?? {}]));
      return {
        patient: { id: patient.patient_id, name: fullName(patient) },
        plan_in_force: plan !== null,
        annual_remaining_cents: plan === null ? null : Math.max(0, plan.annualMaxCents - accumulators.patientYearCents),
        family_remaining_cents:
          plan?.familyMaxCents == null ? null : Math.max(0, plan.familyMaxCents - accumulators.householdYearCents),
        centre,
        radius_miles: radiusMiles,
        procedures: query.codes.map((code) => {
          const procedure = findProcedure(code);
          return {
            code,
            name: procedure?.name ?? code,
            service_type: procedure?.serviceType ?? 'PDS',
            local_range: localFeeRange(
              [...byPractice.values()].flatMap((fees) => (fees[code] === undefined ? [] : [fees[code]])),
            ),
          };
        }),
        results,
      };
    },
  };
}
export type PriceCheckService = ReturnType<typeof priceCheckService>;
