import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InOfficePlansResponse } from '@dental/domain';
import {
  buildBenefit,
  buildInOfficePlan,
  buildMember,
  buildPlanPurchase,
  buildSavedCard,
} from '@dental/domain/testing';
import { allowConsoleError, deferred, json, renderScreen, stubSession, forId } from '@dental/ui/testing';
import { memberApi } from '../../testing/member-api';
import { Component as CompleteScreen } from './complete-plan-purchase';
import { Component as ShopScreen } from './in-office-plans';
import { Component as PurchaseSignUpScreen } from './purchase-sign-up';
import { Component as StartScreen } from './start-plan-purchase';

const SHOP = 'member.inOfficePlans';
const PLAN = 'member.inOfficePlan';
const CARDS = 'member.savedCards';
const CONFIRM = 'member.confirmPlanPurchase';

const plan = buildInOfficePlan({ id: 3, name: 'Smile Club Adult', discount_percent: 15 });

function shop(plans = [plan]): InOfficePlansResponse {
  return {
    data: plans,
    meta: { page: 1, page_size: 10, total: plans.length },
    filters: { zip: '78701', practices: [{ id: 1, name: 'Bright Smiles Dental' }] },
  };
}

describe('Shop dental plans (/in-office-plans)', () => {
  it.each([
    ['employer', /through your employer’s group plan/],
    ['Altrua', /with your Altrua membership/],
  ] as const)(
    'tells an %s member typing the address why the shop is not for them, instead of showing it',
    async (benefitType, reason) => {
      const api = memberApi({
        'member.benefit': () => json(200, { data: buildBenefit({ benefit_type: benefitType }) }),
        [SHOP]: () => json(200, shop()),
      });
      renderScreen([{ path: '/in-office-plans', element: <ShopScreen /> }], '/in-office-plans', { fetch: api.impl });
      expect(await screen.findByText('In-office plans are not offered with your coverage')).toBeTruthy();
      expect(screen.getByText(reason)).toBeTruthy();
      expect(screen.queryByRole('list', { name: 'In-office plans' })).toBeNull();
      expect(api.calls.some((call) => call.path.startsWith('/api/member/v4/in-office-plans/'))).toBe(false);
    },
  );

  it('lists the plans near the member: practice, what is included, discount, yearly and monthly price, term', async () => {
    const api = memberApi({ [SHOP]: () => json(200, shop()) });
    renderScreen([{ path: '/in-office-plans', element: <ShopScreen /> }], '/in-office-plans', { fetch: api.impl });
    const item = within(await screen.findByRole('list', { name: 'In-office plans' })).getByRole('listitem', {
      name: 'Smile Club Adult',
    });
    expect(within(item).getByText('Bright Smiles Dental')).toBeTruthy();
    expect(within(item).getByText('100 Main St, Austin, TX 78701 · 2.5 miles away')).toBeTruthy();
    expect(within(item).getByText('Cleaning, 2 times per term')).toBeTruthy();
    expect(within(item).getByText('15% off other care')).toBeTruthy();
    expect(within(item).getByText('$300.00 a year')).toBeTruthy();
    expect(within(item).getByText('$27.00 a month for 12 months ($324.00 in all)')).toBeTruthy();
    expect(within(item).getByText('Term 12 months')).toBeTruthy();
    expect(
      within(item)
        .getByRole('link', { name: 'Buy this plan: Smile Club Adult from Bright Smiles Dental' })
        .getAttribute('href'),
    ).toBe('/complete-plan-purchase?plan=3&location=1');
    expect(screen.getByText('Near your zip 78701')).toBeTruthy();
  });

  it('filters by zip (checked with the zip rule) and by practice', async () => {
    const api = memberApi({ [SHOP]: () => json(200, shop()) });
    const { router } = renderScreen([{ path: '/in-office-plans', element: <ShopScreen /> }], '/in-office-plans', {
      fetch: api.impl,
    });
    const shopCalls = () => api.impl.mock.calls.map(([url]) => url).filter((url) => url.includes('in-office-plans/?'));
    await screen.findByRole('list', { name: 'In-office plans' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Zip' }), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Invalid zip: enter 5 digits')).toBeTruthy();
    expect(shopCalls()).toHaveLength(1);
    await userEvent.clear(screen.getByRole('textbox', { name: 'Zip' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Zip' }), '10001');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(shopCalls().at(-1)).toContain('zip=10001'));
    await userEvent.selectOptions(screen.getByLabelText('Practice'), '1');
    await waitFor(() => expect(shopCalls().at(-1)).toContain('practice_id=1'));
    expect(router.state.location.search).toBe('?zip=10001&practice_id=1');
  });

  it("says 'No results found' when no practice nearby sells a plan", async () => {
    const api = memberApi({ [SHOP]: () => json(200, shop([])) });
    renderScreen([{ path: '/in-office-plans', element: <ShopScreen /> }], '/in-office-plans', { fetch: api.impl });
    expect(await screen.findByText('No results found')).toBeTruthy();
  });

  it('shows an error with a retry', async () => {
    const api = memberApi({ [SHOP]: () => json(500, {}) });
    renderScreen([{ path: '/in-office-plans', element: <ShopScreen /> }], '/in-office-plans', { fetch: api.impl });
    expect(await screen.findByText("We couldn't load the plans.")).toBeTruthy();
  });
});

describe('Complete plan purchase (/complete-plan-purchase)', () => {
  const routes = [
    { path: '/complete-plan-purchase', element: <CompleteScreen /> },
    { path: '/plan-purchase-details/:purchaseId', element: <p>details</p> },
  ];

  it('buys the plan for the chosen people, monthly, with the chosen card and the terms; a double click buys once', async () => {
    const held = deferred<Response>();
    const api = memberApi({
      [PLAN]: forId(3, () => json(200, { data: plan })),
      [CARDS]: () => json(200, { data: [buildSavedCard()] }),
      [CONFIRM]: () => held.promise,
      'member.getMemberUser': () =>
        json(200, { data: buildMember({ id: 1, first_name: 'Maria', middle_name: null, last_name: 'Lopez' }) }),
    });
    const { router } = renderScreen(routes, '/complete-plan-purchase?plan=3', { fetch: api.impl });
    expect(await screen.findByRole('heading', { level: 1, name: 'Complete your purchase' })).toBeTruthy();
    const people = await screen.findByRole('group', { name: 'Who the plan covers' });
    const boxes = within(people).getAllByRole('checkbox');
    expect(boxes.length).toBeGreaterThan(1);
    expect((boxes[0] as HTMLInputElement).checked).toBe(true);
    await userEvent.click(boxes[1] as HTMLElement);
    await userEvent.click(screen.getByRole('radio', { name: /Monthly: 12 instalments of \$27\.00/ }));
    expect(screen.getByText('$27.00')).toBeTruthy();
    await screen.findByRole('radio', { name: 'Visa ending in 4242, expires 12/30' });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm purchase' }));
    expect(await screen.findByText('Please accept the terms to continue.')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.click(screen.getByRole('checkbox', { name: "I accept the plan's terms" }));
    const confirm = screen.getByRole('button', { name: 'Confirm purchase' });
    await userEvent.dblClick(confirm);
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    const body = api.calls.find((call) => call.method === 'POST')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      plan_id: 3,
      payment_mode: 'monthly',
      payment_method_id: 'pm_off_test',
      terms_accepted: true,
    });
    expect((body.covered_patient_ids as number[]).length).toBe(2);
    expect(String(body.idempotency_key).length).toBeGreaterThanOrEqual(8);
    held.resolve(json(201, { data: buildPlanPurchase({ id: 44 }) }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/plan-purchase-details/44'));
    expect(await screen.findByText('Your plan purchase is complete.')).toBeTruthy();
  });

  it('draws its worded parts only once the wording is known: a healthshare member never reads plan there', async () => {
    const wording = deferred<Response>();
    const api = memberApi({ 'member.customUiData': () => wording.promise });
    renderScreen(routes, '/complete-plan-purchase', { fetch: api.impl });
    expect(await screen.findByRole('heading', { level: 1, name: 'Complete your purchase' })).toBeTruthy();
    expect(screen.queryByText(/\bplans?\b/i)).toBeNull();
    wording.resolve(json(200, { data: { is_healthshare: true } }));
    expect(await screen.findByRole('link', { name: 'Back to memberships' })).toBeTruthy();
    expect(screen.getByText(/No membership was chosen\./)).toBeTruthy();
    expect(screen.queryByText(/\bplans?\b/i)).toBeNull();
  });

  it.each(['employer', 'Altrua'] as const)(
    'tells an %s member who reaches checkout that in-office plans are not offered, and offers nothing to buy',
    async (benefitType) => {
      const api = memberApi({
        'member.benefit': () => json(200, { data: buildBenefit({ benefit_type: benefitType }) }),
        [PLAN]: forId(3, () => json(200, { data: plan })),
      });
      renderScreen(routes, '/complete-plan-purchase?plan=3', { fetch: api.impl });
      expect(await screen.findByText(/are not offered with your coverage/)).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Confirm purchase' })).toBeNull();
      expect(screen.queryByRole('link', { name: /^Back to/ })).toBeNull();
    },
  );

  it('shows a declined card and tries again with a new idempotency key', async () => {
    allowConsoleError(/402/);
    let answer = json(402, { errors: 'Your card was declined.' });
    const api = memberApi({
      [PLAN]: forId(3, () => json(200, { data: plan })),
      [CARDS]: () => json(200, { data: [buildSavedCard()] }),
      [CONFIRM]: () => answer,
    });
    renderScreen(routes, '/complete-plan-purchase?plan=3', { fetch: api.impl });
    await screen.findByRole('radio', { name: 'Visa ending in 4242, expires 12/30' });
    await userEvent.click(screen.getByRole('checkbox', { name: "I accept the plan's terms" }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm purchase' }));
    const form = screen.getByRole('form', { name: 'Complete your purchase' });
    expect(await within(form).findByRole('alert')).toHaveProperty('textContent', 'Your card was declined.');
    answer = json(201, { data: buildPlanPurchase({ id: 45 }) });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm purchase' }));
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(2));
    const [first, second] = api.calls
      .filter((call) => call.method === 'POST')
      .map((call) => (call.body as { idempotency_key: string }).idempotency_key);
    expect(first).not.toBe(second);
  });

  it('keeps out whom the plan cannot cover: the adult from a child plan (with the reason), and who already holds it (with a link)', async () => {
    const child = buildInOfficePlan({ id: 3, name: 'Child Membership', eligibility: { min_age: null, under_age: 14 } });
    const api = memberApi({
      [PLAN]: forId(3, () => json(200, { data: child })),
      [CARDS]: () => json(200, { data: [buildSavedCard()] }),
      'member.planPurchases': () => json(200, { data: [], meta: { page: 1, page_size: 100, total: 0 } }),
    });
    renderScreen(routes, '/complete-plan-purchase?plan=3', { fetch: api.impl });
    const people = await screen.findByRole('group', { name: 'Who the plan covers' });
    const maria = within(people).getByRole<HTMLInputElement>('checkbox', { name: 'Maria Teresa Lopez' });
    expect(maria.checked).toBe(false);
    expect(maria.disabled).toBe(true);
    expect(maria.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(maria.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(
      /^Maria Teresa Lopez is [0-9]+: this plan is for people under 14\.$/,
    );
    // The child is ticked instead.
    expect(within(people).getByRole<HTMLInputElement>('checkbox', { name: 'Lucas Lopez' }).checked).toBe(true);
  });

  it('says who already holds the plan and links the purchase', async () => {
    const held = buildPlanPurchase({ id: 70, plan_id: 3, covered_patients: [{ patient_id: 1, name: 'Maria Lopez' }] });
    const api = memberApi({
      [PLAN]: forId(3, () => json(200, { data: plan })),
      [CARDS]: () => json(200, { data: [buildSavedCard()] }),
      'member.planPurchases': () => json(200, { data: [held], meta: { page: 1, page_size: 100, total: 1 } }),
    });
    renderScreen(routes, '/complete-plan-purchase?plan=3', { fetch: api.impl });
    const people = await screen.findByRole('group', { name: 'Who the plan covers' });
    expect(within(people).getByRole<HTMLInputElement>('checkbox', { name: 'Maria Teresa Lopez' }).disabled).toBe(true);
    expect(within(people).getByText(/Maria Teresa Lopez already holds this plan\./)).toBeTruthy();
    expect(within(people).getByRole('link', { name: 'View the purchase' }).getAttribute('href')).toBe(
      '/plan-purchase-details/70',
    );
    expect(api.impl.mock.calls.map(([url]) => url).find((url) => url.includes('in-office-plan-purchases'))).toContain(
      'view=current',
    );
  });

  it('saves a card without the purchase form complaining about the terms', async () => {
    const api = memberApi({
      [PLAN]: forId(3, () => json(200, { data: plan })),
      [CARDS]: () => json(200, { data: [] }),
      'member.offlineTokenize': () =>
        json(200, {
          data: { payment_method_id: 'pm_off_new', brand: 'Visa', last4: '4242', exp_month: 12, exp_year: 2039 },
        }),
      'member.addSavedCard': () => json(201, { data: buildSavedCard({ payment_method_id: 'pm_off_new' }) }),
    });
    renderScreen(routes, '/complete-plan-purchase?plan=3', { fetch: api.impl });
    await userEvent.click(await screen.findByRole('button', { name: 'Add a card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a card' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Card number/ }), '4242424242424242');
    const expiry = within(dialog).getByRole<HTMLInputElement>('textbox', { name: /^Expiry/ });
    await userEvent.type(expiry, '1239');
    expect(expiry.value).toBe('12/39');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Security code/ }), '123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a card' })).toBeNull());
    expect(screen.queryByText('Please accept the terms to continue.')).toBeNull();
  });

  it('says when the plan is no longer available', async () => {
    const api = memberApi({
      [PLAN]: forId(3, () => json(404, { errors: 'Not found.' })),
      [CARDS]: () => json(200, { data: [] }),
    });
    renderScreen(routes, '/complete-plan-purchase?plan=3', { fetch: api.impl });
    expect(await screen.findByText(/This plan is no longer available\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shop dental plans' }).getAttribute('href')).toBe('/in-office-plans');
  });
});

describe('Start plan purchase (/start-plan-purchase) and purchase sign-up (/purchase-sign-up)', () => {
  it('shows the plan to a signed-out person with sign in (back to the checkout) and create an account', async () => {
    const api = memberApi({ [PLAN]: forId(3, () => json(200, { data: plan })) });
    renderScreen([{ path: '/start-plan-purchase', element: <StartScreen /> }], '/start-plan-purchase?plan=3', {
      fetch: api.impl,
    });
    expect(await screen.findByText('Smile Club Adult')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in to buy' }).getAttribute('href')).toBe(
      '/sign-in?return-url=%2Fcomplete-plan-purchase&plan=3',
    );
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/purchase-sign-up?plan=3',
    );
  });

  it('does not ask a signed-in member to sign in', async () => {
    const api = memberApi({ [PLAN]: forId(3, () => json(200, { data: plan })) });
    const session = stubSession({ status: 'logged-in', signedOutDialogOpen: false, endedBy: null });
    renderScreen(
      [{ path: '/start-plan-purchase', element: <StartScreen /> }],
      '/start-plan-purchase?plan=3&location=5',
      { fetch: api.impl, session },
    );
    expect((await screen.findByRole('link', { name: 'Continue to purchase' })).getAttribute('href')).toBe(
      '/complete-plan-purchase?plan=3&location=5',
    );
    expect(screen.queryByText(/sign in/i)).toBeNull();
    expect(api.impl.mock.calls.map(([url]) => url).find((url) => url.includes('/in-office-plans/3/'))).toContain(
      'location_id=5',
    );
  });

  it('lets a signed-in member continue straight to the checkout', async () => {
    const api = memberApi({ [PLAN]: forId(3, () => json(200, { data: plan })) });
    const session = stubSession({ status: 'logged-in', signedOutDialogOpen: false, endedBy: null });
    renderScreen([{ path: '/start-plan-purchase', element: <StartScreen /> }], '/start-plan-purchase?plan=3', {
      fetch: api.impl,
      session,
    });
    expect((await screen.findByRole('link', { name: 'Continue to purchase' })).getAttribute('href')).toBe(
      '/complete-plan-purchase?plan=3',
    );
  });

  it('creates the account, then points sign-in back at the plan', async () => {
    const api = memberApi({
      'member.newMemberSignup': () => json(200, { data: { message: 'Check your email to verify it.' } }),
    });
    renderScreen([{ path: '/purchase-sign-up', element: <PurchaseSignUpScreen /> }], '/purchase-sign-up?plan=3', {
      fetch: api.impl,
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Ana');
    await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), 'Reyes');
    await userEvent.type(screen.getByLabelText(/Date of birth/), '1990-04-05');
    await userEvent.type(screen.getByRole('textbox', { name: 'Zip' }), '78701');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Secret123');
    await userEvent.type(screen.getByLabelText(/^Confirm password/, { selector: 'input' }), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Check your email to verify it.')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      email: 'ana@example.com',
      zip: '78701',
    });
    expect(screen.getByRole('link', { name: 'Sign in to finish your purchase' }).getAttribute('href')).toBe(
      '/sign-in?return-url=%2Fcomplete-plan-purchase&plan=3',
    );
  });
});
