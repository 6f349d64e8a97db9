// Issue 27 item 6 (decision 0060): the practice owner's Bank tab mounts the shared bank screens with the dentist
// portal's own calls; the front desk has no such tab.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, json, renderScreen } from '@dental/ui/testing';
import { PracticePage } from './practice-page';
import { profile } from './practice-test-fixtures';

const routes = [{ path: '/practice', element: <PracticePage /> }];
const OWNER = { first_name: 'Sarah', last_name: 'Nguyen' };

describe('the practice’s Bank tab (issue 27 item 6)', () => {
  it('the owner confirms the deposits through dentist.verifyBankDeposits and sees the practice verified', async () => {
    const sent: unknown[] = [];
    const account = { last4: '6789', account_type: 'checking', verified: false, attempts_left: 3 };
    const api = fakeApi({
      'dentist.practiceProfile': () => json(200, { data: profile({ bank_status: 'verification pending' }) }),
      'dentist.bankVerification': () => json(200, { data: { status: 'verification pending', owner: OWNER, account } }),
      'dentist.verifyBankDeposits': ({ body }) => {
        sent.push(body);
        return json(200, { data: { status: 'verified', owner: OWNER, account: { ...account, verified: true } } });
      },
    });
    renderScreen(routes, '/practice?tab=bank', { fetch: api.impl, portal: 'dentist' });
    expect(await screen.findByText(/sent to the account ending 6789/)).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: /^First deposit/ }), '0.32');
    await userEvent.type(screen.getByRole('textbox', { name: /^Second deposit/ }), '0.45');
    await userEvent.click(screen.getByRole('button', { name: 'Verify account' }));
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((element) => element.textContent)).toContain('Status: Verified'),
    );
    expect(sent).toEqual([{ first_deposit: '0.32', second_deposit: '0.45' }]);
    expect(screen.getByText("The practice's bank account is verified.")).toBeTruthy();
  });

  it('the front desk has no Bank tab', async () => {
    const api = fakeApi({
      'dentist.practiceProfile': () => json(200, { data: profile({ viewer_role: 'front_desk' }) }),
    });
    renderScreen(routes, '/practice?tab=bank', { fetch: api.impl, portal: 'dentist' });
    await screen.findByText('Bright Smiles Dental');
    expect(screen.queryByRole('tab', { name: 'Bank' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Profile' }).getAttribute('aria-selected')).toBe('true');
  });
});
