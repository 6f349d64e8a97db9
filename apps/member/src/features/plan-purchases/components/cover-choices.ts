import {
  msgAlreadyHoldsPlan,
  planIneligibility,
  type CombinedMember,
  type InOfficePlan,
  type PlanPurchase,
} from '@dental/domain';

/** One person of the household on the purchase page: whether the plan may cover them, and why not. */
export interface CoverChoice {
  person: CombinedMember;
  /** Why they cannot be ticked (not eligible, or already holding the plan); null when they can. */
  reason: string | null;
  /** The current purchase of this plan that already covers them (linked from the reason). */
  heldPurchaseId: number | null;
}

/**
 * Issue 17 items 1 and 2: the same rules the server applies, shown before Confirm. `dateOfBirth` maps a
 * person's id to their date of birth; `current` are the household's current purchases.
 */
export function coverChoices(
  plan: Pick<InOfficePlan, 'id' | 'eligibility'>,
  people: readonly CombinedMember[],
  dateOfBirth: ReadonlyMap<number, string>,
  current: readonly Pick<PlanPurchase, 'id' | 'plan_id' | 'covered_patients'>[],
  today: string,
): CoverChoice[] {
  return people.map((person) => {
    const held = current.find(
      (purchase) => purchase.plan_id === plan.id && purchase.covered_patients.some((c) => c.patient_id === person.id),
    );
    if (held) return { person, reason: msgAlreadyHoldsPlan(person.name), heldPurchaseId: held.id };
    const reason = planIneligibility(
      plan.eligibility,
      { name: person.name, date_of_birth: dateOfBirth.get(person.id) ?? '' },
      today,
    );
    return { person, reason, heldPurchaseId: null };
  });
}
