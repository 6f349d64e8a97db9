import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlanPurchase, PlanPurchasesResponse } from '@dental/domain';
import { buildInstalment, buildPlanPurchase, buildSavedCard } from '@dental/domain/testing';
import { allowConsoleError, deferred, json, renderScreen, forId } from '@dental/ui/testing';
import { memberApi } from '../../testing/member-api';
import { Component as PurchasesScreen } from './plan-purchases';
import { Component as DetailsScreen } from './plan-purchase-details';

const LIST = 'member.planPurchases';
const ONE = 'member.planPurchase';
const CARDS = 'member.savedCards';

function page(rows: PlanPurchase[]): PlanPurchasesResponse {
  return { data: rows, meta: { page: 1, page_size: 10, total: rows.length } };
}

const pastDue = buildPlanPurchase({
  id: 7,
  plan_name: 'Smile Club Family',
  practice_name: 'Bright Smiles Dental',
  payment_status: 'Past due',
  past_due: true,
  covered_patients: [
    { patient_id: 1, name: 'Maria Lopez' },
    { patient_id: 2, name: 'Leo Lopez' },
  ],
  next_payment_date: '2025-03-01',
  balance_cents: 7500,
  instalments: [
    buildInstalment({ id: 1, due_date: '2025-01-01', status: 'Paid', paid_at: '2025-01-01T10:00:00.000Z' }),
    buildInstalment({
      id: 2,
      sequence: 2,
      due_date: '2025-02-01',
      status: 'Past due',
      failure_message: 'Your card was declined.',
    }),
    buildInstalment({ id: 3, sequence: 3, due_date: '2025-03-01', status: 'Scheduled' }),
  ],
});

describe('Plan purchases (/plan-purchases)', () => {
  it('lists the current purchases with practice, plan, covered people, next payment, balance and a past-due warning', async () => {
    const api = memberApi({ [LIST]: () => json(200, page([pastDue])) });
    renderScreen([{ path: '/plan-purchases', element: <PurchasesScreen /> }], '/plan-purchases', { fetch: api.impl });
    const list = await screen.findByRole('list', { name: 'Plan purchases' });
    const card = within(list).getByRole('listitem', { name: 'Smile Club Family' });
    expect(within(card).getByRole('link', { name: 'Smile Club Family' }).getAttribute('href')).toBe(
      '/plan-purchase-details/7',
    );
    expect(within(card).getByText(/Bright Smiles Dental/)).toBeTruthy();
    expect(within(card).getByText('Maria Lopez, Leo Lopez')).toBeTruthy();
    expect(within(card).getByText('Mar 1, 2025')).toBeTruthy();
    expect(within(card).getByText('$75.00')).toBeTruthy();
    expect(within(card).getByText('A payment of this plan is past due.')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Pay now for Smile Club Family' }).getAttribute('href')).toBe(
      '/plan-purchase-details/7#pay-off',
    );
    expect(api.impl.mock.calls.map(([url]) => url).find((url) => url.includes('in-office-plan-purchases/?'))).toContain(
      'view=current',
    );
  });

  it('asks for past purchases and the payment filter, and puts them in the URL', async () => {
    const api = memberApi({ [LIST]: () => json(200, page([pastDue])) });
    const { router } = renderScreen([{ path: '/plan-purchases', element: <PurchasesScreen /> }], '/plan-purchases', {
      fetch: api.impl,
    });
    const listCalls = () =>
      api.impl.mock.calls.map(([url]) => url).filter((url) => url.includes('in-office-plan-purchases/?'));
    await screen.findByRole('list', { name: 'Plan purchases' });
    expect(screen.getByRole('button', { name: 'Current' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Past' }));
    await waitFor(() => expect(listCalls().at(-1)).toContain('view=past'));
    await userEvent.selectOptions(screen.getByLabelText('Payment status'), 'Past due');
    await waitFor(() => expect(listCalls().at(-1)).toContain('payment_status=Past+due'));
    expect(router.state.location.search).toBe('?view=past&payment_status=Past+due');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All',
      'Paid',
      'Past due',
      'Scheduled',
    ]);
  });

  it("says 'No results found' when nothing matches", async () => {
    const api = memberApi({ [LIST]: () => json(200, page([])) });
    renderScreen([{ path: '/plan-purchases', element: <PurchasesScreen /> }], '/plan-purchases?payment_status=Paid', {
      fetch: api.impl,
    });
    expect(await screen.findByText('No results found')).toBeTruthy();
  });

  it('shows loading, then an error with a retry', async () => {
    const held = deferred<Response>();
    const api = memberApi({ [LIST]: () => held.promise });
    renderScreen([{ path: '/plan-purchases', element: <PurchasesScreen /> }], '/plan-purchases', { fetch: api.impl });
    expect(await screen.findByRole('status', { name: 'Loading plan purchases' })).toBeTruthy();
    held.resolve(json(500, {}));
    expect(await screen.findByText("We couldn't load your plan purchases.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('Plan purchase details (/plan-purchase-details/:purchaseId)', () => {
  const route = [{ path: '/plan-purchase-details/:purchaseId', element: <DetailsScreen /> }];

  it('shows the instalment schedule with statuses, the payments with card brand and last four, and the past-due warning', async () => {
    const api = memberApi({
      [ONE]: forId(7, () => json(200, { data: pastDue })),
      [CARDS]: () => json(200, { data: [buildSavedCard()] }),
    });
    renderScreen(route, '/plan-purchase-details/7', { fetch: api.impl });
    const schedule = await screen.findByRole('table', { name: 'Instalment schedule' }); // jsdom: no media match, the desktop table
    expect(screen.getByRole('heading', { level: 1, name: 'Smile Club Family' })).toBeTruthy();
    const rows = within(schedule).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual([
      'Paid',
      'Past due',
      'Scheduled',
    ]);
    expect(within(screen.getByRole('list', { name: 'Payments made' })).getByText('Visa ending in 4242')).toBeTruthy();
    expect(screen.getByText('A payment is past due')).toBeTruthy();
    expect(
      screen.getByText(/The instalment of \$25\.00 due on Feb 1, 2025 could not be charged\. Your card was declined\./),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe('#pay-off');
  });

  it('toggles auto renew with PATCH auto_renew, says so, and refreshes the purchases and the ID card data', async () => {
    let autoRenew = true;
    const api = memberApi({
      [ONE]: forId(7, () => json(200, { data: { ...pastDue, auto_renew: autoRenew } })),
      [CARDS]: () => json(200, { data: [] }),
      'member.updateAutoRenew': forId(7, ({ body }) => {
        autoRenew = (body as { auto_renew: boolean }).auto_renew;
        return json(200, { data: { ...pastDue, auto_renew: autoRenew } });
      }),
    });
    renderScreen(route, '/plan-purchase-details/7', { fetch: api.impl });
    const toggle = await screen.findByRole('switch', { name: 'Auto renew' });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    await userEvent.click(toggle);
    expect(await screen.findByText('Updated auto renew setting for this purchase')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ auto_renew: false });
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('switch', { name: 'Auto renew' }).checked).toBe(false),
    );
    await waitFor(() =>
      expect(api.calls.filter((call) => call.method === 'GET' && call.path.endsWith('/7/')).length).toBeGreaterThan(1),
    );
    // spec §4: the member ID card data is fetched again, though this screen does not show the card.
    const patchAt = api.calls.findIndex((call) => call.method === 'PATCH');
    await waitFor(() =>
      expect(api.calls.slice(patchAt).map((call) => call.path)).toContain(
        '/api/member/v5/benefit/member-id-card-data/',
      ),
    );
  });

  it('pays off the balance with the chosen saved card: charging message, then success, then the purchase refreshed', async () => {
    const held = deferred<Response>();
    let paid = false;
    const api = memberApi({
      [ONE]: forId(7, () =>
        json(200, { data: paid ? { ...pastDue, balance_cents: 0, payment_status: 'Paid' } : pastDue }),
      ),
      [CARDS]: () =>
        json(200, {
          data: [buildSavedCard({ id: 2, payment_method_id: 'pm_off_other', last4: '1111' }), buildSavedCard()],
        }),
      'member.payoffBalance': forId(7, () => held.promise),
    });
    renderScreen(route, '/plan-purchase-details/7', { fetch: api.impl });
    const choice = await screen.findByRole('radiogroup', { name: 'Card to pay with' });
    // The purchase's own card is chosen first.
    expect(
      within(choice).getByRole<HTMLInputElement>('radio', { name: 'Visa ending in 4242, expires 12/30' }).checked,
    ).toBe(true);
    await userEvent.click(within(choice).getByRole('radio', { name: /ending in 1111/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay off remaining balance' }));
    // Issue 17: nothing is charged before the member says yes to the amount and the card.
    const ask = await screen.findByRole('dialog', { name: 'Pay off remaining balance' });
    expect(within(ask).getByText('Charge $75.00 to Visa ending 1111?')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await userEvent.click(within(ask).getByRole('button', { name: 'Charge $75.00' }));
    expect(await screen.findByText('Charging card ending in 1111 for remaining plan balance...')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      use_stripe_payment_method_id: 'pm_off_other',
      idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    paid = true;
    held.resolve(
      json(200, {
        data: {
          purchase: { ...pastDue, balance_cents: 0, payment_status: 'Paid' },
          charged_cents: 7500,
          card_last4: '1111',
        },
      }),
    );
    expect(
      await screen.findByText("The plan's remaining balance has successfully been charged to your card ending in 1111"),
    ).toBeTruthy();
    expect(await screen.findByText('This plan is paid in full.')).toBeTruthy();
  });

  const payOff = async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Pay off remaining balance' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Pay off remaining balance' })).getByRole('button', {
        name: /^Charge /,
      }),
    );
  };

  it('shows a declined payoff once, beside the button (no toast), and the charging banner goes', async () => {
    allowConsoleError(/402/);
    const api = memberApi({
      [ONE]: forId(7, () => json(200, { data: pastDue })),
      [CARDS]: () => json(200, { data: [buildSavedCard()] }),
      'member.payoffBalance': forId(7, () => json(402, { errors: 'Your card was declined.' })),
    });
    renderScreen(route, '/plan-purchase-details/7', { fetch: api.impl });
    await screen.findByRole('radiogroup', { name: 'Card to pay with' });
    await payOff();
    const declined = await screen.findByText('Your card was declined.');
    expect(declined.closest('[role="alert"]')?.textContent).toBe('Your card was declined.');
    await waitFor(() => expect(screen.queryByText(/^Charging card ending in/)).toBeNull());
    expect(screen.getAllByText('Your card was declined.')).toHaveLength(1);
  });

  it('retries an unanswered payoff with the same idempotency key, and an answered one with a new key', async () => {
    allowConsoleError(/402|500/);
    let posts = 0;
    const api = memberApi({
      [ONE]: forId(7, () => json(200, { data: pastDue })),
      [CARDS]: () => json(200, { data: [buildSavedCard()] }),
      'member.payoffBalance': forId(7, () =>
        posts++ === 0 ? json(500, {}) : json(402, { errors: 'Your card was declined.' }),
      ),
    });
    renderScreen(route, '/plan-purchase-details/7', { fetch: api.impl });
    await screen.findByRole('radiogroup', { name: 'Card to pay with' });
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await payOff();
      await waitFor(() => expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(attempt));
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Pay off remaining balance' }).hasAttribute('disabled')).toBe(false),
      );
    }
    const keys = api.calls
      .filter((call) => call.method === 'POST')
      .map((call) => (call.body as { idempotency_key: string }).idempotency_key);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('asks for a card when the household has none', async () => {
    const api = memberApi({
      [ONE]: forId(7, () => json(200, { data: pastDue })),
      [CARDS]: () => json(200, { data: [] }),
    });
    renderScreen(route, '/plan-purchase-details/7', { fetch: api.impl });
    expect(await screen.findByText('You have no saved cards yet.')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Pay off remaining balance' }).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Add a card' })).toBeTruthy();
  });

  it('goes to not found for an id that is not one', async () => {
    const api = memberApi();
    const { router } = renderScreen(
      [...route, { path: '/not-found', element: <p>gone</p> }],
      '/plan-purchase-details/abc',
      { fetch: api.impl },
    );
    await screen.findByText('gone');
    expect(router.state.location.pathname).toBe('/not-found');
  });
});
