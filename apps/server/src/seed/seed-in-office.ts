// Practices' own membership plans, and households' purchases of them with an instalment schedule and card
// payments (brand and last four digits only). Instalment states follow the calendar: due up to today is
// Paid (or Past due when the card failed: its retries are used up, so only the member paying clears it),
// due after today is Scheduled (the job runner charges it on its day).
import { CHILD_PLAN_UNDER_AGE, INSTALMENT_RETRY_DAYS, MSG_CARD_DECLINED, type PaymentStatus } from '@dental/domain';
import {
  inOfficePlanPurchases,
  inOfficePlans,
  instalments,
  offlineCardTokens,
  payments,
  purchaseCoveredPatients,
  savedPaymentMethods,
  type InOfficePlanInclusion,
} from '../db/schema/index.js';
import type { SeedContext, SeededInOfficePlan, SeededPractice } from './seed-context.js';
import { addDays, addMonths, atHour, dayNumber } from './seed-dates.js';

interface PlanTemplate {
  name: string;
  description: string;
  priceDollars: number;
  includes: InOfficePlanInclusion[];
  discountPercent: number;
  /** Who it may cover (domain PlanEligibility). */
  eligibleMinAge: number | null;
  eligibleUnderAge: number | null;
}

const TEMPLATES: readonly PlanTemplate[] = [
  {
    name: 'Adult Membership',
    description: 'Two check-ups and cleanings a year, yearly bitewing x-rays, and a discount on other treatment.',
    priceDollars: 399,
    includes: [
      { procedureCode: 'D0120', timesPerTerm: 2 },
      { procedureCode: 'D1110', timesPerTerm: 2 },
      { procedureCode: 'D0274', timesPerTerm: 1 },
      { procedureCode: 'D0140', timesPerTerm: 1 },
    ],
    discountPercent: 20,
    eligibleMinAge: CHILD_PLAN_UNDER_AGE,
    eligibleUnderAge: null,
  },
  {
    name: 'Child Membership',
    description: 'Two check-ups, cleanings and fluoride treatments a year for a child under 14.',
    priceDollars: 299,
    includes: [
      { procedureCode: 'D0120', timesPerTerm: 2 },
      { procedureCode: 'D1120', timesPerTerm: 2 },
      { procedureCode: 'D1206', timesPerTerm: 2 },
      { procedureCode: 'D0272', timesPerTerm: 1 },
    ],
    discountPercent: 15,
    eligibleMinAge: null,
    eligibleUnderAge: CHILD_PLAN_UNDER_AGE,
  },
  {
    name: 'Gum Health Membership',
    description: 'Four gum maintenance cleanings a year for patients treated for gum disease.',
    priceDollars: 599,
    includes: [
      { procedureCode: 'D0120', timesPerTerm: 2 },
      { procedureCode: 'D4910', timesPerTerm: 4 },
      { procedureCode: 'D0274', timesPerTerm: 1 },
    ],
    discountPercent: 20,
    eligibleMinAge: null,
    eligibleUnderAge: null,
  },
];

/** Office-fee practices always sell membership plans; about a quarter of the others do too. */
export function seedInOfficePlans(ctx: SeedContext, practice: SeededPractice, force = false): void {
  const { rng } = ctx;
  if (!force && practice.network !== 'office_fees' && !rng.chance(0.25)) return;
  const templates = force ? TEMPLATES : TEMPLATES.filter((_, i) => i < 2 || rng.chance(0.3));
  for (const template of templates) {
    const priceCents = (template.priceDollars + rng.pick([-50, 0, 0, 50])) * 100;
    // Paying monthly costs about 5% more than paying up front (rounded to whole dollars).
    const monthlyPriceCents = Math.round((priceCents * 105) / 120_000) * 100;
    const plan: SeededInOfficePlan = {
      id: ctx.ids.take(inOfficePlans),
      name: template.name,
      priceCents,
      monthlyPriceCents,
      termMonths: 12,
    };
    ctx.batch.add(inOfficePlans, {
      ...plan,
      practiceId: practice.id,
      description: template.description,
      includes: template.includes,
      discountPercent: template.discountPercent,
      eligibleMinAge: template.eligibleMinAge,
      eligibleUnderAge: template.eligibleUnderAge,
    });
    practice.inOfficePlans.push(plan);
  }
}

export interface PurchaseSpec {
  householdId: number;
  purchaserPatientId: number;
  coveredPatientIds: readonly number[];
  plan: SeededInOfficePlan;
  startDate: string;
  paymentMode: 'full' | 'monthly';
  /** Whether the latest due instalment failed to charge (it is then Past due). */
  latestFailed: boolean;
  /** The saved card the schedule charges (seedSavedCard); none for generated households. */
  card?: SeededCard | undefined;
}

export interface SeededCard {
  paymentMethodId: string;
  brand: string;
  last4: string;
}

/**
 * A household's saved card on the offline gateway: the test card 4242 (Visa), which succeeds. Stored as
 * the gateway would: a token with brand, last four, expiry and outcome, never the number.
 */
export function seedSavedCard(ctx: SeedContext, householdId: number): SeededCard {
  const card = { paymentMethodId: `pm_off_seed_${householdId}`, brand: 'Visa', last4: '4242' };
  const expYear = Number(ctx.today.slice(0, 4)) + 3;
  ctx.batch.add(offlineCardTokens, {
    id: card.paymentMethodId,
    householdId,
    brand: card.brand,
    last4: card.last4,
    expMonth: 12,
    expYear,
    outcome: 'succeeds',
  });
  ctx.batch.add(savedPaymentMethods, {
    id: ctx.ids.take(savedPaymentMethods),
    householdId,
    gateway: 'offline',
    paymentMethodId: card.paymentMethodId,
    brand: card.brand,
    last4: card.last4,
    expMonth: 12,
    expYear,
  });
  return card;
}

// Shown as the domain names them (CARD_BRANDS); Visa most often.
const CARD_BRANDS = ['Visa', 'Visa', 'Mastercard', 'American Express', 'Discover'] as const;

/** Writes a purchase, its instalments and its payments. Its status follows from its dates. */
export function seedPurchase(ctx: SeedContext, spec: PurchaseSpec): void {
  const { ids, batch, rng, today } = ctx;
  const id = ids.take(inOfficePlanPurchases);
  const endDate = addMonths(spec.startDate, spec.plan.termMonths);
  const ended = dayNumber(endDate) <= dayNumber(today);
  const count = spec.paymentMode === 'monthly' ? spec.plan.termMonths : 1;
  const amount = spec.paymentMode === 'monthly' ? spec.plan.monthlyPriceCents : spec.plan.priceCents;
  batch.add(inOfficePlanPurchases, {
    id,
    planId: spec.plan.id,
    householdId: spec.householdId,
    purchaserPatientId: spec.purchaserPatientId,
    status: ended ? 'Expired' : 'Active',
    autoRenew: !ended && rng.chance(0.7),
    paymentMode: spec.paymentMode,
    totalCents: amount * count,
    startDate: spec.startDate,
    endDate,
    idempotencyKey: `seed-purchase-${id}`,
    paymentMethodId: spec.card?.paymentMethodId ?? null,
  });
  for (const patientId of spec.coveredPatientIds) batch.add(purchaseCoveredPatients, { purchaseId: id, patientId });

  const card = spec.card
    ? { cardBrand: spec.card.brand, cardLast4: spec.card.last4 }
    : { cardBrand: rng.pick(CARD_BRANDS), cardLast4: String(rng.int(0, 9999)).padStart(4, '0') };
  const dueDates = Array.from({ length: count }, (_, i) => addMonths(spec.startDate, i));
  const latestDue = dueDates.filter((d) => dayNumber(d) <= dayNumber(today)).at(-1);
  dueDates.forEach((dueDate, i) => {
    const isDue = dayNumber(dueDate) <= dayNumber(today);
    const status: PaymentStatus = !isDue
      ? 'Scheduled'
      : dueDate === latestDue && spec.latestFailed && !ended
        ? 'Past due'
        : 'Paid';
    let paymentId: number | null = null;
    const chargedAt = atHour(dueDate, 14);
    if (status !== 'Scheduled') {
      paymentId = ids.take(payments);
      batch.add(payments, {
        id: paymentId,
        purchaseId: id,
        amountCents: amount,
        status: status === 'Paid' ? 'succeeded' : 'failed',
        kind: i === 0 ? 'purchase' : 'instalment',
        gateway: 'offline',
        gatewayReference: `seed_ch_${paymentId}`,
        paymentMethodId: spec.card?.paymentMethodId ?? null,
        failureMessage: status === 'Paid' ? null : MSG_CARD_DECLINED,
        ...card,
        idempotencyKey: `seed-payment-${paymentId}`,
        createdAt: chargedAt,
      });
    }
    batch.add(instalments, {
      id: ids.take(instalments),
      purchaseId: id,
      sequence: i + 1,
      dueDate,
      amountCents: amount,
      status,
      paidAt: status === 'Paid' ? chargedAt : null,
      paymentId: status === 'Paid' ? paymentId : null,
      // A past-due one has had its first charge and every retry; a scheduled one is charged on its day.
      attempts: status === 'Past due' ? 1 + INSTALMENT_RETRY_DAYS.length : status === 'Paid' ? 1 : 0,
      chargeOn: status === 'Scheduled' ? dueDate : null,
      failureMessage: status === 'Past due' ? MSG_CARD_DECLINED : null,
    });
  });
}

/** A start date that makes a purchase current today: begun 1 to 11 months ago. */
export function currentStartDate(ctx: SeedContext): string {
  return addDays(ctx.today, -ctx.rng.int(35, 330));
}

/** A start date of a purchase that ended within the last year. */
export function pastStartDate(ctx: SeedContext): string {
  return addDays(addMonths(ctx.today, -24), ctx.rng.int(0, 300));
}
