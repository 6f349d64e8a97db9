// What the parts of the demo generator share: the database, ids, randomness, today's date, and the
// world built so far (plans, practices, employers) that households and visits refer to.
import type { BenefitType, CoveragePlan, PracticeNetworkType } from '@dental/domain';
import * as schema from '../db/schema/index.js';
import type { Metro } from './seed-geography.js';
import type { Rng } from './seed-random.js';
import { RowBatch, type IdAllocator, type SeedDb } from './seed-writer.js';

/** Parents before children: the order rows are written in. */
export const INSERT_ORDER = [
  schema.procedures,
  schema.feeSchedules,
  schema.plans,
  schema.practices,
  schema.practiceLocations,
  schema.dentists,
  schema.practiceFees,
  schema.inOfficePlans,
  schema.employers,
  schema.employerPlanOfferings,
  schema.users,
  schema.practiceUsers,
  schema.employerUsers,
  schema.staffUsers,
  schema.households,
  schema.patients,
  schema.employees,
  schema.benefits,
  schema.appointments,
  schema.appointmentLines,
  schema.appointmentPayments,
  schema.estimates,
  schema.estimateLines,
  schema.reimbursements,
  schema.documentFiles,
  schema.reimbursementDocuments,
  schema.offlineCardTokens,
  schema.savedPaymentMethods,
  schema.inOfficePlanPurchases,
  schema.purchaseCoveredPatients,
  schema.payments,
  schema.instalments,
  schema.notifications,
] as const;

/** Tables whose ids the seed chooses (serial ids). */
export const SERIAL_TABLES = [
  schema.plans,
  schema.practices,
  schema.practiceLocations,
  schema.dentists,
  schema.inOfficePlans,
  schema.employers,
  schema.employerPlanOfferings,
  schema.users,
  schema.households,
  schema.patients,
  schema.employees,
  schema.benefits,
  schema.appointments,
  schema.appointmentLines,
  schema.appointmentPayments,
  schema.estimates,
  schema.estimateLines,
  schema.reimbursements,
  schema.documentFiles,
  schema.reimbursementDocuments,
  schema.inOfficePlanPurchases,
  schema.payments,
  schema.instalments,
  schema.notifications,
  schema.savedPaymentMethods,
] as const;

export interface SeededPlan extends CoveragePlan {
  id: number;
  name: string;
}

export interface SeededInOfficePlan {
  id: number;
  name: string;
  priceCents: number;
  monthlyPriceCents: number;
  termMonths: number;
}

export interface SeededPractice {
  id: number;
  name: string;
  network: PracticeNetworkType;
  metro: Metro;
  locationIds: number[];
  dentistIds: number[];
  /** The practice's own fee per procedure code (its billed fee). */
  fees: ReadonlyMap<string, number>;
  inOfficePlans: SeededInOfficePlan[];
}

export interface SeededEmployer {
  id: number;
  name: string;
  plan: SeededPlan;
}

export interface SeededPatient {
  id: number;
  relationship: (typeof schema.relationshipEnum.enumValues)[number];
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  /** Age in whole years today. */
  age: number;
}

export interface SeededHousehold {
  id: number;
  metro: Metro;
  benefitType: BenefitType;
  plan: SeededPlan | null;
  patients: SeededPatient[];
  /** The primary's member-portal user, when the household can sign in. */
  userId: number | null;
}

export interface SeedContext {
  db: SeedDb;
  ids: IdAllocator;
  rng: Rng;
  /** The world's seed, for values drawn apart from `rng`'s stream (demo tax ids). */
  seed: number;
  batch: RowBatch;
  today: string;
  passwordHash: string;
  metros: readonly Metro[];
}

export function createBatch(): RowBatch {
  return new RowBatch(INSERT_ORDER);
}
