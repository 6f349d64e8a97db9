import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { buildBenefit, buildMemberIdCardData } from '@dental/domain/testing';
import type { GroupIdCard } from '@dental/domain';
import { json, renderScreen } from '@dental/ui/testing';
import { memberApi } from '../../../testing/member-api';
import { IdCardsSection } from './id-cards-section';

const routes = [{ path: '/', element: <IdCardsSection familyNames={new Map()} word={(text) => text} /> }];

const groupCard: GroupIdCard = {
  company_name: 'Acme Logistics Inc.',
  group_number: 'G0000042',
  employee_name: 'Ava Marie Thompson',
  member_id: '100200300',
  plan_name: 'Acme Group Dental',
  plan_type: 'gold_med',
  cover_start_date: '2026-02-01',
  dependents: [
    { name: 'Ethan Thompson', relationship: 'Dependent' },
    { name: 'Noah Thompson', relationship: 'Dependent Adult' },
  ],
  customer_service_phone: '8005550100',
  issuer_name: 'Example Dental Benefits',
};

/** A member with an employer benefit: their card shows the group number, and the household has a group card. */
const employerMember = {
  'member.benefit': () =>
    json(200, { data: buildBenefit({ benefit_type: 'employer', plan_name: 'Acme Group Dental' }) }),
  'member.memberIdCardData': () =>
    json(200, { data: buildMemberIdCardData({ member_name: 'Ava Marie Thompson', group_number: 'G0000042' }) }),
  'member.groupIdCard': () => json(200, { data: groupCard }),
};

describe('the group ID card where the ID card is shown (spec §2, issue 27 item 7)', () => {
  it('shows a member with an employer benefit the household’s group card as text, with its PDF and PNG', async () => {
    renderScreen(routes, '/', { fetch: memberApi(employerMember).impl });
    const card = await screen.findByRole('group', { name: 'Group ID card of Ava Marie Thompson, Acme Logistics Inc.' });
    for (const shown of [
      'Acme Logistics Inc.',
      'G0000042',
      '100200300',
      'Feb 1, 2026',
      'Acme Group Dental (Gold Medium)',
      'Ethan Thompson (Dependent), Noah Thompson (Adult Dependent)',
      'Customer service: (800) 555-0100',
    ])
      expect(within(card).getByText(shown)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Group ID card' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download group ID card (PDF)' }).getAttribute('href')).toBe(
      '/api/member/v4/benefit/group-id-card.pdf',
    );
    expect(screen.getByRole('link', { name: 'Download group ID card (PNG)' }).getAttribute('href')).toBe(
      '/api/member/v4/benefit/group-id-card.png',
    );
    // The member's own card stays, with the group number on it.
    const own = screen.getByRole('group', { name: 'Member ID card of Ava Marie Thompson' });
    expect(within(own).getByText('G0000042')).toBeTruthy();
  });

  it('says so when a group card has no dependents', async () => {
    const api = memberApi({
      ...employerMember,
      'member.groupIdCard': () => json(200, { data: { ...groupCard, dependents: [], plan_type: null } }),
    });
    renderScreen(routes, '/', { fetch: api.impl });
    const card = await screen.findByRole('group', { name: /^Group ID card of/ });
    expect(within(card).getByText('None')).toBeTruthy();
    expect(within(card).getByText('Acme Group Dental')).toBeTruthy();
  });

  it('shows no group card to a member without an employer benefit', async () => {
    const api = memberApi();
    renderScreen(routes, '/', { fetch: api.impl });
    expect(await screen.findByRole('group', { name: 'Member ID card of Maria T. Lopez' })).toBeTruthy();
    await waitFor(() => expect(api.calls.some((call) => call.name === 'member.groupIdCard')).toBe(true));
    expect(screen.queryByRole('group', { name: /^Group ID card/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Group ID card' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Download group ID card/ })).toBeNull();
  });

  it('says the group card could not be loaded, with a retry', async () => {
    const api = memberApi({ ...employerMember, 'member.groupIdCard': () => json(503, { errors: 'Down' }) });
    renderScreen(routes, '/', { fetch: api.impl });
    expect(await screen.findByText(/We couldn.t load your group ID card/)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  });
});
