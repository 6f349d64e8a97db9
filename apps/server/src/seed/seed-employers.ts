// Employer companies: the demo employer (Acme, with an EIN) and generated ones, each with a group plan.
import type { BankStatus } from '@dental/domain';
import { employers } from '../db/schema/index.js';
import type { SeedContext, SeededEmployer, SeededPlan } from './seed-context.js';
import { phoneIn, placeNear, type Metro } from './seed-geography.js';
import { faker } from './seed-random.js';

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
