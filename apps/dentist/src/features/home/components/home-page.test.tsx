import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Dashboard } from '@dental/domain';
import { fakeApi, json, renderScreen } from '@dental/ui/testing';
import { HomePage } from './home-page';

const routes = [{ path: '/', element: <HomePage /> }];

const day: Dashboard = {
  today: '2026-11-26',
  visits_today: {
    count: 12,
    visits: [
      {
        id: 1,
        patient_name: 'Maria Lopez',
        dentist_name: 'Ann Lee',
        status: 'completed',
        billed_cents: 12000,
        member_cents: 3000,
      },
    ],
  },
  checks_today: 9,
  estimates_waiting: 4,
  needs_attention: {
    unpaid_shares: { count: 2, member_cents: 5000 },
    bank_status: 'verification pending',
    bank_verified: false,
  },
};

describe('HomePage (issue 16 item 1)', () => {
  it('shows today’s visits, checks, estimates waiting and what needs attention, with quick actions', async () => {
    const api = fakeApi({ 'dentist.dashboard': () => json(200, { data: day }) });
    renderScreen(routes, '/', { fetch: api.impl });
    const visits = await screen.findByRole('region', { name: "Today's visits" });
    expect(within(visits).getByText('12')).toBeTruthy();
    // Each of today's visits opens from Home, and its amounts keep to the line of their names at 360 px.
    expect(within(visits).getByRole('link', { name: 'Maria Lopez' }).getAttribute('href')).toBe('/visits/1');
    for (const amount of ['billed $120.00', 'member $30.00']) {
      expect(getComputedStyle(within(visits).getByText(amount)).whiteSpace).toBe('nowrap');
    }
    expect(within(screen.getByRole('region', { name: 'Eligibility checks' })).getByText('9')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Estimates waiting' })).getByText('4')).toBeTruthy();
    const attention = screen.getByRole('region', { name: 'Needs attention' });
    expect(within(attention).getByText(/2 member shares unpaid for more than 30 days \(\$50\.00\)/)).toBeTruthy();
    expect(within(attention).getByText(/bank account is not verified/)).toBeTruthy();
    const actions = screen.getByRole('navigation', { name: 'Quick actions' });
    expect(within(actions).getByRole('link', { name: 'Check eligibility' }).getAttribute('href')).toBe('/eligibility');
    expect(within(actions).getByRole('link', { name: 'Record a visit' }).getAttribute('href')).toBe('/visits/new');
    expect(within(actions).getByRole('link', { name: 'Reports' }).getAttribute('href')).toBe('/reports');
  });

  it('says when the day is empty and nothing needs attention', async () => {
    const quiet: Dashboard = {
      ...day,
      visits_today: { count: 0, visits: [] },
      needs_attention: { unpaid_shares: { count: 0, member_cents: 0 }, bank_status: 'verified', bank_verified: true },
    };
    const api = fakeApi({ 'dentist.dashboard': () => json(200, { data: quiet }) });
    renderScreen(routes, '/', { fetch: api.impl });
    expect(await screen.findByText('No visits recorded today yet.')).toBeTruthy();
    expect(screen.getByText('Nothing needs attention.')).toBeTruthy();
  });

  it('counts one in the singular', async () => {
    const one: Dashboard = {
      ...day,
      visits_today: { ...day.visits_today, count: 1 },
      checks_today: 1,
      estimates_waiting: 1,
    };
    const api = fakeApi({ 'dentist.dashboard': () => json(200, { data: one }) });
    renderScreen(routes, '/', { fetch: api.impl });
    expect(await screen.findByText('visit recorded today')).toBeTruthy();
    expect(screen.getByText('patient checked today')).toBeTruthy();
    expect(screen.getByText('estimate not yet expired, waiting for the patient')).toBeTruthy();
  });

  it('shows an error with a retry', async () => {
    let fail = true;
    const api = fakeApi({
      'dentist.dashboard': () => (fail ? json(500, { errors: 'Server error' }) : json(200, { data: day })),
    });
    renderScreen(routes, '/', { fetch: api.impl });
    const retry = await screen.findByRole('button', { name: /try again|retry/i });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('region', { name: "Today's visits" })).toBeTruthy();
  });
});
