import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG_DATE_RANGE_ORDER, NO_RESULTS_FOUND, type VisitDetails } from '@dental/domain';
import { fakeApi, forId, json, renderScreen } from '@dental/ui/testing';
import { cleaningLineFixture } from '../../../shared/visit-form/visit-form-fixtures';
import { VisitsPage } from './visits-page';
import { VisitDetailsPage } from './visit-details-page';

const routes = [
  { path: '/visits', element: <VisitsPage /> },
  { path: '/visits/:visitId', element: <VisitDetailsPage /> },
];

const visit: VisitDetails = {
  id: 41,
  appointment_date: '2026-11-20',
  status: 'completed',
  patient: { member_id: '123456789', name: 'Maria Lopez' },
  dentist_name: 'Ana Diaz',
  dentist: { id: 7, name: 'Ana Diaz' },
  location: { id: 3, name: 'Main Street' },
  billed_cents: 12000,
  allowed_cents: 9000,
  plan_cents: 9000,
  member_cents: 2500,
  paid_cents: 0,
  payments: [],
  recorded_at: '2026-11-20T15:00:00.000Z',
  voided: null,
  refundable: null,
  refunds: [],
  paid_at_office_cents: 0,
  lines: [cleaningLineFixture(2500)],
};

describe('VisitsPage and VisitDetailsPage (issue 16 item 4)', () => {
  it('lists the visits, filters by name, refuses a reversed range, and opens one', async () => {
    const queries: URLSearchParams[] = [];
    const api = fakeApi({
      'dentist.visits': ({ query }) => {
        queries.push(query);
        const rows = query.get('patient') === 'nobody' ? [] : [visit];
        return json(200, { data: rows, meta: { page: 1, page_size: 20, total: rows.length } });
      },
      'dentist.visit': forId(41, () => json(200, { data: visit })),
      'dentist.visitCards': forId(41, () => json(200, { data: [] })),
    });
    renderScreen(routes, '/visits', { fetch: api.impl });
    const table = await screen.findByRole('table', { name: 'Visits' });
    expect(within(table).getByText('Maria Lopez')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Patient name'), 'nobody');
    // Said by the phone's table and the wide one, both drawn (CSS shows one: decision 0063).
    expect(await screen.findAllByText(NO_RESULTS_FOUND)).toHaveLength(2);
    expect(queries.at(-1)?.get('patient')).toBe('nobody');
    await userEvent.type(screen.getByLabelText('From'), '2026-02-02');
    await userEvent.type(screen.getByLabelText('To'), '2026-01-01');
    expect(await screen.findByText(MSG_DATE_RANGE_ORDER)).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('Patient name'));
    await userEvent.clear(screen.getByLabelText('To'));
    await userEvent.clear(screen.getByLabelText('From'));
    await userEvent.click(await screen.findByRole('link', { name: 'Maria Lopez' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Visit of Maria Lopez' })).toBeTruthy();
  });

  it('marks the member share paid, and voids with a reason', async () => {
    const paid: unknown[] = [];
    const voided: unknown[] = [];
    const api = fakeApi({
      'dentist.visit': forId(41, () => json(200, { data: visit })),
      'dentist.visitCards': forId(41, () => json(200, { data: [] })),
      'dentist.payVisit': forId(41, ({ body }) => {
        paid.push(body);
        return json(200, {
          data: {
            ...visit,
            status: 'paid',
            paid_cents: 2500,
            payments: [{ date: '2026-11-20', amount_cents: 2500, method: 'cash' }],
          },
        });
      }),
      'dentist.voidVisit': forId(41, ({ body }) => {
        voided.push(body);
        return json(200, {
          data: {
            ...visit,
            status: 'voided',
            voided: { at: '2026-11-21T10:00:00.000Z', by: 'Front Desk', reason: 'Wrong patient' },
          },
        });
      }),
    });
    renderScreen(routes, '/visits/41', { fetch: api.impl });
    await screen.findByRole('heading', { level: 1, name: 'Visit of Maria Lopez' });
    // The line's allowed fee is named so, with the office's fee under it (as the Benefit Search shows them).
    const lines = screen.getByRole('table', { name: 'Procedures' });
    expect(within(lines).getByRole('columnheader', { name: 'Allowed fee' })).toBeTruthy();
    expect(within(lines).getByText('office $120.00')).toBeTruthy();
    expect(
      await screen.findByText('The member has no saved card. They can add one in the member portal.'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('combobox', { name: 'Paid by' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cash' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText(/Paid \$25\.00 by Cash/)).toBeTruthy();
    expect(paid).toEqual([{ method: 'cash' }]);
    expect(screen.queryByRole('button', { name: 'Mark paid' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Void visit' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(voided).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Reason'), 'Wrong patient');
    await userEvent.click(screen.getByRole('button', { name: 'Void visit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void this visit?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void visit' }));
    expect(await screen.findByText(/by Front Desk: Wrong patient/)).toBeTruthy();
    expect(voided).toEqual([{ reason: 'Wrong patient' }]);
  });

  it('issue 26 item 11: Mark paid sends one request on a double click', async () => {
    const paid: unknown[] = [];
    const api = fakeApi({
      'dentist.visit': forId(41, () => json(200, { data: visit })),
      'dentist.visitCards': forId(41, () => json(200, { data: [] })),
      'dentist.payVisit': forId(41, ({ body }) => {
        paid.push(body);
        return json(200, { data: { ...visit, status: 'paid', paid_cents: 2500, payments: [] } });
      }),
    });
    renderScreen(routes, '/visits/41', { fetch: api.impl });
    await screen.findByRole('heading', { level: 1, name: 'Visit of Maria Lopez' });
    await userEvent.dblClick(screen.getByRole('button', { name: 'Mark paid' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark paid' })).toBeNull());
    expect(paid).toEqual([{ method: 'card' }]);
  });

  it('issue 26 item 11: Void visit asks first; Cancel and Escape void nothing', async () => {
    const voided: unknown[] = [];
    const api = fakeApi({
      'dentist.visit': forId(41, () => json(200, { data: visit })),
      'dentist.visitCards': forId(41, () => json(200, { data: [] })),
      'dentist.voidVisit': forId(41, ({ body }) => {
        voided.push(body);
        return json(200, {
          data: {
            ...visit,
            status: 'voided',
            voided: { at: '2026-11-21T10:00:00.000Z', by: 'Front Desk', reason: 'Wrong patient' },
          },
        });
      }),
    });
    renderScreen(routes, '/visits/41', { fetch: api.impl });
    await screen.findByRole('heading', { level: 1, name: 'Visit of Maria Lopez' });
    await userEvent.type(screen.getByLabelText('Reason'), 'Wrong patient');
    await userEvent.click(screen.getByRole('button', { name: 'Void visit' }));
    let dialog = await screen.findByRole('dialog', { name: 'Void this visit?' });
    expect(within(dialog).getByText(/Wrong patient/)).toBeTruthy();
    // Cancel has the focus: Enter pressed by habit does not void.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Void visit' }));
    dialog = await screen.findByRole('dialog', { name: 'Void this visit?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(voided).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Void visit' }));
    dialog = await screen.findByRole('dialog', { name: 'Void this visit?' });
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Void visit' }));
    expect(await screen.findByText(/by Front Desk: Wrong patient/)).toBeTruthy();
    expect(voided).toEqual([{ reason: 'Wrong patient' }]);
  });

  it('decision 0048: a card-paid visit’s void says the card payment will be refunded, then shows the refund', async () => {
    const cardPaid: VisitDetails = {
      ...visit,
      status: 'paid',
      paid_cents: 2500,
      payments: [{ date: '2026-11-20', amount_cents: 2500, method: 'card' }],
      refundable: { amount_cents: 2500 },
    };
    const api = fakeApi({
      'dentist.visit': forId(41, () => json(200, { data: cardPaid })),
      'dentist.voidVisit': forId(41, () =>
        json(200, {
          data: {
            ...cardPaid,
            status: 'voided',
            voided: { at: '2026-11-21T10:00:00.000Z', by: 'Front Desk', reason: 'Wrong patient' },
            refundable: null,
            refunds: [{ amount_cents: 2500, created_at: '2026-11-21T10:00:00.000Z' }],
          },
        }),
      ),
    });
    renderScreen(routes, '/visits/41', { fetch: api.impl });
    await screen.findByRole('heading', { level: 1, name: 'Visit of Maria Lopez' });
    await userEvent.type(screen.getByLabelText('Reason'), 'Wrong patient');
    await userEvent.click(screen.getByRole('button', { name: 'Void visit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void this visit?' });
    expect(
      within(dialog).getByText(/The card payment of \$25\.00 will be refunded to the patient's card\./),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void visit' }));
    expect(await screen.findByText("Refunded $25.00 to the patient's card on Nov 21, 2026")).toBeTruthy();
  });

  it('decision 0048: a visit paid at the office says no card refund; its void promises none', async () => {
    const cashPaid: VisitDetails = {
      ...visit,
      status: 'paid',
      paid_cents: 2500,
      payments: [{ date: '2026-11-20', amount_cents: 2500, method: 'cash' }],
      paid_at_office_cents: 2500,
    };
    const api = fakeApi({ 'dentist.visit': forId(41, () => json(200, { data: cashPaid })) });
    renderScreen(routes, '/visits/41', { fetch: api.impl });
    expect(
      await screen.findByText(
        '$25.00 paid at the office is not refunded by card: settle it with the patient at the office.',
      ),
    ).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Reason'), 'Wrong patient');
    await userEvent.click(screen.getByRole('button', { name: 'Void visit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void this visit?' });
    expect(within(dialog).queryByText(/will be refunded/)).toBeNull();
  });

  it('an address whose id is no visit id is a visit not found, not a load error to retry', async () => {
    // The server answers /visits/abc/ and /visits/-1/ 400 (as it does): the page must not offer "Try again".
    const api = fakeApi({ 'dentist.visit': () => json(400, { errors: { id: 'Invalid' } }) });
    for (const address of ['/visits/abc', '/visits/-1', '/visits/1.5']) {
      const view = renderScreen(routes, address, { fetch: api.impl });
      expect(await screen.findByText('This visit was not found.')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
      view.unmount();
    }
    expect(api.calls).toHaveLength(0);
  });
});
