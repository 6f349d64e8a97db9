// The coverage module's door (decision 21; issue 25 item 6): the benefit in force, its plan and the
// accumulators, read as the member home, the price check, the estimates and the dentist's eligibility,
// visits and estimates price them. Only what other modules use is exported.
export {
  accumulatorColumns,
  benefitRepository,
  currentBenefitJoin,
  frequencyColumns,
  type FrequencyColumns,
  type PricingColumns,
  inOfficePlanNameColumn,
  patientYearPaid,
  type BenefitYear,
  type BenefitRepository,
  type BenefitRow,
  type MembershipRow,
  type SqlValue,
} from './benefit.repository.js';
export { coveragePlanOf, frequencyInputsOf } from './coverage-plan.js';
export { coverPlanIdOn, groupPlanIdOn } from './group-plan.repository.js';
