// Issue 27 item 6 (decision 0060): the employer's `/bank` page mounts the shared bank screens with the employer's
// own calls: the account form sent through employer.addBankAccount, and the page then waits for the deposits.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, json, renderScreen } from '@dental/ui/testing';
import { BankPage } from './bank-page';

const routes = [{ path: '/bank', element: <BankPage /> }];
const OWNER = { first_name: 'Avery', last_name: 'Morgan' };
const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('BankPage (issue 27 item 6)', () => {
  it('sends the account through employer.addBankAccount and then asks for the deposits', async () => {
    const sent: unknown[] = [];
    const api = fakeApi({
      'employer.bankVerification': () =>
        json(200, { data: { status: 'account not added', owner: OWNER, account: null } }),
      'employer.addBankAccount': ({ body }) => {
        sent.push(body);
        const account = { last4: '6789', account_type: 'checking', verified: false, attempts_left: 3 };
        return json(200, { data: { status: 'verification pending', owner: OWNER, account } });
      },
    });
    renderScreen(routes, '/bank', { fetch: api.impl, portal: 'employer' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bank account' })).toBeTruthy();
    expect(await screen.findByText('Invoices are paid by bank debit once the account is verified.')).toBeTruthy();
    await userEvent.type(field('Routing number'), '110000000');
    await userEvent.type(field('Confirm routing number'), '110000000');
    await userEvent.type(field('Account number'), '000123456789');
    await userEvent.type(field('Confirm account number'), '000123456789');
    await userEvent.click(screen.getByRole('button', { name: 'Add bank account' }));
    await waitFor(() => expect(screen.getByText(/sent to the account ending 6789/)).toBeTruthy());
    expect(sent).toEqual([
      {
        routing_number: '110000000',
        confirm_routing_number: '110000000',
        account_number: '000123456789',
        confirm_account_number: '000123456789',
        account_type: 'checking',
        idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
      },
    ]);
  }, 30_000);

  it('says when the bank account does not load, with a retry', async () => {
    const api = fakeApi({ 'employer.bankVerification': () => json(500, { errors: 'Server error' }) });
    renderScreen(routes, '/bank', { fetch: api.impl, portal: 'employer' });
    expect(await screen.findByText("We couldn't load the bank account.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
