// The four member demo accounts of issue 2, each with the shape the portals and browser tests rely on.
import type { SeedContext, SeededEmployer, SeededPractice } from './seed-context.js';
import { addDays, dayNumber } from './seed-dates.js';
import { DEMO_EMAILS } from './demo-accounts.js';
import { placeNear, type Metro } from './seed-geography.js';
import { seedPurchase, seedSavedCard, pastStartDate } from './seed-in-office.js';
import { seedMemberNotifications } from './seed-notifications.js';
import { seedUser, writeHousehold, type HouseholdSpec, type PersonSpec } from './seed-households.js';
import { planHouseholdClaims, REIMBURSEMENT_FORM_URL, type GeneratedWorld } from './seed-generated-households.js';
import { seedHouseholdClaims } from './seed-visits.js';
import type { PlannedLine } from './seed-treatments.js';

function who(
  relationship: PersonSpec['relationship'],
  name: [first: string, middle: string | null, last: string],
  age: number,
  gender: PersonSpec['gender'],
): PersonSpec {
  const [firstName, middleName, lastName] = name;
  return {
    relationship,
    firstName,
    middleName,
    lastName,
    age,
    gender,
    email: null,
    phone: null,
    taxIdType: age >= 18 ? 'ssn' : 'none',
  };
}

/** Procedure lines written 'D2950:30 D2740:30' (code, optional tooth). */
function lines(spec: string): PlannedLine[] {
  return spec.split(' ').map((item) => {
    const [code = '', tooth] = item.split(':');
    return { code, tooth: tooth ?? null };
  });
}

function primary(person: PersonSpec, email: string, phone: string): PersonSpec {
  return { ...person, email, phone };
}

function baseSpec(
  ctx: SeedContext,
  metro: Metro,
  street: string,
  userId: number,
  people: PersonSpec[],
): Omit<HouseholdSpec, 'benefitType' | 'plan'> {
  const thisYear = Number(ctx.today.slice(0, 4));
  return {
    metro,
    place: placeNear(ctx.rng, metro, street),
    employerId: null,
    isHealthshare: false,
    benefitStart: `${thisYear - 2}-01-01`,
    benefitEnd: null,
    reimbursementFormUrl: null,
    people,
    userId,
  };
}

/** A day `daysAgo` before today, but not before January 1st of this year (so it counts this benefit year). */
function thisYearDaysAgo(today: string, daysAgo: number): string {
  const day = addDays(today, -daysAgo);
  const jan1 = `${today.slice(0, 4)}-01-01`;
  return dayNumber(day) < dayNumber(jan1) ? jan1 : day;
}

/** member@example.com: the Carters, individual gold_high plan, a full history with every kind of record. */
function seedMemberFamily(ctx: SeedContext, world: GeneratedWorld, outOfNetwork: SeededPractice): void {
  const { today } = ctx;
  const metro = world.demoPractice.metro;
  const userId = seedUser(ctx, 'member', DEMO_EMAILS.member, 'Daniel', 'Carter');
  const people = [
    primary(who('Primary', ['Daniel', 'James', 'Carter'], 41, 'male'), DEMO_EMAILS.member, '5125550142'),
    who('Spouse', ['Emily', 'Rose', 'Carter'], 39, 'female'),
    who('Dependent', ['Lucas', null, 'Carter'], 13, 'male'),
    who('Dependent Adult', ['Sophie', null, 'Carter'], 20, 'female'),
  ];
  const plan = world.plans.standard.get('gold_high');
  if (!plan) throw new Error('gold_high plan missing');
  const household = writeHousehold(ctx, {
    ...baseSpec(ctx, metro, '1200 Barton Springs Rd', userId, people),
    benefitType: 'individual',
    plan,
    reimbursementFormUrl: REIMBURSEMENT_FORM_URL,
  });
  const claims = planHouseholdClaims(
    ctx,
    world,
    household,
    world.demoPractice,
    `${Number(today.slice(0, 4)) - 1}-01-01`,
  );
  const home = world.demoPractice;
  // Besides the random history: this year's check-up and crown, Lucas's braces (they reach the ortho
  // lifetime maximum), an out-of-network root canal, a paid and a pending reimbursement, two estimates.
  claims.visits.push(
    { patientIndex: 0, date: thisYearDaysAgo(today, 10), practice: home, lines: lines('D0120 D1110 D0274') },
    { patientIndex: 0, date: thisYearDaysAgo(today, 60), practice: home, lines: lines('D2950:30 D2740:30') },
    { patientIndex: 2, date: thisYearDaysAgo(today, 150), practice: home, lines: lines('D8660') },
    { patientIndex: 2, date: thisYearDaysAgo(today, 120), practice: home, lines: lines('D8080') },
    { patientIndex: 1, date: thisYearDaysAgo(today, 200), practice: outOfNetwork, lines: lines('D0140 D3330:19') },
  );
  claims.reimbursements.push(
    {
      patientIndex: 1,
      date: thisYearDaysAgo(today, 90),
      providerName: 'Hill Country Dental Studio',
      lines: lines('D0140 D2392:14'),
      markupPercent: 125,
      status: 'paid',
    },
    {
      patientIndex: 3,
      date: addDays(today, -20),
      providerName: 'Campus Smiles Dental',
      lines: lines('D9110'),
      markupPercent: 110,
      status: 'in review',
    },
    // Issue 5: a denied claim with its reason and documents (no random draw: the rest of the data stays as it was).
    {
      patientIndex: 0,
      date: thisYearDaysAgo(today, 45),
      providerName: 'Riverside Oral Surgery',
      lines: lines('D7210:17'),
      markupPercent: 140,
      status: 'denied',
      submittedDaysAfter: 4,
      denialReason: 'The claim did not include the X-ray the plan needs for a surgical extraction.',
    },
  );
  claims.estimates.push(
    { patientIndex: 0, date: addDays(today, -5), practice: home, lines: lines('D3330:3 D2950:3 D2740:3') },
    { patientIndex: 3, date: addDays(today, -12), practice: home, lines: lines('D2392:19') },
  );
  seedHouseholdClaims(ctx, household, plan, claims);
  seedMemberNotifications(ctx, userId, 5, 3);
}

/** inoffice@example.com: in-office membership with a current monthly purchase and a past one. */
function seedInOfficeFamily(ctx: SeedContext, world: GeneratedWorld): void {
  const metro = world.demoPractice.metro;
  const userId = seedUser(ctx, 'member', DEMO_EMAILS.inOffice, 'Olivia', 'Bennett');
  const people = [
    primary(who('Primary', ['Olivia', 'Grace', 'Bennett'], 34, 'female'), DEMO_EMAILS.inOffice, '5125550157'),
    who('Dependent', ['Mia', null, 'Bennett'], 6, 'female'),
  ];
  const household = writeHousehold(ctx, {
    ...baseSpec(ctx, metro, '415 W 6th St', userId, people),
    benefitType: 'in office',
    plan: null,
  });
  const [adult, child] = world.demoPractice.inOfficePlans;
  const [olivia, mia] = household.patients;
  if (!adult || !child || !olivia || !mia) throw new Error('demo practice needs in-office plans');
  // Started 130 days ago, paid monthly: four instalments paid, the fifth past due, the rest scheduled.
  const buyer = { householdId: household.id, purchaserPatientId: olivia.id };
  const card = seedSavedCard(ctx, household.id);
  seedPurchase(ctx, {
    ...buyer,
    card,
    coveredPatientIds: [olivia.id],
    plan: adult,
    startDate: addDays(ctx.today, -130),
    paymentMode: 'monthly',
    latestFailed: true,
  });
  seedPurchase(ctx, {
    ...buyer,
    coveredPatientIds: [mia.id],
    plan: child,
    startDate: pastStartDate(ctx),
    paymentMode: 'full',
    latestFailed: false,
  });
  seedMemberNotifications(ctx, userId, 2, 1);
}

/** healthshare@example.com: Altrua membership, the household flagged as a healthshare. */
function seedHealthshareFamily(ctx: SeedContext, world: GeneratedWorld): void {
  const metro = world.demoPractice.metro;
  const userId = seedUser(ctx, 'member', DEMO_EMAILS.healthshare, 'Noah', 'Patel');
  const people = [
    primary(who('Primary', ['Noah', null, 'Patel'], 45, 'male'), DEMO_EMAILS.healthshare, '5125550163'),
    who('Spouse', ['Priya', 'Anand', 'Patel'], 43, 'female'),
  ];
  const plan = world.plans.altrua;
  const spec = baseSpec(ctx, metro, '2100 S Lamar Blvd', userId, people);
  const household = writeHousehold(ctx, { ...spec, benefitType: 'Altrua', plan, isHealthshare: true });
  const from = `${Number(ctx.today.slice(0, 4)) - 1}-01-01`;
  seedHouseholdClaims(ctx, household, plan, planHouseholdClaims(ctx, world, household, world.demoPractice, from, 1.5));
  seedMemberNotifications(ctx, userId, 3, 1);
}

/** employee@example.com: employer benefit through the demo employer. */
function seedEmployeeFamily(ctx: SeedContext, world: GeneratedWorld, employer: SeededEmployer): void {
  const metro = world.demoPractice.metro;
  const userId = seedUser(ctx, 'member', DEMO_EMAILS.employee, 'Ava', 'Thompson');
  const head = {
    ...primary(who('Primary', ['Ava', 'Marie', 'Thompson'], 29, 'female'), DEMO_EMAILS.employee, '5125550178'),
    taxIdType: 'employee' as const,
  };
  const people = [head, who('Dependent', ['Ethan', null, 'Thompson'], 4, 'male')];
  const household = writeHousehold(ctx, {
    ...baseSpec(ctx, metro, '901 E 5th St', userId, people),
    benefitType: 'employer',
    plan: employer.plan,
    employerId: employer.id,
    reimbursementFormUrl: REIMBURSEMENT_FORM_URL,
  });
  const from = `${Number(ctx.today.slice(0, 4)) - 1}-01-01`;
  seedHouseholdClaims(
    ctx,
    household,
    employer.plan,
    planHouseholdClaims(ctx, world, household, world.demoPractice, from, 1.5),
  );
  seedMemberNotifications(ctx, userId, 2, 1);
}

/** The four member demo households. */
export function seedDemoMembers(
  ctx: SeedContext,
  world: GeneratedWorld,
  outOfNetwork: SeededPractice,
  employer: SeededEmployer,
): void {
  seedMemberFamily(ctx, world, outOfNetwork);
  seedInOfficeFamily(ctx, world);
  seedHealthshareFamily(ctx, world);
  seedEmployeeFamily(ctx, world, employer);
}
