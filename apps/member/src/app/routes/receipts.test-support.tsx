// The receipts and estimates screens' tests (receipts-screens.test.tsx, estimates-screens.test.tsx): the fake
// answers both use, the member API that also answers the receipts' practice filter, and the healthshare wording
// check each file runs on its own screens.
import type { ReactElement } from 'react';
import { expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type {
  AppointmentDetails,
  EstimateDetails,
  EstimateSummary,
  Transaction,
  TransactionsResponse,
} from '@dental/domain';
import { json, renderScreen, forId } from '@dental/ui/testing';
import type { FakeHandlers } from '@dental/ui/testing';
import { memberApi as baseMemberApi, healthshare } from '../../testing/member-api';

export const visit: Transaction = {
  kind: 'appointment',
  id: 41,
  patient: { id: 2, name: 'Emily Rose Carter' },
  practice: { id: 5, name: 'Bright Smiles' },
  provider_name: null,
  date: '2025-03-04',
  payment_date: '2025-03-10',
  status: 'paid',
  billed_cents: 25000,
  plan_cents: 16000,
  member_cents: 4000,
  paid_cents: 4000,
  balance_cents: 0,
  payment_methods: ['card'],
  refunded_cents: 0,
};
/** A card-paid visit the practice voided, its card payment refunded (decision 0048). */
export const refundedVisit: Transaction = {
  ...visit,
  id: 43,
  date: '2025-04-02',
  status: 'voided',
  refunded_cents: 4000,
};
/** A visit the practice shows as unpaid (issue 26 item 5): its share is all still due. */
export const unpaidVisit: Transaction = {
  ...visit,
  id: 42,
  date: '2025-03-20',
  payment_date: null,
  status: 'completed',
  member_cents: 53040,
  paid_cents: 0,
  balance_cents: 53040,
  payment_methods: [],
};
export const refund: Transaction = {
  ...visit,
  paid_cents: 0,
  balance_cents: 0,
  payment_methods: [],
  kind: 'reimbursement',
  id: 9,
  practice: null,
  provider_name: 'Dr. Away',
  status: 'in review',
  date: '2025-02-01',
};

/** The member API with the household's practices (the receipts' practice filter) answered too. */
export function memberApi(overrides: FakeHandlers = {}) {
  return baseMemberApi({
    'member.receiptPractices': () =>
      json(200, {
        data: [
          { id: 5, name: 'Bright Smiles' },
          { id: 8, name: 'Hill Country Dental' },
        ],
      }),
    ...overrides,
  });
}

/** A receipts page of `rows` with the totals of the filtered receipts. */
export function transactions(
  rows: Transaction[],
  totals = { billed_cents: 123456, plan_cents: 98765, member_cents: 4321 },
): TransactionsResponse {
  return { data: rows, meta: { page: 1, page_size: 10, total: rows.length, totals } };
}

export const appointment: AppointmentDetails = {
  id: 41,
  patient: { id: 2, name: 'Emily Rose Carter' },
  practice: {
    id: 5,
    name: 'Bright Smiles',
    address_line_1: '1 Main St',
    address_line_2: null,
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    phone: '5125550100',
  },
  dentist: { id: 3, name: 'Dr. Ana Ruiz' },
  date: '2025-03-04',
  payment_date: '2025-03-10',
  status: 'paid',
  lines: [
    {
      code: 'D0120',
      name: 'Periodic exam',
      tooth: null,
      billed_cents: 6000,
      allowed_cents: 4500,
      plan_cents: 4500,
      member_cents: 0,
      reduction_reason: null,
    },
    {
      code: 'D2740',
      name: 'Crown',
      tooth: '30',
      billed_cents: 120000,
      allowed_cents: 90000,
      plan_cents: 10000,
      member_cents: 80000,
      reduction_reason: 'annual maximum reached',
    },
  ],
  totals: { billed_cents: 126000, allowed_cents: 94500, plan_cents: 14500, member_cents: 80000 },
  payments: [
    { date: '2025-03-04', amount_cents: 30000, method: 'card' },
    { date: '2025-03-10', amount_cents: 40000, method: 'hsa_fsa_card' },
  ],
  balance_cents: 10000,
  refunded_cents: 0,
};

export const estimate: EstimateDetails = {
  id: 7,
  patient: { id: 1, name: 'Daniel James Carter' },
  practice: { id: 5, name: 'Bright Smiles' },
  date: '2025-05-01',
  valid_until: '2025-07-30',
  status: 'expired',
  priced_on: '2025-11-22',
  plan_in_force: true,
  visit_id: null,
  billed_cents: 150000,
  plan_cents: 60000,
  member_cents: 40000,
  lines: [
    {
      code: 'D3330',
      name: 'Root canal, molar',
      tooth: '3',
      billed_cents: 150000,
      allowed_cents: 100000,
      plan_cents: 60000,
      member_cents: 40000,
      reduction_reason: null,
    },
  ],
  totals: { billed_cents: 150000, allowed_cents: 100000, plan_cents: 60000, member_cents: 40000 },
};

/** The estimate as the estimates list has it: without its lines and totals. */
const { lines: _lines, totals: _totals, ...summary } = estimate;
export const estimateSummary: EstimateSummary = summary;

/** spec §1: the words a healthshare member never reads. */
const USUAL_WORDS = /\b(plans?|primary|networks?)\b/i;

/** A healthshare member's answers on every receipts and estimates screen. */
const healthshareApi = () =>
  memberApi({
    ...healthshare,
    'member.transactions': () => json(200, transactions([visit, refund])),
    'member.appointmentDetails': forId(41, () => json(200, { data: appointment })),
    'member.estimates': () => json(200, { data: [estimateSummary], meta: { page: 1, page_size: 10, total: 1 } }),
    'member.estimateDetails': forId(7, () => json(200, { data: { ...estimate, plan_in_force: false } })),
  }).impl;

/**
 * One test a screen (route path, element, the membership wording it shows): a healthshare member reads
 * membership there, never plan (spec §1, issue 17 item 7).
 */
export function itReadsMembershipNeverPlan(screens: [path: string, element: ReactElement, expected: string][]) {
  it.each(screens)('%s reads membership, never plan', async (path, element, expected) => {
    const url = path.replace(':appointmentId', '41').replace(':estimateId', '7');
    const { container } = renderScreen([{ path, element }], url, { fetch: healthshareApi() });
    // A column's name shows in its header and, for a phone's stacked rows, beside each cell (stacked-table.tsx).
    expect((await screen.findAllByText(expected)).length).toBeGreaterThan(0);
    expect(container.textContent).not.toMatch(USUAL_WORDS);
  });
}
