// The nine standard plans (platinum_high .. silver_low) and the custom plans the demo employers and the
// healthshare use. The plan's tier is its minimum network; the level sets maximums and coverage.
import {
  COMMON_FREQUENCY_LIMITS,
  STANDARD_PLAN_TYPES,
  standardPlanLabel,
  standardPlanParts,
  type StandardPlanLevel,
  type StandardPlanTier,
} from '@dental/domain';
import { plans } from '../db/schema/index.js';
import type { SeedContext, SeededPlan } from './seed-context.js';

type PlanTerms = Omit<SeededPlan, 'id' | 'name' | 'minimumNetwork'>;

// Maximums in dollars by tier: a narrower network (platinum) buys a higher maximum.
const ANNUAL_MAX_DOLLARS: Record<StandardPlanTier, Record<StandardPlanLevel, number>> = {
  platinum: { high: 2500, med: 2000, low: 1500 },
  gold: { high: 2000, med: 1500, low: 1250 },
  silver: { high: 1500, med: 1250, low: 1000 },
};

function levelTerms(level: StandardPlanLevel, annualDollars: number): PlanTerms {
  const annualMaxCents = annualDollars * 100;
  switch (level) {
    case 'high':
      return {
        annualMaxCents,
        familyMaxCents: annualMaxCents * 3,
        orthoLifetimeMaxCents: 200_000,
        orthoOverride: null,
        orthoCoveredByDefault: true,
        coveragePdsPercent: 100,
        coverageBrsPercent: 80,
        coverageMrsPercent: 50,
        coverageOrthoPercent: 50,
      };
    case 'med':
      return {
        annualMaxCents,
        familyMaxCents: annualMaxCents * 3,
        orthoLifetimeMaxCents: 150_000,
        orthoOverride: null,
        orthoCoveredByDefault: true,
        coveragePdsPercent: 100,
        coverageBrsPercent: 80,
        coverageMrsPercent: 50,
        coverageOrthoPercent: 50,
      };
    case 'low':
      return {
        annualMaxCents,
        familyMaxCents: null,
        orthoLifetimeMaxCents: null,
        orthoOverride: null,
        orthoCoveredByDefault: false,
        coveragePdsPercent: 100,
        coverageBrsPercent: 70,
        coverageMrsPercent: 40,
        coverageOrthoPercent: 0,
      };
  }
}

export interface SeededPlans {
  standard: ReadonlyMap<string, SeededPlan>;
  /** The standard plans in spec order, for random picks. */
  standardList: readonly SeededPlan[];
  /** The demo employer's group plan (custom, with ortho turned on by the override). */
  employerGroup: SeededPlan;
  /** The healthshare's membership plan (custom). */
  altrua: SeededPlan;
}

function addPlan(
  ctx: SeedContext,
  name: string,
  planType: string | null,
  plan: Omit<SeededPlan, 'id' | 'name'>,
): SeededPlan {
  const seeded: SeededPlan = { id: ctx.ids.take(plans), name, ...plan };
  // Every demo plan carries the common frequency limits (issue 26 item 20, decision 0049).
  ctx.batch.add(plans, { ...seeded, planType, frequencyLimits: [...COMMON_FREQUENCY_LIMITS] });
  return seeded;
}

export function seedPlans(ctx: SeedContext): SeededPlans {
  const standardList = STANDARD_PLAN_TYPES.map((type) => {
    const { tier, level } = standardPlanParts(type);
    return addPlan(ctx, standardPlanLabel(type), type, {
      minimumNetwork: tier,
      ...levelTerms(level, ANNUAL_MAX_DOLLARS[tier][level]),
    });
  });
  const employerGroup = addPlan(ctx, 'Acme Group Dental', null, {
    minimumNetwork: 'gold',
    ...levelTerms('low', 2000),
    familyMaxCents: 500_000,
    orthoLifetimeMaxCents: 150_000,
    // The low level has no ortho by default; the employer bought it back with the override (spec §3: Yes).
    orthoOverride: true,
    coverageOrthoPercent: 50,
  });
  const altrua = addPlan(ctx, 'Altrua HealthShare Dental', null, {
    minimumNetwork: 'silver',
    ...levelTerms('med', 1500),
  });
  return {
    standard: new Map(STANDARD_PLAN_TYPES.map((type, i) => [type, standardList[i] as SeededPlan])),
    standardList,
    employerGroup,
    altrua,
  };
}
