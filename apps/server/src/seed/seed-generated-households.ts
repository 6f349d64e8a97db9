// The many generated households: random families (faker names) around the metros, with a mix of benefit
// types, their visits, reimbursements, estimates, in-office purchases and notifications.
import { isInNetwork, type BenefitType, type Gender } from '@dental/domain';
import type { SeedContext, SeededEmployer, SeededHousehold, SeededPlan, SeededPractice } from './seed-context.js';
import { addDays, addMonths, dayNumber, isoDay } from './seed-dates.js';
import { phoneIn, placeNear, type Metro } from './seed-geography.js';
import { generatedMemberEmail } from './demo-accounts.js';
import { currentStartDate, seedPurchase } from './seed-in-office.js';
import { seedMemberNotifications } from './seed-notifications.js';
import type { SeededPlans } from './seed-plans.js';
import { faker, type Rng } from './seed-random.js';
import { seedUser, writeHousehold, type PersonSpec } from './seed-households.js';
import { planEstimateLines, planPatientVisits, type PlannedVisit } from './seed-treatments.js';
import {
  seedHouseholdClaims,
  type HouseholdClaims,
  type PlannedReimbursement,
  type ReimbursementStatus,
} from './seed-visits.js';

export const REIMBURSEMENT_FORM_URL = 'https://example.com/forms/reimbursement.pdf';

/** The practices of each metro, for choosing where a household goes. */
export class PracticeDirectory {
  private readonly byMetro = new Map<string, SeededPractice[]>();
  private readonly inNetworkCache = new Map<string, SeededPractice[]>();
  readonly withInOfficePlans: SeededPractice[];

  constructor(readonly all: readonly SeededPractice[]) {
    for (const p of all) this.byMetro.set(p.metro.zip, [...(this.byMetro.get(p.metro.zip) ?? []), p]);
    this.withInOfficePlans = all.filter((p) => p.inOfficePlans.length > 0);
  }

  inMetro(metro: Metro): SeededPractice[] {
    return this.byMetro.get(metro.zip) ?? [...this.all];
  }

  /** A household's usual dentist: mostly one in the plan's network, sometimes not. */
  homePractice(rng: Rng, metro: Metro, plan: SeededPlan): SeededPractice {
    const local = this.inMetro(metro);
    const key = `${metro.zip}:${plan.minimumNetwork}`;
    let inNetwork = this.inNetworkCache.get(key);
    if (!inNetwork) {
      inNetwork = local.filter((p) => isInNetwork(plan.minimumNetwork, p.network));
      this.inNetworkCache.set(key, inNetwork);
    }
    return rng.pick(inNetwork.length && rng.chance(0.88) ? inNetwork : local);
  }

  /** A practice selling in-office plans, near the household when one is. */
  inOfficeSeller(rng: Rng, metro: Metro): SeededPractice | undefined {
    const local = this.withInOfficePlans.filter((p) => p.metro.zip === metro.zip);
    return local.length ? rng.pick(local) : this.withInOfficePlans[0];
  }
}

export interface GeneratedWorld {
  plans: SeededPlans;
  employers: readonly SeededEmployer[];
  practices: PracticeDirectory;
  demoPractice: SeededPractice;
}

/** Calendar years of visits a generated household has (this one included). */
const HISTORY_YEARS = 5;
/**
 * How many years before this one a household's coverage may have started. Longer than the history (a member of six
 * years has five years of visits). Sized so 100,000 households have about a million visits
 * (issue 8's world); it was four, which gave 860,000.
 */
const MEMBER_SINCE_YEARS = 6;

// In-office members are a large share of the product's members (issue 8's world: 100,000 in-office purchases
// for 100,000 households, with the yearly renewals of past years).
const BENEFIT_WEIGHTS: Record<BenefitType, number> = {
  individual: 43,
  employer: 23,
  Altrua: 7,
  'in office': 22,
  inactive: 5,
};
/** Past yearly terms of an in-office member, fewest and most. */
const PAST_IN_OFFICE_TERMS = [2, 5] as const;

function gender(rng: Rng): Gender {
  return rng.weighted({ female: 48, male: 48, 'not to say': 3, 'self describe': 1 });
}

function person(
  rng: Rng,
  relationship: PersonSpec['relationship'],
  lastName: string,
  age: number,
  sex: Gender,
): PersonSpec {
  const fakerSex = sex === 'male' ? 'male' : 'female';
  return {
    relationship,
    firstName: faker.person.firstName(fakerSex),
    middleName: rng.chance(0.35) ? faker.person.middleName(fakerSex) : null,
    lastName,
    age,
    gender: sex,
    email: null,
    phone: null,
    taxIdType: age >= 18 ? rng.pick(['ssn', 'ssn', 'none', 'itin'] as const) : 'none',
  };
}

function family(ctx: SeedContext, metro: Metro, email: string, employee: boolean): PersonSpec[] {
  const { rng } = ctx;
  const lastName = faker.person.lastName();
  const primaryAge = rng.int(23, 72);
  const primary = person(rng, 'Primary', lastName, primaryAge, gender(rng));
  primary.email = email;
  primary.phone = phoneIn(rng, metro);
  if (employee) primary.taxIdType = rng.chance(0.7) ? 'employee' : 'ssn';
  const people = [primary];
  if (rng.chance(0.65))
    people.push(person(rng, 'Spouse', lastName, Math.max(19, primaryAge + rng.int(-6, 6)), gender(rng)));
  if (primaryAge >= 25 && primaryAge <= 58) {
    const children = rng.pick([0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 4]);
    for (let i = 0; i < children; i += 1)
      people.push(person(rng, 'Dependent', lastName, rng.int(0, Math.min(17, primaryAge - 20)), gender(rng)));
  }
  if (primaryAge >= 42 && rng.chance(0.12))
    people.push(person(rng, 'Dependent Adult', lastName, rng.int(18, 25), gender(rng)));
  return people;
}

/** Visits of every patient from `from` to today, at the household's usual practice or now and then elsewhere. */
export function planHouseholdClaims(
  ctx: SeedContext,
  world: GeneratedWorld,
  household: SeededHousehold,
  home: SeededPractice,
  from: string,
  busy = 1,
): HouseholdClaims {
  const { rng, today } = ctx;
  const local = world.practices.inMetro(household.metro);
  const visits = household.patients.flatMap((patient, index) => {
    const start = dayNumber(patient.dateOfBirth) > dayNumber(from) ? patient.dateOfBirth : from;
    const planned = planPatientVisits(rng, index, patient.age, start, today, busy);
    return planned.map((v: PlannedVisit) => ({ ...v, practice: rng.chance(0.1) ? rng.pick(local) : home }));
  });
  const reimbursements: PlannedReimbursement[] = [];
  if (rng.chance(0.05 * busy)) {
    reimbursements.push({
      patientIndex: rng.int(0, household.patients.length - 1),
      date: isoDay(Math.min(rng.int(dayNumber(from), dayNumber(today) - 10), dayNumber(today))),
      providerName: `${faker.person.lastName()} Dental Studio`,
      lines: [
        { code: 'D0140', tooth: null },
        { code: rng.pick(['D2391', 'D2392', 'D7140', 'D9110']), tooth: rng.pick(['3', '14', '19', '30']) },
      ],
      markupPercent: rng.int(100, 140),
      status: rng.weighted<ReimbursementStatus>({ submitted: 15, 'in review': 15, approved: 15, paid: 45, denied: 10 }),
    });
  }
  const estimates: HouseholdClaims['estimates'] = [];
  if (rng.chance(0.12 * busy)) {
    const patientIndex = rng.int(0, household.patients.length - 1);
    const lines = planEstimateLines(rng, household.patients[patientIndex]?.age ?? 30);
    estimates.push({ patientIndex, date: addDays(today, -rng.int(0, 45)), practice: home, lines });
  }
  return { visits, reimbursements, estimates };
}

/** Writes the n-th generated household (n from 1) and everything that belongs to it. */
export function seedGeneratedHousehold(
  ctx: SeedContext,
  world: GeneratedWorld,
  n: number,
  employerSlot: () => SeededEmployer,
): void {
  const { rng, today } = ctx;
  const metro = ctx.metros[n % ctx.metros.length] as Metro;
  const benefitType = rng.weighted(BENEFIT_WEIGHTS);
  const employer = benefitType === 'employer' ? employerSlot() : null;
  const plan: SeededPlan | null =
    benefitType === 'individual'
      ? rng.pick(world.plans.standardList)
      : benefitType === 'Altrua'
        ? world.plans.altrua
        : (employer?.plan ?? null);
  const thisYear = Number(today.slice(0, 4));
  const benefitStart = addDays(`${thisYear - rng.int(0, MEMBER_SINCE_YEARS)}-01-01`, rng.int(0, 200));
  const start = dayNumber(benefitStart) > dayNumber(today) ? `${thisYear}-01-01` : benefitStart;
  const email = generatedMemberEmail(n);
  const people = family(ctx, metro, email, employer !== null);
  const primary = people[0] as PersonSpec;
  const userId = seedUser(ctx, 'member', email, primary.firstName, primary.lastName);
  const household = writeHousehold(ctx, {
    metro,
    place: placeNear(rng, metro, faker.location.streetAddress()),
    benefitType,
    plan,
    employerId: employer?.id ?? null,
    isHealthshare: benefitType === 'Altrua',
    benefitStart: start,
    benefitEnd: benefitType === 'inactive' ? `${thisYear - 1}-12-31` : null,
    reimbursementFormUrl: benefitType === 'individual' || benefitType === 'employer' ? REIMBURSEMENT_FORM_URL : null,
    people,
    userId,
  });

  if (plan && benefitType !== 'inactive') {
    // The demo dentist sees many of the first households of its metro, so its portal has patients.
    const demoDentist = metro === world.demoPractice.metro && rng.chance(n <= 2_000 ? 0.5 : 0.02);
    const home = demoDentist ? world.demoPractice : world.practices.homePractice(rng, metro, plan);
    // Five calendar years of history: this year's and the four before.
    const historyStart = `${thisYear - HISTORY_YEARS + 1}-01-01`;
    const from = dayNumber(start) > dayNumber(historyStart) ? start : historyStart;
    seedHouseholdClaims(ctx, household, plan, planHouseholdClaims(ctx, world, household, home, from));
  }
  if (benefitType === 'in office') {
    const seller = world.practices.inOfficeSeller(rng, metro);
    const offer = seller?.inOfficePlans[0];
    const purchaser = household.patients[0];
    if (offer && purchaser) {
      const buyer = {
        householdId: household.id,
        purchaserPatientId: purchaser.id,
        coveredPatientIds: household.patients.map((p) => p.id),
        plan: offer,
      };
      const paymentMode = rng.chance(0.6) ? 'monthly' : 'full';
      const currentStart = currentStartDate(ctx);
      seedPurchase(ctx, { ...buyer, startDate: currentStart, paymentMode, latestFailed: rng.chance(0.15) });
      // The terms before this one, back to back (a member who renews every year).
      const pastTerms = rng.int(...PAST_IN_OFFICE_TERMS);
      for (let term = 1; term <= pastTerms; term += 1) {
        seedPurchase(ctx, {
          ...buyer,
          startDate: addMonths(currentStart, -offer.termMonths * term),
          paymentMode: rng.chance(0.15) ? 'monthly' : 'full',
          latestFailed: false,
        });
      }
    }
  }
  const total = rng.int(0, 3);
  seedMemberNotifications(ctx, userId, total, rng.int(0, total));
}

/** Where the large household of a benchmark-sized world signs in (see seedLargeHousehold). */
export const LARGE_HOUSEHOLD_EMAIL = 'large-household@demo.example.com';
/** Worlds of at least this many households get the large household. */
export const LARGE_HOUSEHOLD_FROM = 10_000;
const LARGE_HOUSEHOLD_YEARS = 12;
const LARGE_HOUSEHOLD_PASSES = 14;

/**
 * One household with about 2,000 visits over twelve years, for issue 5's receipts budget (a household with
 * 2,000 visits among a million): ten people on an individual plan, each with the visit history of several
 * ordinary patients. Not lifelike; there so the receipts list is measured at its worst.
 */
export function seedLargeHousehold(ctx: SeedContext, world: GeneratedWorld): void {
  const { rng, today } = ctx;
  const metro = world.demoPractice.metro;
  const plan = world.plans.standardList[0] as SeededPlan;
  const people = family(ctx, metro, LARGE_HOUSEHOLD_EMAIL, false).slice(0, 1);
  const lastName = people[0]?.lastName ?? 'Large';
  people.push(person(rng, 'Spouse', lastName, 48, 'female'));
  for (let i = 0; i < 8; i += 1)
    people.push(
      person(rng, i < 6 ? 'Dependent' : 'Dependent Adult', lastName, i < 6 ? 4 + 2 * i : 19 + i, gender(rng)),
    );
  const primary = people[0] as PersonSpec;
  const userId = seedUser(ctx, 'member', LARGE_HOUSEHOLD_EMAIL, primary.firstName, primary.lastName);
  const start = `${Number(today.slice(0, 4)) - LARGE_HOUSEHOLD_YEARS}-01-01`;
  const household = writeHousehold(ctx, {
    metro,
    place: placeNear(rng, metro, faker.location.streetAddress()),
    benefitType: 'individual',
    plan,
    employerId: null,
    isHealthshare: false,
    benefitStart: start,
    benefitEnd: null,
    reimbursementFormUrl: REIMBURSEMENT_FORM_URL,
    people,
    userId,
  });
  const claims = planHouseholdClaims(ctx, world, household, world.demoPractice, start, 2);
  for (let pass = 1; pass < LARGE_HOUSEHOLD_PASSES; pass += 1) {
    claims.visits.push(...planHouseholdClaims(ctx, world, household, world.demoPractice, start, 2).visits);
  }
  seedHouseholdClaims(ctx, household, plan, claims);
  seedMemberNotifications(ctx, userId, 3, 1);
}
