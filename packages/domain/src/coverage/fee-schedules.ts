// DESIGN §4: the reference fee schedule of each network tier (the allowed fee of in-network practices).
import type { Network } from '../enums/networks.js';
import { PROCEDURE_CATALOGUE } from './procedure-catalogue.js';

/** The tiers that have a fee schedule; office_fees practices are allowed their own fees instead. */
export const SCHEDULED_NETWORKS = ['platinum', 'gold', 'silver'] as const satisfies readonly Network[];
export type ScheduledNetwork = (typeof SCHEDULED_NETWORKS)[number];

/**
 * Share of the typical practice fee each tier's schedule allows, in percent. Platinum practices are paid
 * the most (and so are the most sought-after network), silver the least.
 */
export const FEE_SCHEDULE_PERCENT_OF_TYPICAL: Record<ScheduledNetwork, number> = {
  platinum: 90,
  gold: 80,
  silver: 70,
};

/** One fee schedule entry, shaped like a `fee_schedules` row. */
export interface FeeScheduleEntry {
  network: ScheduledNetwork;
  procedureCode: string;
  feeCents: number;
}

// Whole dollars read like a real published schedule; integer arithmetic only (typical fees are whole dollars).
function scheduleFee(typicalFeeCents: number, percent: number): number {
  return Math.round((typicalFeeCents * percent) / 10_000) * 100;
}

/** Every tier's fee for every catalogue procedure. */
export const REFERENCE_FEE_SCHEDULES: readonly FeeScheduleEntry[] = SCHEDULED_NETWORKS.flatMap((network) =>
  PROCEDURE_CATALOGUE.map((p) => ({
    network,
    procedureCode: p.code,
    feeCents: scheduleFee(p.typicalFeeCents, FEE_SCHEDULE_PERCENT_OF_TYPICAL[network]),
  })),
);

const BY_KEY: ReadonlyMap<string, number> = new Map(
  REFERENCE_FEE_SCHEDULES.map((e) => [`${e.network}:${e.procedureCode}`, e.feeCents]),
);

/** A tier's schedule fee for a code; null for office_fees (no schedule) or a code the schedule lacks. */
export function referenceScheduleFee(network: Network | null, code: string): number | null {
  if (network === null) return null;
  return BY_KEY.get(`${network}:${code}`) ?? null;
}
