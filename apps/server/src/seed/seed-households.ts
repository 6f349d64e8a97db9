// Households, their patients (9-digit member ids), benefits, and the users that sign in.
import type { BenefitType, Gender, Portal } from '@dental/domain';
import { benefits, households, patients, users } from '../db/schema/index.js';
import type { SeedContext, SeededHousehold, SeededPatient, SeededPlan } from './seed-context.js';
import { addDays, dayNumber } from './seed-dates.js';
import type { Metro, Place } from './seed-geography.js';

/**
 * A unique 9-digit member id for the n-th patient: an affine map modulo 900,000,000 with a multiplier
 * coprime to it (not divisible by 2, 3 or 5) is a bijection, so ids never repeat and do not look sequential.
 */
export function memberIdFor(n: number): string {
  return String(100_000_000 + ((n * 104_729_891 + 123_456_789) % 900_000_000));
}

export interface PersonSpec {
  relationship: SeededPatient['relationship'];
  firstName: string;
  middleName: string | null;
  lastName: string;
  age: number;
  gender: Gender;
  email: string | null;
  phone: string | null;
  taxIdType: 'ssn' | 'itin' | 'employee' | 'none';
}

export interface HouseholdSpec {
  metro: Metro;
  place: Place;
  benefitType: BenefitType;
  plan: SeededPlan | null;
  employerId: number | null;
  isHealthshare: boolean;
  benefitStart: string;
  benefitEnd: string | null;
  reimbursementFormUrl: string | null;
  /** The primary first. */
  people: PersonSpec[];
  /** The primary's member-portal sign-in, if any. */
  userId: number | null;
}

/** Writes a user of a portal; every demo user shares the one password hash. */
export function seedUser(ctx: SeedContext, accountType: Portal, email: string, firstName: string, lastName: string): number {
  const id = ctx.ids.take(users);
  ctx.batch.add(users, {
    id,
    accountType,
    email,
    passwordHash: ctx.passwordHash,
    firstName,
    lastName,
    emailVerifiedAt: new Date(`${ctx.today}T00:00:00Z`),
    signupComplete: true,
  });
  return id;
}

/** A date of birth that makes someone `age` today, on a random day of that year of life. */
export function birthDateFor(ctx: SeedContext, age: number): string {
  const birthday = addDays(ctx.today, -Math.round(age * 365.25));
  return addDays(birthday, -ctx.rng.int(1, 360));
}

function ageOn(today: string, dateOfBirth: string): number {
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** Writes the household, its patients and one benefit each. */
export function writeHousehold(ctx: SeedContext, spec: HouseholdSpec): SeededHousehold {
  const { ids, batch } = ctx;
  const id = ids.take(households);
  const { addressLine1, city, state, zip } = spec.place;
  batch.add(households, { id, employerId: spec.employerId, isHealthshare: spec.isHealthshare, addressLine1, city, state, zip });
  const seeded: SeededPatient[] = spec.people.map((person, i) => {
    const patientId = ids.take(patients);
    const dateOfBirth = birthDateFor(ctx, person.age);
    batch.add(patients, {
      id: patientId,
      householdId: id,
      userId: i === 0 ? spec.userId : null,
      relationship: person.relationship,
      firstName: person.firstName,
      middleName: person.middleName,
      lastName: person.lastName,
      dateOfBirth,
      gender: person.gender,
      email: person.email,
      phone: person.phone,
      memberId: memberIdFor(patientId),
      taxIdType: person.taxIdType,
      // Only the last four digits of a tax id are kept (sign-up checks them); demo ones follow the member id.
      taxIdLast4: person.taxIdType === 'none' ? null : memberIdFor(patientId).slice(-4),
    });
    // A child's coverage cannot start before birth.
    const born = dayNumber(dateOfBirth) > dayNumber(spec.benefitStart) ? dateOfBirth : spec.benefitStart;
    batch.add(benefits, {
      id: ids.take(benefits),
      patientId,
      benefitType: spec.benefitType,
      planId: spec.plan?.id ?? null,
      employerId: spec.employerId,
      startDate: born,
      endDate: spec.benefitEnd,
      requestReimbursementFormUrl: spec.reimbursementFormUrl,
    });
    return { id: patientId, relationship: person.relationship, firstName: person.firstName, lastName: person.lastName, dateOfBirth, age: ageOn(ctx.today, dateOfBirth) };
  });
  return { id, metro: spec.metro, benefitType: spec.benefitType, plan: spec.plan, patients: seeded, userId: spec.userId };
}
