// Issue 26 item 20: the eligibility card and the Benefit Search show each frequency limit's last date and when
// the plan covers it again; a procedure over its limit says why the plan pays nothing.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BenefitSearch, FrequencyStatus } from '@dental/domain';
import { fakeApi, json, renderScreen } from '@dental/ui/testing';
import { eligiblePatientFixture } from '../eligibility-fixtures';
import { EligibilityPage } from './eligibility-page';

const routes = [{ path: '/eligibility', element: <EligibilityPage /> }];

const cleanings: FrequencyStatus = {
  label: 'Cleanings',
  rule: 'Twice per benefit year',
  tooth: null,
  last_code: 'D1110',
  last_date: '2026-08-03',
  covered_now: false,
  next_covered_date: '2027-01-01',
};
const crown: FrequencyStatus = {
  label: 'Crowns',
  rule: 'Once in 5 years per tooth',
  tooth: '14',
  last_code: 'D2740',
  last_date: '2019-01-05',
  covered_now: true,
  next_covered_date: null,
};
const fluoride: FrequencyStatus = {
  label: 'Fluoride',
  rule: 'Twice per benefit year, under age 19',
  tooth: null,
  last_code: null,
  last_date: null,
  covered_now: false,
  next_covered_date: null,
};

const patient = eligiblePatientFixture({
  individual: { limit_cents: 150000, used_cents: 140000, remaining_cents: 10000 },
  frequency: [cleanings, crown, fluoride],
});

const search: BenefitSearch = {
  member_id: '123456789',
  name: 'Maria Lopez',
  plan_in_force: true,
  lines: [
    {
      code: 'D1110',
      name: 'Cleaning',
      service_type: 'PDS',
      fee_cents: 12000,
      allowed_cents: 9000,
      plan_cents: 0,
      patient_cents: 9000,
      reduction_reason: 'frequency limit reached',
    },
  ],
  fee_cents: 12000,
  plan_cents: 0,
  patient_cents: 9000,
  individual_remaining_cents: 10000,
  individual_remaining_after_cents: 10000,
  frequency: [cleanings],
};

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
// Stacked below sm: each cell carries its column's name (data-table.tsx).
const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

async function lookUp() {
  await userEvent.type(input(/^Member id/), '123456789');
  await userEvent.type(input(/^Date of birth/), '1985-04-12{Enter}');
  return screen.findByRole('article', { name: 'Maria Lopez' });
}

describe('frequency limits at the front desk (issue 26 item 20)', () => {
  it('the card lists each limit: the rule, the last date and code, and when it is covered again', async () => {
    const api = fakeApi({
      'dentist.eligibility': () => json(200, { data: { practice_network: 'gold', patients: [patient] } }),
    });
    renderScreen(routes, '/eligibility', { fetch: api.impl });
    const card = await lookUp();
    const table = within(card).getByRole('table', { name: 'Frequency limits of Maria Lopez' });
    expect(rowTexts(table)).toEqual([
      ['ProcedureCleaningsTwice per benefit year', 'Last doneAug 3, 2026 (D1110)', 'Next coveredJan 1, 2027'],
      ['ProcedureCrowns, tooth 14Once in 5 years per tooth', 'Last doneJan 5, 2019 (D2740)', 'Next coveredCovered now'],
      [
        'ProcedureFluorideTwice per benefit year, under age 19',
        'Last doneNever',
        'Next coveredNot covered (age limit)',
      ],
    ]);
  });

  it('a card without limits shows no table', async () => {
    const api = fakeApi({
      'dentist.eligibility': () =>
        json(200, { data: { practice_network: 'gold', patients: [{ ...patient, frequency: [] }] } }),
    });
    renderScreen(routes, '/eligibility', { fetch: api.impl });
    const card = await lookUp();
    expect(within(card).queryByRole('table', { name: 'Frequency limits of Maria Lopez' })).toBeNull();
  });

  it('the Benefit Search says why the plan pays nothing and when the procedure is covered again', async () => {
    const api = fakeApi({
      'dentist.eligibility': () => json(200, { data: { practice_network: 'gold', patients: [patient] } }),
      'dentist.benefitSearch': () => json(200, { data: search }),
    });
    renderScreen(routes, '/eligibility', { fetch: api.impl });
    await lookUp();
    await userEvent.type(input(/^Procedures/), 'D1110');
    await userEvent.click(await screen.findByRole('option', { name: /D1110/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Price procedures' }));
    const table = await screen.findByRole('table', { name: 'Benefit Search' });
    expect(rowTexts(table)[0]?.[2]).toBe('$0.00Over the plan’s frequency limit');
    const limits = screen.getByRole('table', { name: 'Frequency limits of these procedures' });
    expect(rowTexts(limits)).toEqual([
      ['ProcedureCleaningsTwice per benefit year', 'Last doneAug 3, 2026 (D1110)', 'Next coveredJan 1, 2027'],
    ]);
  });
});
