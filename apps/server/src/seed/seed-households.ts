// Households, their patients (9-digit member ids), benefits, and the users that sign in.
import type { BenefitType, Gender, Portal } from '@dental/domain';
import { benefits, employees, households, patients, users } from '../db/schema/index.js';
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

/**
 * The last 4 digits of the n-th patient's demo tax id: a hash of the world's seed and the patient, so they
 * are the same for the same seed, have nothing to do with the member id (issue 15, item 1: they were its last
 * 4 digits, which anyone holding the ID card knows), and leave the random stream of everything else alone.
 */
export function demoTaxIdLast4(seed: number, n: number): string {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(n, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  h ^= h >>> 16;
  return String((h >>> 0) % 10_000).padStart(4, '0');
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
export function seedUser(
  ctx: SeedContext,
  accountType: Portal,
  email: string,
  firstName: string,
  lastName: string,
): number {
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
  batch.add(households, {
    id,
    employerId: spec.employerId,
    isHealthshare: spec.isHealthshare,
    addressLine1,
    city,
    state,
    zip,
  });
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
      // Only the last four digits of a tax id are kept (sign-up checks them).
      taxIdLast4: person.taxIdType === 'none' ? null : demoTaxIdLast4(ctx.seed, patientId),
    });
    // Issue 27: an employer household's Primary is the employer's employee, hired when the cover began.
    if (i === 0 && spec.employerId !== null) {
      batch.add(employees, {
        id: ids.take(employees),
        employerId: spec.employerId,
        householdId: id,
        patientId,
        hireDate: spec.benefitStart,
        employeeNumber: person.taxIdType === 'employee' ? `E${String(patientId).padStart(7, '0')}` : null,
      });
    }
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
    return {
      id: patientId,
      relationship: person.relationship,
      firstName: person.firstName,
      lastName: person.lastName,
      dateOfBirth,
      age: ageOn(ctx.today, dateOfBirth),
    };
  });
  return {
    id,
    metro: spec.metro,
    benefitType: spec.benefitType,
    plan: spec.plan,
    patients: seeded,
    userId: spec.userId,
  };
}
