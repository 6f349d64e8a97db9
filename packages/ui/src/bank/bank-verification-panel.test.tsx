// Issue 27 item 6 (decision 0060): the shared bank screens as a person uses them: the stepper at each status, the
// owner, account and deposits forms under the domain's rules (the spec §5 messages before anything is sent), the
// form's key kept across a retry, and a failure's message shown where the person looks.
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  MSG_DEPOSIT_ATTEMPTS_USED,
  bankVerificationRecordSchema,
  msgDepositsDoNotMatch,
  type BankVerificationRecord,
} from '@dental/domain';
import { ApiError } from '../api/api-error';
import { renderWithProviders } from '../testing/render';
import { BankVerificationPanel, type BankVerificationCalls } from './bank-verification-panel';

const OWNER = { first_name: 'Avery', last_name: 'Morgan' };
const PENDING = (attempts_left: number): BankVerificationRecord => ({
  status: 'verification pending',
  owner: OWNER,
  account: { last4: '6789', account_type: 'checking', verified: false, attempts_left },
});

/** The panel over a fake of the portal's calls that keeps the verification as the server would answer it. */
function renderPanel(
  start: BankVerificationRecord,
  calls: (set: (next: BankVerificationRecord) => void) => BankVerificationCalls,
) {
  const sent: { call: string; body: unknown }[] = [];
  function Harness() {
    const [verification, setVerification] = useState(start);
    // Fakes answer through the contract's schema (STYLE "Tests").
    const set = (next: BankVerificationRecord) => setVerification(bankVerificationRecordSchema.parse(next));
    const inner = calls(set);
    const recorded: BankVerificationCalls = {
      addOwner: (body) => (sent.push({ call: 'addOwner', body }), inner.addOwner(body)),
      addAccount: (body) => (sent.push({ call: 'addAccount', body }), inner.addAccount(body)),
      verifyDeposits: (body) => (sent.push({ call: 'verifyDeposits', body }), inner.verifyDeposits(body)),
    };
    return (
      <BankVerificationPanel verification={verification} calls={recorded} holder="company" enables="Invoices wait." />
    );
  }
  renderWithProviders(<Harness />, 'employer');
  return sent;
}

const input = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const never = () => Promise.reject(new Error('not called'));

describe('BankVerificationPanel', () => {
  it('starts at the owner: the stepper’s first step is current; the form says Required before sending', async () => {
    const sent = renderPanel({ status: 'owner not added', owner: null, account: null }, (set) => ({
      addOwner: (owner) => {
        const next: BankVerificationRecord = { status: 'account not added', owner, account: null };
        set(next);
        return Promise.resolve(next);
      },
      addAccount: never,
      verifyDeposits: never,
    }));
    const stepper = screen.getByRole('list', { name: 'Bank verification: Owner not added' });
    const steps = within(stepper).getAllByRole('listitem');
    // Each step's text is its number (the step icon) and its label.
    expect(steps.map((step) => step.textContent)).toEqual([
      '1Add the account owner',
      '2Add the bank account',
      '3Confirm the deposits',
      '4Verified',
    ]);
    expect(steps[0]?.getAttribute('aria-current')).toBe('step');
    expect(screen.getByRole('status').textContent).toBe('Status: Owner not added');

    await userEvent.click(screen.getByRole('button', { name: 'Save owner' }));
    expect(await screen.findAllByText('Required')).toHaveLength(7);
    expect(sent).toEqual([]);

    await userEvent.type(input('First name'), 'Avery');
    await userEvent.type(input('Last name'), 'Morgan');
    await userEvent.type(screen.getByLabelText(/Date of birth/), '1978-04-12');
    await userEvent.type(input('Last 4 of SSN'), '4321');
    await userEvent.type(input('Address line 1'), '100 Congress Ave');
    await userEvent.type(input('City'), 'Austin');
    await userEvent.click(screen.getByRole('combobox', { name: /State/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Texas' }));
    await userEvent.type(input('Zip'), '78701');
    await userEvent.click(screen.getByRole('button', { name: 'Save owner' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Status: Account not added'));
    expect(sent).toEqual([
      {
        call: 'addOwner',
        body: {
          first_name: 'Avery',
          last_name: 'Morgan',
          date_of_birth: '1978-04-12',
          address_line_1: '100 Congress Ave',
          address_line_2: null,
          city: 'Austin',
          state: 'TX',
          zip: '78701',
          ssn_last4: '4321',
        },
      },
    ]);
    expect(screen.getByRole('form', { name: 'Bank account' })).toBeTruthy();
  }, 30_000);

  it('checks the numbers’ confirmations (spec §5) and keeps the form’s key when sent again after a failure', async () => {
    let tries = 0;
    const sent = renderPanel({ status: 'account not added', owner: OWNER, account: null }, (set) => ({
      addOwner: never,
      addAccount: () => {
        tries += 1;
        if (tries === 1) return Promise.reject(new ApiError('Not connected.', { status: 502 }));
        set(PENDING(3));
        return Promise.resolve(PENDING(3));
      },
      verifyDeposits: never,
    }));
    await userEvent.type(input('Routing number'), '110000000');
    await userEvent.type(input('Confirm routing number'), '110000001');
    await userEvent.type(input('Account number'), '000123456789');
    await userEvent.type(input('Confirm account number'), '000123456780');
    await userEvent.click(screen.getByRole('button', { name: 'Add bank account' }));
    expect(await screen.findByText('Routing numbers must match')).toBeTruthy();
    expect(screen.getByText('Account numbers must match')).toBeTruthy();
    expect(sent).toEqual([]);

    await userEvent.clear(input('Confirm routing number'));
    await userEvent.type(input('Confirm routing number'), '110000000');
    await userEvent.clear(input('Confirm account number'));
    await userEvent.type(input('Confirm account number'), '000123456789');
    await userEvent.click(screen.getByRole('button', { name: 'Add bank account' }));
    expect(await screen.findByText('Not connected.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add bank account' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Status: Verification pending'));
    const keys = sent.map((entry) => (entry.body as { idempotency_key: string }).idempotency_key);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(sent[1]?.body).toMatchObject({
      routing_number: '110000000',
      account_number: '000123456789',
      account_type: 'checking',
    });
    expect(screen.getByText(/sent to the account ending 6789/)).toBeTruthy();
  }, 30_000);

  it('says a wrong pair’s tries left, and after the last one why the account form is back', async () => {
    let left = 2;
    renderPanel(PENDING(2), (set) => ({
      addOwner: never,
      addAccount: never,
      verifyDeposits: () => {
        left -= 1;
        if (left > 0) {
          set(PENDING(left));
          return Promise.reject(new ApiError(msgDepositsDoNotMatch(left), { status: 400 }));
        }
        set({ status: 'account not added', owner: OWNER, account: null });
        return Promise.reject(new ApiError(MSG_DEPOSIT_ATTEMPTS_USED, { status: 400 }));
      },
    }));
    await userEvent.type(input('First deposit'), '1.00');
    await userEvent.type(input('Second deposit'), '0.45');
    await userEvent.click(screen.getByRole('button', { name: 'Verify account' }));
    expect(await screen.findByText('Enter the amount in dollars and cents, from 0.01 to 0.99')).toBeTruthy();

    await userEvent.clear(input('First deposit'));
    await userEvent.type(input('First deposit'), '0.12');
    await userEvent.click(screen.getByRole('button', { name: 'Verify account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('These amounts do not match the deposits. 1 try left.');
    expect(screen.getByText(/in any order\. 1 try left\./)).toBeTruthy();

    await userEvent.type(input('First deposit'), '0.12');
    await userEvent.type(input('Second deposit'), '0.45');
    await userEvent.click(screen.getByRole('button', { name: 'Verify account' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MSG_DEPOSIT_ATTEMPTS_USED);
    expect(screen.getByRole('form', { name: 'Bank account' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Status: Account not added');
  }, 30_000);

  it('once verified: every step done, the account named, and a new owner or account on request', async () => {
    renderPanel({ status: 'verified', owner: OWNER, account: { ...PENDING(3).account!, verified: true } }, () => ({
      addOwner: never,
      addAccount: never,
      verifyDeposits: never,
    }));
    const steps = within(screen.getByRole('list', { name: 'Bank verification: Verified' })).getAllByRole('listitem');
    expect(steps.every((step) => step.getAttribute('aria-current') === null)).toBe(true);
    expect(screen.getByText('Checking ending 6789, verified')).toBeTruthy();
    expect(screen.getByText('Avery Morgan')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Replace bank account' }));
    expect(screen.getByText(/A new account must be verified again/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).toBeNull();
  });
});
