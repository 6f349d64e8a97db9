import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { BankStatus } from '@dental/domain';
import { fakeApi, json, renderScreen } from '@dental/ui/testing';
import { profile } from '../components/practice-test-fixtures';
import { MSG_BANK_NOT_VERIFIED, usePracticeNavWarning } from './practice-navigation';

function Warning() {
  const warning = usePracticeNavWarning();
  return <p>{warning ?? 'no warning'}</p>;
}

const render = (bankStatus: BankStatus) => {
  const api = fakeApi({ 'dentist.practiceProfile': () => json(200, { data: profile({ bank_status: bankStatus }) }) });
  renderScreen([{ path: '/', element: <Warning /> }], '/', { fetch: api.impl, portal: 'dentist' });
  return api;
};

describe('the Practice navigation entry’s bank warning (spec §2, issue 16 item 1)', () => {
  it.each(['owner not added', 'account not added', 'verification pending'] as const)(
    'warns while the bank is %s',
    async (status) => {
      render(status);
      expect(await screen.findByText(MSG_BANK_NOT_VERIFIED)).toBeTruthy();
    },
  );

  it('has no warning once the bank is verified', async () => {
    const api = render('verified');
    // Once the profile has been asked for and answered, still no warning.
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('no warning')).toBeTruthy();
    expect(screen.queryByText(MSG_BANK_NOT_VERIFIED)).toBeNull();
  });
});
