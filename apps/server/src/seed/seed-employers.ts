// Employer companies: the demo employer (Acme, with an EIN) and generated ones, each with a group plan.
import type { BankStatus } from '@dental/domain';
import { employerPlanOfferings, employers } from '../db/schema/index.js';
import type { SeedContext, SeededEmployer, SeededPlan } from './seed-context.js';
import { phoneIn, placeNear, type Metro } from './seed-geography.js';
import { faker } from './seed-random.js';

/** What the demo employers charge a month per covered member (issue 27; migration 0029 uses the same). */
const DEMO_MONTHLY_PRICE_CENTS = 4500;
/** Years back the demo offerings start: before the earliest generated benefit (MEMBER_SINCE_YEARS, 6). */
const OFFERED_SINCE_YEARS = 10;

export interface EmployerSpec {
  name: string;
  metro: Metro;
  plan: SeededPlan;
  /** 9 digits, stored as the domain normalises a tax id. Exactly one of ein and ssn (spec §5). */
  ein: string | null;
  ssn: string | null;
  isEdi: boolean;
  bankStatus: BankStatus;
}

export function seedEmployer(ctx: SeedContext, spec: EmployerSpec): SeededEmployer {
  const id = ctx.ids.take(employers);
  const place = placeNear(ctx.rng, spec.metro, faker.location.streetAddress());
  ctx.batch.add(employers, {
    id,
    name: spec.name,
    ein: spec.ein,
    ssn: spec.ssn,
    addressLine1: place.addressLine1,
    addressLine2: ctx.rng.chance(0.5) ? `Floor ${ctx.rng.int(2, 30)}` : null,
    city: place.city,
    state: place.state,
    zip: place.zip,
    phone: phoneIn(ctx.rng, spec.metro),
    isEdi: spec.isEdi,
    bankStatus: spec.bankStatus,
    // Group numbers are unique: 'G' and the employer id in 7 digits.
    groupNumber: `G${String(id).padStart(7, '0')}`,
    planId: spec.plan.id,
  });
  // Issue 27: the group plan offered to every class since before any generated member joined, $45.00 a member.
  ctx.batch.add(employerPlanOfferings, {
    id: ctx.ids.take(employerPlanOfferings),
    employerId: id,
    employeeClass: null,
    planId: spec.plan.id,
    monthlyPriceCents: DEMO_MONTHLY_PRICE_CENTS,
    effectiveDate: `${Number(ctx.today.slice(0, 4)) - OFFERED_SINCE_YEARS}-01-01`,
  });
  return { id, name: spec.name, plan: spec.plan };
}

/** `count` generated employers; about one in ten is a sole proprietor with an SSN instead of an EIN. */
export function seedGeneratedEmployers(
  ctx: SeedContext,
  count: number,
  plans: readonly SeededPlan[],
): SeededEmployer[] {
  const { rng } = ctx;
  return Array.from({ length: count }, (_, i) => {
    const soleProprietor = rng.chance(0.1);
    const taxId = String(rng.int(100_000_000, 999_999_999));
    return seedEmployer(ctx, {
      name: soleProprietor ? `${faker.person.fullName()} Consulting` : faker.company.name(),
      metro: ctx.metros[i % ctx.metros.length] as Metro,
      plan: rng.pick(plans),
      ein: soleProprietor ? null : taxId,
      ssn: soleProprietor ? taxId : null,
      isEdi: rng.chance(0.15),
      bankStatus: rng.weighted<BankStatus>({
        verified: 70,
        'verification pending': 15,
        'account not added': 10,
        'owner not added': 5,
      }),
    });
  });
}
