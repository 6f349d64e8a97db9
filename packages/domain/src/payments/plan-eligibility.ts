// Issue 17 item 2: who an in-office plan may cover. A practice's plan may be for children (under an age),
// for adults (from an age) or for anyone; the purchase page and the server use this one rule.
import { ageOn } from '../validation/iso-dates.js';

/** A plan's age bounds: min_age inclusive, under_age exclusive ("under 14"); null: no bound. */
export interface PlanEligibility {
  min_age: number | null;
  under_age: number | null;
}

/** The age children's plans end at and adults' plans start at in the demo practices (decided here). */
export const CHILD_PLAN_UNDER_AGE = 14;

/** Who the plan is for, in words ("Under 14", "14 and older", "Ages 4 to 17"); null: everyone. */
export function planEligibilityLabel(eligibility: PlanEligibility): string | null {
  const { min_age: min, under_age: under } = eligibility;
  if (min !== null && under !== null) return `Ages ${min} to ${under - 1}`;
  if (under !== null) return `Under ${under}`;
  if (min !== null) return `${min} and older`;
  return null;
}

/** Whom the plan is for, inside a sentence: "under 14", "aged 14 and older", "aged 4 to 17". */
function forWhom(eligibility: PlanEligibility): string {
  const { min_age: min, under_age: under } = eligibility;
  if (min !== null && under !== null) return `aged ${min} to ${under - 1}`;
  if (under !== null) return `under ${under}`;
  return `aged ${min ?? 0} and older`;
}

/** Why a person cannot be covered: "Pat Doe is 41: this plan is for people under 14." */
export function msgNotEligible(name: string, age: number | null, eligibility: PlanEligibility): string {
  const who = age === null ? `${name}'s date of birth is unknown` : `${name} is ${age}`;
  return `${who}: this plan is for people ${forWhom(eligibility)}.`;
}

/** Why a person holds it already: shown at the person and answered by the server (409). */
export function msgAlreadyHoldsPlan(name: string): string {
  return `${name} already holds this plan.`;
}

/**
 * Whether a person born on `dateOfBirth` ('YYYY-MM-DD') may be covered on `today`: null when they may,
 * else the reason (msgNotEligible). An unreadable date of birth only passes a plan without bounds.
 */
export function planIneligibility(
  eligibility: PlanEligibility,
  person: { name: string; date_of_birth: string },
  today: string,
): string | null {
  if (eligibility.min_age === null && eligibility.under_age === null) return null;
  const age = ageOn(person.date_of_birth, today);
  if (age === null) return msgNotEligible(person.name, null, eligibility);
  if (eligibility.min_age !== null && age < eligibility.min_age) return msgNotEligible(person.name, age, eligibility);
  if (eligibility.under_age !== null && age >= eligibility.under_age)
    return msgNotEligible(person.name, age, eligibility);
  return null;
}
