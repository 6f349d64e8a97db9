import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MSG_BANK_DEBIT_DECLINED,
  MSG_BANK_NOT_VERIFIED,
  type InvoiceDetails,
  type InvoiceSummary,
} from '@dental/domain';
import { fakeApi, forId, json, renderScreen } from '@dental/ui/testing';
import { companyProfileAnswer } from '../../../shared/upload-fakes.test-support';
import { InvoiceDetailsPage } from './invoice-details-page';
import { InvoicesPage } from './invoices-page';

const routes = [
  { path: '/invoices', element: <InvoicesPage /> },
  { path: '/invoices/:invoiceId', element: <InvoiceDetailsPage /> },
  { path: '/bank', element: <p>Bank account page</p> },
];

const summary = (over: Partial<InvoiceSummary>): InvoiceSummary => ({
  id: 12,
  month: '2030-02',
  issued_on: '2030-02-01',
  due_date: '2030-02-15',
  status: 'open',
  total_cents: 18000,
  employee_count: 3,
  member_count: 4,
  paid_at: null,
  ...over,
});
const february: InvoiceDetails = {
  ...summary({}),
  lines: [
    {
      employee_id: 1,
      employee_name: 'Ana Rivera',
      class: null,
      plan_name: 'Gold Med',
      member_count: 2,
      unit_price_cents: 4500,
      amount_cents: 9000,
    },
    {
      employee_id: 2,
      employee_name: 'Ben Ortiz',
      class: 'Part-time',
      plan_name: 'Gold Med',
      member_count: 1,
      unit_price_cents: 4500,
      amount_cents: 4500,
    },
  ],
  payments: [],
};
/** A stacked table's cell value (each cell also holds its column's label, shown on a phone only). */
const cellValues = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => (cell.lastElementChild ?? cell).textContent);
const verified = () => json(200, companyProfileAnswer(false));
const pending = () => json(200, { data: { ...companyProfileAnswer(false).data, bank_status: 'verification pending' } });

describe('Invoices (issue 27 item 6)', () => {
  it('lists the history, newest first, each month opening its invoice, with its PDF', async () => {
    const api = fakeApi({
      'employer.companyProfile': verified,
      'employer.invoices': () =>
        json(200, {
          data: [summary({}), summary({ id: 11, month: '2030-01', status: 'past_due', total_cents: 13500 })],
          meta: { page: 1, page_size: 20, total: 2 },
        }),
    });
    renderScreen(routes, '/invoices', { fetch: api.impl, portal: 'employer' });
    const table = await screen.findByRole('table', { name: 'Invoices' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map(cellValues)).toEqual([
      ['February 2030', 'Feb 15, 2030', 'Open', '4', '$180.00', 'Download the February 2030 invoice'],
      ['January 2030', 'Feb 15, 2030', 'Past due', '4', '$135.00', 'Download the January 2030 invoice'],
    ]);
    expect(within(table).getByRole('link', { name: 'February 2030' }).getAttribute('href')).toBe('/invoices/12');
    expect(within(table).getByRole('link', { name: 'Download the January 2030 invoice' }).getAttribute('href')).toBe(
      '/api/employer/v1/invoices/11/invoice.pdf',
    );
  });

  it('says why nothing shows while the bank is not verified, links to the bank account page and asks for nothing', async () => {
    const api = fakeApi({ 'employer.companyProfile': pending });
    renderScreen(routes, '/invoices', { fetch: api.impl, portal: 'employer' });
    expect(await screen.findByText(new RegExp(MSG_BANK_NOT_VERIFIED.replace('.', '\\.')))).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Set up and verify your bank account' }));
    expect(await screen.findByText('Bank account page')).toBeTruthy();
    expect(api.calls.map((call) => call.name)).toEqual(['employer.companyProfile']);
  });

  it('opens an invoice with its lines and pays it once with one key; a refusal is said and not sent again', async () => {
    const payments: { idempotency_key: string }[] = [];
    const api = fakeApi({
      'employer.companyProfile': verified,
      'employer.invoice': forId(12, () => json(200, { data: february })),
      'employer.payInvoice': forId(12, ({ body }) => {
        payments.push(body as { idempotency_key: string });
        if (payments.length === 1) return json(402, { errors: MSG_BANK_DEBIT_DECLINED });
        return json(200, {
          data: {
            ...february,
            status: 'paid',
            paid_at: '2030-02-03T10:00:00.000Z',
            payments: [
              {
                status: 'succeeded',
                amount_cents: 18000,
                created_at: '2030-02-03T10:00:00.000Z',
                failure_message: null,
              },
            ],
          },
        });
      }),
    });
    renderScreen(routes, '/invoices/12', { fetch: api.impl, portal: 'employer' });
    expect(await screen.findByRole('heading', { name: 'February 2030 invoice' })).toBeTruthy();
    const lines = screen.getByRole('table', { name: 'Lines of the February 2030 invoice' });
    expect(within(lines).getAllByRole('row').slice(1).map(cellValues)).toEqual([
      ['Ana Rivera', '—', 'Gold Med', '2', '$45.00', '$90.00'],
      ['Ben Ortiz', 'Part-time', 'Gold Med', '1', '$45.00', '$45.00'],
    ]);
    expect(screen.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe(
      '/api/employer/v1/invoices/12/invoice.pdf',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Pay $180.00' }));
    let dialog = await screen.findByRole('dialog', { name: 'Pay invoice' });
    expect(within(dialog).getByText(/Pay \$180\.00 for February 2030 by debit/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay' }));
    expect(await within(dialog).findByText(MSG_BANK_DEBIT_DECLINED)).toBeTruthy();
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Pay' }).disabled).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    // A new confirmation is a new key, sent once however often it is clicked.
    await userEvent.click(screen.getByRole('button', { name: 'Pay $180.00' }));
    dialog = await screen.findByRole('dialog', { name: 'Pay invoice' });
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Paid')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay $180.00' })).toBeNull();
    expect(payments).toHaveLength(2);
    expect(new Set(payments.map((p) => p.idempotency_key)).size).toBe(2);
  });
});
