import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildPlanPurchase } from '../testing/builders.js';
import { anyInput, fieldMessagesOf, parsed, passesOrSaysWhy } from '../testing/schema-testing.js';
import {
  autoRenewRequestSchema,
  confirmPlanPurchaseRequestSchema,
  payoffBalanceRequestSchema,
  payoffBalanceResponseSchema,
  planPurchaseResponseSchema,
  planPurchasesQuerySchema,
  planPurchasesResponseSchema,
} from './plan-purchases.js';

describe('plan purchase list filters (spec §3, §7)', () => {
  it('takes view current|past and payment_status Paid|Past due|Scheduled|blank', () => {
    expect(parsed(planPurchasesQuerySchema, {})).toEqual({});
    expect(parsed(planPurchasesQuerySchema, { view: 'past', payment_status: 'Past due', page: '2' })).toEqual({
      view: 'past',
      payment_status: 'Past due',
      page: 2,
    });
    expect(parsed(planPurchasesQuerySchema, { payment_status: '' })).toEqual({ payment_status: '' });
    expect(fieldMessagesOf(planPurchasesQuerySchema, { view: 'future', payment_status: 'paid' })).toEqual({
      view: ['Invalid'],
      payment_status: ['Invalid'],
    });
  });

  it('answers any query without throwing: a pass, or a refusal that says why', () => {
    fc.assert(
      fc.property(fc.oneof(anyInput, fc.record({ view: anyInput, payment_status: anyInput })), (q) =>
        passesOrSaysWhy(planPurchasesQuerySchema, q),
      ),
    );
  });
});

describe('plan purchases (spec §3: id and auto_renew, the rest designed)', () => {
  it('parses the list and one purchase', () => {
    const purchase = buildPlanPurchase();
    expect(parsed(planPurchaseResponseSchema, { data: purchase })).toEqual({ data: purchase });
    const page = { data: [purchase], meta: { page: 1, page_size: 20, total: 1 } };
    expect(parsed(planPurchasesResponseSchema, page)).toEqual(page);
    expect(planPurchaseResponseSchema.safeParse({ data: { ...purchase, status: 'Pending' } }).success).toBe(false);
  });

  it('pays off with a payment method id and answers the charge', () => {
    expect(parsed(payoffBalanceRequestSchema, { use_stripe_payment_method_id: 'pm_123' })).toEqual({
      use_stripe_payment_method_id: 'pm_123',
    });
    expect(fieldMessagesOf(payoffBalanceRequestSchema, { use_stripe_payment_method_id: ' ' })).toEqual({
      use_stripe_payment_method_id: ['Required'],
    });
    const purchase = buildPlanPurchase({ balance_cents: 0 });
    const answer = { data: { purchase, charged_cents: 2500, card_last4: '4242' } };
    expect(parsed(payoffBalanceResponseSchema, answer)).toEqual(answer);
  });

  it('toggles auto renew with a boolean only', () => {
    expect(parsed(autoRenewRequestSchema, { auto_renew: false })).toEqual({ auto_renew: false });
    expect(fieldMessagesOf(autoRenewRequestSchema, { auto_renew: 'false' })).toEqual({ auto_renew: ['Invalid'] });
    expect(fieldMessagesOf(autoRenewRequestSchema, {})).toEqual({ auto_renew: ['Invalid'] });
  });
});

describe('confirming a purchase (issue 7)', () => {
  const body = {
    plan_id: 3,
    covered_patient_ids: [1, 2],
    payment_mode: 'monthly',
    payment_method_id: 'pm_off_1',
    terms_accepted: true,
    idempotency_key: '6c1c2f4e-7a55-4d7e-9a3b-1f8f0d3c2b1a',
  };

  it('takes the plan, the people, the mode, the card, the terms and an idempotency key', () => {
    expect(parsed(confirmPlanPurchaseRequestSchema, body)).toEqual(body);
  });

  it('refuses unaccepted terms, nobody covered, an unknown mode and a short key', () => {
    expect(
      fieldMessagesOf(confirmPlanPurchaseRequestSchema, {
        ...body,
        terms_accepted: false,
        covered_patient_ids: [],
        payment_mode: 'weekly',
        idempotency_key: 'x',
      }),
    ).toEqual({
      terms_accepted: ['Please accept the terms to continue.'],
      covered_patient_ids: ['Invalid'],
      payment_mode: ['Invalid'],
      idempotency_key: ['Invalid'],
    });
  });
});
