// The Receipts screens: the list (/transactions) and the details of an appointment and of a reimbursement
// (the estimates screens: estimates-screens.test.tsx; their shared answers: receipts.test-support.tsx).
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppointmentDetails, ReimbursementDetails } from '@dental/domain';
import { json, renderScreen, forId } from '@dental/ui/testing';
import { Component as TransactionsScreen } from './transactions';
import { Component as AppointmentScreen } from './transactions-appointment-details';
import { Component as ReimbursementScreen } from './transactions-reimbursement-details';
import {
  appointment,
  itReadsMembershipNeverPlan,
  memberApi,
  refund,
  transactions,
  refundedVisit,
  unpaidVisit,
  visit,
} from './receipts.test-support';

/** A call of the receipts list itself (not of its practices). */
const isListCall = (path: string) => path.includes('/transactions/') && !path.includes('/practices/');

/**
 * A cell's text as a screen reader reads it: without the column's name that a phone's stacked rows show beside
 * the value (aria-hidden, stacked-table.tsx).
 */
function spokenText(cell: HTMLElement): string {
  return [...cell.childNodes]
    .filter((node) => !(node instanceof Element && node.getAttribute('aria-hidden') === 'true'))
    .map((node) => node.textContent)
    .join('');
}

describe('Receipts (/transactions)', () => {
  it('does not ask for a range that ends before it starts, and says why', async () => {
    const api = memberApi({ 'member.transactions': () => json(200, transactions([visit])) });
    renderScreen(
      [{ path: '/transactions', element: <TransactionsScreen /> }],
      '/transactions?date_from=2025-02-01&date_to=2025-01-01',
      { fetch: api.impl },
    );
    expect(await screen.findByText('End date must be on or after the start date')).toBeTruthy();
    await waitFor(() => expect(api.calls.some((call) => call.path.includes('/family-members/'))).toBe(true));
    expect(api.calls.some((call) => isListCall(call.path))).toBe(false);
    expect(screen.queryByRole('table', { name: 'Receipts' })).toBeNull();
  });

  it('lists the receipts with the filtered totals, each linking to its details', async () => {
    const api = memberApi({ 'member.transactions': () => json(200, transactions([visit, refund])) });
    renderScreen([{ path: '/transactions', element: <TransactionsScreen /> }], '/transactions', { fetch: api.impl });
    const table = await screen.findByRole('table', { name: 'Receipts' });
    expect(screen.getByRole('heading', { level: 1, name: 'Receipts' })).toBeTruthy();
    const totals = screen.getByRole('region', { name: 'Totals of the filtered receipts' });
    expect(within(totals).getByText('$987.65')).toBeTruthy();
    expect(within(totals).getByText('$43.21')).toBeTruthy();
    expect(
      within(table)
        .getByRole('link', { name: 'Appointment of Mar 4, 2025 for Emily Rose Carter' })
        .getAttribute('href'),
    ).toBe('/transactions-appointment-details/41');
    expect(
      within(table)
        .getByRole('link', { name: /Reimbursement of Feb 1, 2025/ })
        .getAttribute('href'),
    ).toBe('/transactions-reimbursement-details/9');
    expect(within(table).getByText('In review')).toBeTruthy();
    expect(within(table).getByText('Dr. Away')).toBeTruthy();
  });

  it('says what is due on an unpaid visit and what was paid, and how, on a paid one (issue 26 item 5)', async () => {
    const api = memberApi({ 'member.transactions': () => json(200, transactions([unpaidVisit, visit, refund])) });
    renderScreen([{ path: '/transactions', element: <TransactionsScreen /> }], '/transactions', { fetch: api.impl });
    const table = await screen.findByRole('table', { name: 'Receipts' });
    const shareOf = (link: RegExp) => {
      const row = within(table).getByRole('link', { name: link }).closest('tr');
      if (!row) throw new Error('no row');
      return spokenText(within(row).getAllByRole('cell').at(-1)!);
    };
    expect(within(table).getByRole('columnheader', { name: 'Your share' })).toBeTruthy();
    expect(shareOf(/Appointment of Mar 20, 2025/)).toBe('Balance due $530.40');
    expect(shareOf(/Appointment of Mar 4, 2025/)).toBe('You paid $40.00 (Card)');
    expect(within(table).queryByText(/You paid \$530\.40/)).toBeNull();
    expect(
      within(screen.getByRole('region', { name: 'Totals of the filtered receipts' })).getByText('Your total share'),
    ).toBeTruthy();
  });

  it('says "Refunded $X" on a voided visit whose card payment was refunded, not "Nothing due" (decision 0048)', async () => {
    const api = memberApi({ 'member.transactions': () => json(200, transactions([refundedVisit, visit])) });
    renderScreen([{ path: '/transactions', element: <TransactionsScreen /> }], '/transactions', { fetch: api.impl });
    const table = await screen.findByRole('table', { name: 'Receipts' });
    const row = within(table)
      .getByRole('link', { name: /Appointment of Apr 2, 2025/ })
      .closest('tr');
    if (!row) throw new Error('no row');
    expect(spokenText(within(row).getAllByRole('cell').at(-1)!)).toBe('Refunded $40.00');
    expect(within(row).queryByText(/Nothing due|You paid/)).toBeNull();
  });

  it("says 'No results found' when nothing matches", async () => {
    const api = memberApi({
      'member.transactions': () => json(200, transactions([], { billed_cents: 0, plan_cents: 0, member_cents: 0 })),
    });
    renderScreen([{ path: '/transactions', element: <TransactionsScreen /> }], '/transactions', { fetch: api.impl });
    expect(await screen.findByText('No results found')).toBeTruthy();
  });

  it('sends the URL filters to the API and a new choice resets to the first page', async () => {
    const api = memberApi({ 'member.transactions': () => json(200, transactions([visit])) });
    const queries = () => api.impl.mock.calls.map(([url]) => url).filter((url) => isListCall(url));
    renderScreen(
      [{ path: '/transactions', element: <TransactionsScreen /> }],
      '/transactions?date_from=2025-01-01&page=2',
      { fetch: api.impl },
    );
    await screen.findByRole('table', { name: 'Receipts' });
    expect(queries()[0]).toContain('date_from=2025-01-01');
    expect(queries()[0]).toContain('page=2');
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'all');
    await waitFor(() => expect(queries().at(-1)).toContain('view=all'));
    expect(queries().at(-1)).toContain('page=1');
    expect(queries().at(-1)).toContain('date_from=2025-01-01');
  });

  it("offers the household's practices (not only those on the page) as the practice filter's choices", async () => {
    const api = memberApi({ 'member.transactions': () => json(200, transactions([visit])) });
    renderScreen([{ path: '/transactions', element: <TransactionsScreen /> }], '/transactions', { fetch: api.impl });
    await screen.findByRole('table', { name: 'Receipts' });
    const practice = screen.getByLabelText('Practice');
    await waitFor(() =>
      expect(
        within(practice)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['All practices', 'Bright Smiles', 'Hill Country Dental']),
    );
    await userEvent.selectOptions(practice, '8');
    await waitFor(() =>
      expect(
        api.impl.mock.calls
          .map(([url]) => url)
          .filter((url) => isListCall(url))
          .at(-1),
      ).toContain('practice_id=8'),
    );
  });
});

describe('Appointment details (/transactions-appointment-details/:appointmentId)', () => {
  it('shows the visit, each line with its shares and the reason in plain words, the totals and payments', async () => {
    const api = memberApi({ 'member.appointmentDetails': forId(41, () => json(200, { data: appointment })) });
    renderScreen(
      [{ path: '/transactions-appointment-details/:appointmentId', element: <AppointmentScreen /> }],
      '/transactions-appointment-details/41',
      { fetch: api.impl },
    );
    const table = await screen.findByRole('table', { name: 'Procedures' });
    expect(screen.getByText('Dr. Ana Ruiz')).toBeTruthy();
    expect(screen.getByText('1 Main St, Austin, TX 78701')).toBeTruthy();
    // Issue 17 item 24: the practice's phone as people write it.
    expect(screen.getByText('Phone').nextElementSibling?.textContent).toBe('(512) 555-0100');
    const crown = within(table).getByRole('row', { name: /Crown/ });
    expect(within(crown).getByText('30')).toBeTruthy();
    expect(within(crown).getByText('$900.00')).toBeTruthy();
    expect(within(crown).getByText('Your plan paid up to your annual maximum.')).toBeTruthy();
    const total = within(table).getByRole('row', { name: /Total/ });
    expect(within(total).getAllByRole('cell').map(spokenText)).toEqual([
      '$1,260.00',
      '$945.00',
      '$145.00',
      '$800.00',
      '',
    ]);
    const payments = screen.getByRole('table', { name: 'Payments' });
    expect(
      within(payments)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        ),
    ).toEqual([
      ['Mar 4, 2025', 'Card', '$300.00'],
      ['Mar 10, 2025', 'HSA/FSA card', '$400.00'],
    ]);
    expect(screen.getByText('Total paid').nextElementSibling?.textContent).toBe('$700.00');
    expect(screen.getByText('Balance due').nextElementSibling?.textContent).toBe('$100.00');
    expect(screen.getByRole('link', { name: 'Download receipt' }).getAttribute('href')).toBe(
      '/api/member/v4/appointments/41/receipt.pdf',
    );
    expect(screen.queryByText('Refunded to card')).toBeNull();
  });

  it('a voided visit whose card payment was refunded shows "Refunded to card" and the amount (decision 0048)', async () => {
    const voided: AppointmentDetails = {
      ...appointment,
      status: 'voided',
      payments: [{ date: '2025-03-04', amount_cents: 80000, method: 'card' }],
      balance_cents: 0,
      refunded_cents: 80000,
    };
    const api = memberApi({ 'member.appointmentDetails': forId(41, () => json(200, { data: voided })) });
    renderScreen(
      [{ path: '/transactions-appointment-details/:appointmentId', element: <AppointmentScreen /> }],
      '/transactions-appointment-details/41',
      { fetch: api.impl },
    );
    expect((await screen.findByText('Refunded to card')).nextElementSibling?.textContent).toBe('$800.00');
    expect(screen.getByText('Balance due').nextElementSibling?.textContent).toBe('$0.00');
  });
});

const reimbursement: ReimbursementDetails = {
  id: 9,
  patient: { id: 4, name: 'Sophie Carter' },
  provider_name: 'Campus Smiles Dental',
  service_date: '2025-11-02',
  submitted_at: '2025-11-03T15:00:00.000Z',
  status: 'in review',
  billed_cents: 12100,
  reimbursed_cents: 0,
  paid_at: null,
  denial_reason: null,
  documents: [],
};

describe('Reimbursement details (/transactions-reimbursement-details/:reimbursementId)', () => {
  it("shows the provider, status, dates and amounts, and 'No documents' when none are attached", async () => {
    const api = memberApi({ 'member.reimbursementDetails': forId(9, () => json(200, { data: reimbursement })) });
    renderScreen(
      [{ path: '/transactions-reimbursement-details/:reimbursementId', element: <ReimbursementScreen /> }],
      '/transactions-reimbursement-details/9',
      {
        fetch: api.impl,
      },
    );
    expect(await screen.findByText('Campus Smiles Dental')).toBeTruthy();
    expect(screen.getByText('In review')).toBeTruthy();
    expect(screen.getByText('Nov 2, 2025')).toBeTruthy();
    expect(screen.getAllByText('$121.00')).toHaveLength(2);
    expect(screen.getByText('No documents')).toBeTruthy();
    expect(screen.queryByText('Reason for denial')).toBeNull();
  });

  it('shows why a denied claim was denied', async () => {
    const denied = {
      ...reimbursement,
      status: 'denied' as const,
      denial_reason: 'The service is not covered by the plan.',
    };
    const api = memberApi({ 'member.reimbursementDetails': forId(9, () => json(200, { data: denied })) });
    renderScreen(
      [{ path: '/transactions-reimbursement-details/:reimbursementId', element: <ReimbursementScreen /> }],
      '/transactions-reimbursement-details/9',
      {
        fetch: api.impl,
      },
    );
    expect(await screen.findByText('Denied')).toBeTruthy();
    expect(screen.getByText('Reason for denial').nextElementSibling?.textContent).toBe(
      'The service is not covered by the plan.',
    );
  });

  it('links the attached documents', async () => {
    const api = memberApi({
      'member.reimbursementDetails': forId(9, () =>
        json(200, {
          data: {
            ...reimbursement,
            documents: [
              {
                id: 1,
                name: 'Invoice.pdf',
                content_type: 'application/pdf',
                size_bytes: 12800,
                uploaded_at: '2025-11-03T14:58:00.000Z',
                url: '/api/member/v4/reimbursement-documents/1/file',
              },
            ],
          },
        }),
      ),
    });
    renderScreen(
      [{ path: '/transactions-reimbursement-details/:reimbursementId', element: <ReimbursementScreen /> }],
      '/transactions-reimbursement-details/9',
      {
        fetch: api.impl,
      },
    );
    const link = await screen.findByRole('link', { name: 'Invoice.pdf' });
    expect(link.getAttribute('href')).toBe('/api/member/v4/reimbursement-documents/1/file');
    expect(link.getAttribute('download')).toBe('Invoice.pdf');
    expect(
      within(screen.getByRole('list', { name: 'Documents' })).getByText(/^PDF · 12\.5 KB · Uploaded Nov 3, 2025/),
    ).toBeTruthy();
  });
});

describe('healthshare wording on the receipts screens (spec §1, issue 17 item 7)', () => {
  itReadsMembershipNeverPlan([
    ['/transactions', <TransactionsScreen />, 'Total membership paid'],
    ['/transactions-appointment-details/:appointmentId', <AppointmentScreen />, 'Why the membership paid less'],
  ]);
});
