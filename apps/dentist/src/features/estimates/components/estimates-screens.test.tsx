// Issue 16 item 5: the estimates screens against a fake API: the list with its empty state and status filter,
// the new-estimate form (the visit form's patient finder and line editor, priced in the browser), and the
// details page's Send and Record as visit.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MSG_ESTIMATE_EXPIRY_PAST,
  addDaysIso,
  formatIsoDate,
  formatMoney,
  priceVisitLines,
  todayIsoDate,
  type PracticeEstimateDetails,
} from '@dental/domain';
import { fakeApi, forId, json, renderScreen } from '@dental/ui/testing';
import { cleaningLineFixture, pricingFixture } from '../../../shared/visit-form/visit-form-fixtures';
import { EstimatesPage } from './estimates-page';
import { NewEstimatePage } from './new-estimate-page';
import { EstimateDetailsPage } from './estimate-details-page';

const routes = [
  { path: '/estimates', element: <EstimatesPage /> },
  { path: '/estimates/new', element: <NewEstimatePage /> },
  { path: '/estimates/:estimateId', element: <EstimateDetailsPage /> },
  { path: '/visits/:visitId', element: <p>Visit details page</p> },
];

const pricing = pricingFixture({ D1110: 12000 });

const estimate: PracticeEstimateDetails = {
  id: 52,
  estimate_date: '2026-11-20',
  valid_until: '2027-02-18',
  status: 'draft',
  expired: false,
  patient: { member_id: '123456789', name: 'Maria Lopez' },
  date_of_birth: '1985-04-12',
  billed_cents: 12000,
  allowed_cents: 9000,
  plan_cents: 9000,
  member_cents: 0,
  created_by: 'Front Desk',
  sent_at: null,
  visit_id: null,
  voided: null,
  lines: [cleaningLineFixture(0)],
};

const choices = { dentists: [{ id: 7, name: 'Ana Diaz' }], locations: [{ id: 3, name: 'Main Street' }] };
const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

describe('estimates screens (issue 16 item 5)', () => {
  it('lists the estimates with their status, says when there are none, and filters by status', async () => {
    const queries: URLSearchParams[] = [];
    const api = fakeApi({
      'dentist.practiceEstimates': ({ query }) => {
        queries.push(query);
        const rows = query.get('status') === 'voided' ? [] : [{ ...estimate, status: 'sent' }];
        return json(200, { data: rows, meta: { page: 1, page_size: 20, total: rows.length } });
      },
    });
    renderScreen(routes, '/estimates', { fetch: api.impl });
    const table = await screen.findByRole('table', { name: 'Estimates' });
    expect(within(table).getByRole('link', { name: 'Maria Lopez' })).toBeTruthy();
    expect(within(table).getByText('Sent')).toBeTruthy();
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Voided' }));
    // Said by the phone's table and the wide one, both drawn (CSS shows one: decision 0063).
    expect(await screen.findAllByText('No estimates with this status')).toHaveLength(2);
    expect(queries.at(-1)?.get('status')).toBe('voided');
  });

  it('draws a phone layout too: each estimate in three columns, its dates under the patient', async () => {
    // Both layouts are drawn and CSS shows the one of the width (decision 0063: a page drawn at the server is
    // drawn before any script knows it); jsdom reads no media query, so the phone's table is the hidden one here.
    const api = fakeApi({
      'dentist.practiceEstimates': () =>
        json(200, { data: [{ ...estimate, status: 'sent' }], meta: { page: 1, page_size: 20, total: 1 } }),
    });
    renderScreen(routes, '/estimates', { fetch: api.impl });
    await screen.findByRole('table', { name: 'Estimates' });
    const [phone, wide] = screen.getAllByRole('table', { name: 'Estimates', hidden: true });
    const headers = (table: HTMLElement) =>
      within(table)
        .getAllByRole('columnheader', { hidden: true })
        .map((h) => h.textContent);
    expect(headers(phone!)).toEqual(['Estimate', 'Status', 'Patient pays']);
    expect(headers(wide!)).toEqual(['Made', 'Patient', 'Valid until', 'Status', 'Plan pays', 'Patient pays']);
    expect(within(phone!).getByRole('link', { name: 'Maria Lopez', hidden: true })).toBeTruthy();
    expect(within(phone!).getByText(`Valid until ${formatIsoDate(estimate.valid_until)}`)).toBeTruthy();
  });

  it('makes an estimate for the linked patient, priced in the browser, with an expiry not in the past', async () => {
    const bodies: { idempotency_key: string; valid_until: string; lines: unknown[] }[] = [];
    const api = fakeApi({
      'dentist.visitPricing': () => json(200, { data: pricing }),
      'dentist.createEstimate': ({ body }) => {
        bodies.push(body as (typeof bodies)[number]);
        return json(201, { data: estimate });
      },
      'dentist.practiceEstimate': forId(52, () => json(200, { data: estimate })),
      'dentist.visitChoices': () => json(200, { data: choices }),
    });
    renderScreen(routes, '/estimates/new?member_id=123456789&date_of_birth=1985-04-12', { fetch: api.impl });
    expect(await screen.findByText('Maria Lopez')).toBeTruthy();
    await userEvent.type(input(/^Procedure 1/), 'D1110');
    await userEvent.click(await screen.findByRole('option', { name: /D1110/ }));
    const priced = priceVisitLines(pricing, [{ code: 'D1110' }]);
    expect(screen.getByTestId('estimate-totals').textContent).toBe(
      `Total: fee ${formatMoney(priced.totals.allowed_cents)}, plan pays ${formatMoney(priced.totals.plan_cents)}, patient pays ${formatMoney(priced.totals.member_cents)}`,
    );
    await userEvent.clear(input(/^Valid until/));
    await userEvent.type(input(/^Valid until/), '2000-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Save estimate' }));
    expect(await screen.findByText(MSG_ESTIMATE_EXPIRY_PAST)).toBeTruthy();
    expect(bodies).toHaveLength(0);
    const inMonth = addDaysIso(todayIsoDate(), 30);
    await userEvent.clear(input(/^Valid until/));
    await userEvent.type(input(/^Valid until/), inMonth);
    await userEvent.dblClick(screen.getByRole('button', { name: 'Save estimate' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Estimate for Maria Lopez' })).toBeTruthy();
    // A double click sends at most the same estimate with the same key: the server saves it once.
    expect(new Set(bodies.map((b) => b.idempotency_key)).size).toBe(1);
    expect(bodies[0]).toMatchObject({ valid_until: inMonth, lines: [{ code: 'D1110', tooth: null, surfaces: null }] });
  }, 60_000);

  it("offers the estimate's printout: a link to the server's PDF in a new tab (issue 26 item 21)", async () => {
    const api = fakeApi({
      'dentist.practiceEstimate': forId(52, () => json(200, { data: estimate })),
      'dentist.visitChoices': () => json(200, { data: choices }),
    });
    renderScreen(routes, '/estimates/52', { fetch: api.impl });
    const print = await screen.findByRole('link', { name: 'Print estimate' });
    expect(print.getAttribute('href')).toBe('/api/dentist/v1/estimates/52/estimate.pdf');
    expect(print.getAttribute('target')).toBe('_blank');
  });

  it('issue 26 item 22: a Benefit Search link brings its codes as lines, the unknown and repeated left out', async () => {
    const api = fakeApi({
      'dentist.visitPricing': () => json(200, { data: pricing }),
      'dentist.visitChoices': () => json(200, { data: choices }),
    });
    renderScreen(
      routes,
      `/estimates/new?member_id=123456789&date_of_birth=1985-04-12&codes=${encodeURIComponent('D1110,X9,d1110,D0274')}`,
      { fetch: api.impl },
    );
    expect(await screen.findByText('Maria Lopez')).toBeTruthy();
    expect((input(/^Procedure 1/) as HTMLInputElement).value).toMatch(/D1110/);
    expect((input(/^Procedure 2/) as HTMLInputElement).value).toMatch(/D0274/);
    expect(screen.queryByLabelText(/^Procedure 3/, { selector: 'input' })).toBeNull();
  }, 60_000);

  it('sends a draft, then records it as a visit and opens the visit', async () => {
    const sent = { ...estimate, status: 'sent' as const, sent_at: '2026-11-20T15:00:00.000Z' };
    const recorded: unknown[] = [];
    let current: PracticeEstimateDetails = estimate;
    const api = fakeApi({
      'dentist.practiceEstimate': forId(52, () => json(200, { data: current })),
      'dentist.visitChoices': () => json(200, { data: choices }),
      'dentist.sendEstimate': forId(52, () => {
        current = sent;
        return json(200, { data: sent });
      }),
      'dentist.recordEstimateVisit': forId(52, ({ body }) => {
        recorded.push(body);
        return json(200, { data: { ...sent, status: 'converted', visit_id: 88 } });
      }),
    });
    renderScreen(routes, '/estimates/52', { fetch: api.impl });
    await screen.findByRole('heading', { level: 1, name: 'Estimate for Maria Lopez' });
    expect(screen.getByRole('columnheader', { name: 'Allowed fee' })).toBeTruthy();
    expect(screen.getByTestId('estimate-details-totals').textContent).toContain('plan pays $90.00');
    await userEvent.click(screen.getByRole('button', { name: 'Send estimate' }));
    expect(await screen.findByText('Sent', { selector: '.MuiChip-label' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send estimate' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Record as visit' }));
    expect(await screen.findByText('Visit details page')).toBeTruthy();
    expect(recorded).toEqual([
      expect.objectContaining({ dentist_id: 7, location_id: 3, idempotency_key: expect.any(String) as string }),
    ]);
  });

  it('issue 26 item 11: Send estimate sends one request on a double click', async () => {
    const sent = { ...estimate, status: 'sent' as const, sent_at: '2026-11-20T15:00:00.000Z' };
    let sends = 0;
    const api = fakeApi({
      'dentist.practiceEstimate': forId(52, () => json(200, { data: sends > 0 ? sent : estimate })),
      'dentist.visitChoices': () => json(200, { data: choices }),
      'dentist.sendEstimate': forId(52, () => {
        sends += 1;
        return json(200, { data: sent });
      }),
    });
    renderScreen(routes, '/estimates/52', { fetch: api.impl });
    await screen.findByRole('heading', { level: 1, name: 'Estimate for Maria Lopez' });
    await userEvent.dblClick(screen.getByRole('button', { name: 'Send estimate' }));
    expect(await screen.findByText('Sent', { selector: '.MuiChip-label' })).toBeTruthy();
    expect(sends).toBe(1);
  });

  it('an address whose id is no estimate id is an estimate not found, not a load error to retry', async () => {
    // The server answers /estimates/abc/ 400 (as it does): the page must not offer "Try again".
    const api = fakeApi({ 'dentist.practiceEstimate': () => json(400, { errors: { id: 'Invalid' } }) });
    for (const address of ['/estimates/abc', '/estimates/0']) {
      const view = renderScreen(routes, address, { fetch: api.impl });
      expect(await screen.findByText('This estimate was not found.')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
      view.unmount();
    }
    expect(api.calls).toHaveLength(0);
  });
});
