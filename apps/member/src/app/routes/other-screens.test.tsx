import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildBenefit, buildNotification } from '@dental/domain/testing';
import type { PlanDetails } from '@dental/domain';
import { json, renderScreen, forId } from '@dental/ui/testing';
import { healthshare, memberApi } from '../../testing/member-api';
import { Component as PlanDetailsScreen } from './plan-details';
import { Component as NotificationsScreen } from './notifications';
import { Component as HelpScreen } from './help-support';
import { Component as MyAccountScreen } from './my-account';

const planDetails: PlanDetails = {
  plan_name: 'Gold Medium',
  benefit_type: 'individual',
  minimum_network: 'gold',
  minimum_network_label: 'Platinum, Gold',
  coverage: [
    {
      service_type: 'PDS',
      label: 'Preventive and diagnostic',
      description: 'Exams, cleanings, X-rays',
      coverage_percent: 100,
      covered: true,
    },
    { service_type: 'BRS', label: 'Basic restorative', description: 'Fillings', coverage_percent: 80, covered: true },
    { service_type: 'ORTHO', label: 'Orthodontics', description: 'Braces', coverage_percent: 0, covered: false },
  ],
  annual_max_cents: 150000,
  family_max_cents: null,
  ortho_lifetime_max_cents: null,
  period_start: '2025-01-01',
  period_end: '2025-12-31',
  effective_date: '2023-01-01',
  membership: null,
};
const planDetailsApi = { 'member.planDetails': () => json(200, { data: planDetails }) };

describe('Plan details (/plan-details)', () => {
  it('shows coverage in plain words, the cumulative minimum network, limits, used and the period', async () => {
    renderScreen([{ path: '/plan-details', element: <PlanDetailsScreen /> }], '/plan-details', {
      fetch: memberApi(planDetailsApi).impl,
    });
    expect(await screen.findByText('Platinum, Gold')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'My Plan' })).toBeTruthy();
    expect(screen.getByText('Your plan pays the full allowed fee.')).toBeTruthy();
    expect(screen.getByText('Your plan pays 80% of the allowed fee; you pay 20%.')).toBeTruthy();
    expect(screen.getByText('Not covered by your plan.')).toBeTruthy();
    expect(screen.getByText('Jan 1, 2025 to Dec 31, 2025')).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'Plan benefits' })).toBeTruthy();
  });

  it("shows an in-office member's membership: what it includes and the discount, and no insurance limits", async () => {
    const membership: PlanDetails = {
      ...planDetails,
      plan_name: 'Smile Club Adult',
      benefit_type: 'in office',
      minimum_network: null,
      minimum_network_label: null,
      coverage: [],
      annual_max_cents: null,
      membership: {
        practice_name: 'Bright Smiles Dental',
        includes: [
          { procedure_code: 'D1110', description: 'Adult cleaning', times_per_term: 2 },
          { procedure_code: 'D0120', description: 'Periodic evaluation', times_per_term: 1 },
        ],
        discount_percent: 20,
      },
    };
    renderScreen([{ path: '/plan-details', element: <PlanDetailsScreen /> }], '/plan-details', {
      fetch: memberApi({
        'member.planDetails': () => json(200, { data: membership }),
        'member.benefit': () =>
          json(200, {
            data: buildBenefit({
              benefit_type: 'in office',
              plan_name: 'Smile Club Adult',
              dental_benefit_limit: 0,
              dental_benefit_used: 0,
              dental_benefit_remaining: 0,
            }),
          }),
      }).impl,
    });
    const included = await screen.findByRole('region', { name: 'What your membership includes' });
    expect(
      within(included)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Adult cleaning (D1110)2 times per term', 'Periodic evaluation (D0120)1 time per term']);
    expect(within(included).getByText('20% off other treatment at Bright Smiles Dental.')).toBeTruthy();
    expect(screen.getByText('Bright Smiles Dental')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'What is covered' })).toBeNull();
    expect(screen.queryByText('Annual maximum')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('uses the healthshare wording', async () => {
    renderScreen([{ path: '/plan-details', element: <PlanDetailsScreen /> }], '/plan-details', {
      fetch: memberApi({
        ...planDetailsApi,
        ...healthshare,
        'member.benefit': () => json(200, { data: buildBenefit({ plan_label: 'My Plan' }) }),
      }).impl,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Membership' })).toBeTruthy();
    await screen.findByRole('table', { name: 'Membership benefits' });
    expect(screen.getByText('Minimum affiliation')).toBeTruthy();
    expect(screen.getByText('Your membership pays 80% of the allowed fee; you pay 20%.')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\b(plan|primary|network)\b/i);
  });
});

describe('Notifications (/notifications)', () => {
  const route = [{ path: '/notifications', element: <NotificationsScreen /> }];

  it('lists read and unread notifications; opening an unread one marks it read and refreshes the count', async () => {
    let unread = 1;
    const list = [
      buildNotification({ id: 7, title: 'Receipt ready' }),
      buildNotification({
        id: 6,
        title: 'Welcome',
        body: 'Welcome to your portal.',
        read_at: '2025-01-02T10:00:00.000Z',
      }),
    ];
    const api = memberApi({
      'member.unread': () => json(200, { data: { total_unread_count: unread } }),
      'member.notifications': () => json(200, { data: list, meta: { page: 1, page_size: 10, total: 2 } }),
      'member.markNotificationRead': forId(7, () => {
        unread = 0;
        return json(200, { data: { ...list[0], read_at: '2025-01-06T10:00:00.000Z' } });
      }),
    });
    renderScreen(route, '/notifications', { fetch: api.impl });
    expect(await screen.findByText('You have 1 unread.')).toBeTruthy();
    expect(await screen.findAllByText('Unread')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: /Receipt ready/ }));
    expect(await screen.findByText('Your receipt for the visit on Jan 5 is ready.')).toBeTruthy();
    expect(await screen.findByText('You have no unread notifications.')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/member/v4/benefit/notifications/7/read/',
    ]);
    await userEvent.click(screen.getByRole('button', { name: /Welcome/ }));
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('says so when the list is empty', async () => {
    const api = memberApi({
      'member.unread': () => json(200, { data: { total_unread_count: 1 } }),
      'member.notifications': () => json(200, { data: [], meta: { page: 1, page_size: 10, total: 0 } }),
    });
    renderScreen(route, '/notifications', { fetch: api.impl });
    expect(await screen.findByText('You have no notifications yet.')).toBeTruthy();
  });

  it('does not fetch the list while nothing is unread (spec §7: only when the unread count is above 0)', async () => {
    const api = memberApi({ 'member.unread': () => json(200, { data: { total_unread_count: 0 } }) });
    renderScreen(route, '/notifications', { fetch: api.impl });
    expect(await screen.findByText('You have no new notifications.')).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading notifications' })).toBeNull();
    expect(api.calls.map((call) => call.path)).not.toContain('/api/member/v4/benefit/notifications/');
  });
});

describe('Help and support (/help-support)', () => {
  it('shows the support contact, how to submit a claim and a FAQ, in healthshare wording when flagged', async () => {
    renderScreen([{ path: '/help-support', element: <HelpScreen /> }], '/help-support', {
      fetch: memberApi({
        ...healthshare,
        'member.benefit': () =>
          json(200, { data: buildBenefit({ request_reimbursement_form_url: 'https://forms.example.com/c' }) }),
      }).impl,
    });
    expect(screen.getByRole('link', { name: 'support@example.com' }).getAttribute('href')).toBe(
      'mailto:support@example.com',
    );
    expect(screen.getByRole('heading', { name: 'How to submit a claim' })).toBeTruthy();
    expect(
      (await screen.findByRole('link', { name: 'Submit a claim (opens in a new window)' })).getAttribute('target'),
    ).toBe('_blank');
    await waitFor(() => expect(screen.getByText(/In-affiliation dentists bill your membership directly/)).toBeTruthy());
    expect(
      within(screen.getByRole('region', { name: 'Frequently asked questions' })).getAllByRole('button').length,
    ).toBeGreaterThan(3);
  });
});

describe('My account (/my-account)', () => {
  it('shows the details form with the member values and the password form, in healthshare wording when flagged', async () => {
    renderScreen([{ path: '/my-account', element: <MyAccountScreen /> }], '/my-account', {
      fetch: memberApi(healthshare).impl,
    });
    expect(await screen.findByDisplayValue('Maria')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Change password' })).toBeTruthy();
    await waitFor(() => expect(screen.getByText(/relationship to the head of household/)).toBeTruthy());
    expect(document.body.textContent).not.toMatch(/\b(plan|primary|network)\b/i);
  });
});
