import { describe, expect, it } from 'vitest';
import { coveragePlanOf } from './coverage-plan.js';

/** A benefit row's plan columns as the benefit query selects them for a plan in force. */
const planInForce = {
  minimum_network: 'silver',
  annual_max_cents: 150_000,
  coverage_pds_percent: 100,
  coverage_brs_percent: 80,
  coverage_mrs_percent: 50,
  coverage_ortho_percent: 50,
  family_max_cents: 450_000,
  ortho_lifetime_max_cents: 200_000,
  ortho_override: null,
  ortho_covered_by_default: true,
} as const;

describe('coveragePlanOf (the plan of the benefit in force, as the coverage engine takes it)', () => {
  it('maps every plan column of a row with a plan in force', () => {
    expect(coveragePlanOf(planInForce)).toEqual({
      minimumNetwork: 'silver',
      coveragePdsPercent: 100,
      coverageBrsPercent: 80,
      coverageMrsPercent: 50,
      coverageOrthoPercent: 50,
      annualMaxCents: 150_000,
      familyMaxCents: 450_000,
      orthoLifetimeMaxCents: 200_000,
      orthoOverride: null,
      orthoCoveredByDefault: true,
    });
  });

  it('is null with no network or no annual maximum (no plan in force: in-office, inactive)', () => {
    expect(coveragePlanOf({ ...planInForce, minimum_network: null })).toBeNull();
    expect(coveragePlanOf({ ...planInForce, annual_max_cents: null })).toBeNull();
  });

  it('reads a missing percent as 0 and a missing ortho default as not covered', () => {
    const plan = coveragePlanOf({
      ...planInForce,
      coverage_pds_percent: null,
      coverage_brs_percent: null,
      coverage_mrs_percent: null,
      coverage_ortho_percent: null,
      ortho_covered_by_default: null,
      ortho_override: false,
    });
    expect(plan).toMatchObject({
      coveragePdsPercent: 0,
      coverageBrsPercent: 0,
      coverageMrsPercent: 0,
      coverageOrthoPercent: 0,
      orthoCoveredByDefault: false,
      orthoOverride: false,
    });
  });
});
