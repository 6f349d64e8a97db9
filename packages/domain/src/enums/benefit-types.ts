// spec §3 and §6: benefit types and what they switch on or off.

/** spec §3: benefit types (the in-office value is canonically 'in office'). */
export const BENEFIT_TYPES = ['individual', 'employer', 'in office', 'inactive', 'Altrua'] as const;
export type BenefitType = (typeof BENEFIT_TYPES)[number];

/** spec §3: the in-office value is also written 'in-office'. */
export const BENEFIT_TYPE_ALIASES: Readonly<Record<string, BenefitType>> = { 'in-office': 'in office' };

/** Display labels of the benefit types. */
export const BENEFIT_TYPE_LABELS: Record<BenefitType, string> = {
  individual: 'Individual',
  employer: 'Employer',
  'in office': 'In-office',
  inactive: 'Inactive',
  Altrua: 'Altrua',
};

/** spec §3: the canonical benefit type of a value ('in-office' -> 'in office'), or null if unknown. */
export function normaliseBenefitType(value: unknown): BenefitType | null {
  if (typeof value !== 'string') return null;
  if ((BENEFIT_TYPES as readonly string[]).includes(value)) return value as BenefitType;
  return Object.hasOwn(BENEFIT_TYPE_ALIASES, value) ? (BENEFIT_TYPE_ALIASES[value] ?? null) : null;
}

/** spec §3: employer and Altrua count as group coverage. */
export function isGroupCoverage(benefitType: unknown): boolean {
  const type = normaliseBenefitType(benefitType);
  return type === 'employer' || type === 'Altrua';
}

/** spec §3: true for the in-office benefit type, in either spelling. */
export function isInOfficeBenefit(benefitType: unknown): boolean {
  return normaliseBenefitType(benefitType) === 'in office';
}

/** spec §2 and §6: PriceCheck is left out of the navigation for in-office members. */
export function showsPriceCheck(benefitType: unknown): boolean {
  return !isInOfficeBenefit(benefitType);
}

/** spec §2 and §6: 'Shop dental plans' is hidden for employer and Altrua (group coverage). */
export function showsShopDentalPlans(benefitType: unknown): boolean {
  return !isGroupCoverage(benefitType);
}
