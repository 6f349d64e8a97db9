import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildBenefit, buildFamilyMember, buildMember } from '@dental/domain/testing';
import { json, renderScreen, forId } from '@dental/ui/testing';
import { healthshare, memberApi } from '../../testing/member-api';
import { Component as Home } from './home';

const routes = [{ path: '/', element: <Home /> }];

const family = [
  buildFamilyMember({
    patient: 2,
    name: 'Emily Rose Lopez',
    first_name: 'Emily',
    middle_name: 'Rose',
    relationship: 'Spouse',
    is_minor: false,
    benefit_type: 'employer',
    plan_name: 'Acme Group Gold',
    date_of_birth: '1987-02-03',
  }),
  buildFamilyMember({ patient: 3, name: 'Lucas Lopez', first_name: 'Lucas', relationship: 'Dependent' }),
];

function memberItems(): HTMLElement[] {
  return within(screen.getByRole('list', { name: /on your/ })).getAllByRole('listitem');
}

describe('Home (spec §2)', () => {
  it('lists the member first, then the family, with display names, plan, benefit type and group coverage', async () => {
    renderScreen(routes, '/', { fetch: memberApi({ 'member.familyMembers': () => json(200, { data: family }) }).impl });
    await waitFor(() => expect(memberItems()).toHaveLength(3));
    const items = memberItems();
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Maria T.',
      'Emily R.',
      'Lucas',
    ]);
    expect(items[0]?.textContent).toContain('Primary (you)');
    expect(items[0]?.textContent).toContain('Benefit type: Individual');
    expect(items[0]?.textContent).toContain('Not eligible for group coverage');
    expect(items[1]?.textContent).toContain('Plan: Acme Group Gold');
    expect(items[1]?.textContent).toContain('Benefit type: Employer');
    expect(items[1]?.textContent).toContain('Group coverage eligible');
  });

  it("shows each person's own annual maximum, used and remaining, coloured as the benefits table (issue 26 item 6)", async () => {
    const people = [
      { ...family[0]!, dental_benefit_limit: 200000, dental_benefit_used: 200000, dental_benefit_remaining: 0 },
      {
        ...family[1]!,
        benefit_type: 'inactive' as const,
        plan_name: null,
        dental_benefit_limit: null,
        dental_benefit_used: null,
        dental_benefit_remaining: null,
      },
    ];
    renderScreen(routes, '/', { fetch: memberApi({ 'member.familyMembers': () => json(200, { data: people }) }).impl });
    await waitFor(() => expect(memberItems()).toHaveLength(3));
    const [you, emily, lucas] = memberItems();
    // The member's own figures are their benefit's (buildBenefit: $1,500.00 limit, $250.00 used).
    expect(you?.textContent).toContain('Individual (annual max): $1,250.00 left of $1,500.00, $250.00 used');
    expect(within(you!).getByText('$1,250.00 left').getAttribute('data-remaining-color')).toBe('primary');
    expect(emily?.textContent).toContain('Individual (annual max): $0.00 left of $2,000.00, $2,000.00 used');
    expect(within(emily!).getByText('$0.00 left').getAttribute('data-remaining-color')).toBe('error');
    expect(lucas?.textContent).not.toContain('Individual');
  });

  it('shows member details, the plan benefits table and the ID card with its files', async () => {
    renderScreen(routes, '/', { fetch: memberApi().impl });
    expect(await screen.findByRole('table', { name: 'Plan benefits' })).toBeTruthy();
    expect(await screen.findByText('Maria Teresa Lopez')).toBeTruthy();
    const card = await screen.findByRole('group', { name: 'Member ID card of Maria T. Lopez' });
    expect(within(card).getByText('100200300')).toBeTruthy();
    expect(within(card).getByText('Gold')).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Download PDF' })).getAttribute('href')).toBe(
      '/api/member/v4/patient/id-cards/1/card.pdf',
    );
    expect(screen.getByRole('link', { name: 'Download PNG' }).getAttribute('href')).toBe(
      '/api/member/v4/patient/id-cards/1/card.png',
    );
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'PDF ID card of Lucas Lopez' }).getAttribute('href')).toBe(
      '/api/member/v4/patient/id-cards/2/card.pdf',
    );
  });

  it('offers no ID card to a member with no active plan, and says what to do instead', async () => {
    const api = memberApi({
      'member.benefit': () =>
        json(200, { data: buildBenefit({ benefit_type: 'inactive', plan_name: 'No active plan' }) }),
    });
    renderScreen(routes, '/', { fetch: api.impl });
    const section = await screen.findByRole('region', { name: 'ID cards' });
    await waitFor(() =>
      expect(within(section).getByText(/You have no active plan, so there is no member ID card/)).toBeTruthy(),
    );
    expect(within(section).queryByRole('group', { name: /ID card of/ })).toBeNull();
    expect(within(section).queryByRole('link', { name: 'Download PDF' })).toBeNull();
    expect(within(section).queryByRole('button', { name: 'Print' })).toBeNull();
    expect(within(section).getByRole('link', { name: 'Shop dental plans' }).getAttribute('href')).toBe(
      '/in-office-plans',
    );
  });

  it('shows loading skeletons, then an error state with Try again when a call fails', async () => {
    const api = memberApi({ 'member.benefit': () => json(500, {}) });
    renderScreen(routes, '/', { fetch: api.impl });
    expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
    expect(await screen.findByText("We couldn't load your plan benefits.")).toBeTruthy();
  });

  it('draws the member details card in its final shape while loading: its labels, grey bars for the values (issue 17: nothing below moves)', async () => {
    const api = memberApi({});
    renderScreen(routes, '/', { fetch: api.impl });
    const loading = screen.getByRole('status', { name: 'Loading member details' });
    expect([...loading.querySelectorAll('dt')].map((label) => label.textContent)).toEqual([
      'Name',
      'Member ID',
      'Relationship',
      'Date of birth',
      'Email',
      'Phone',
      'Address',
    ]);
    expect(await screen.findByRole('heading', { name: 'Member details' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading member details' })).toBeNull());
  });

  it('uses the healthshare wording for plan, primary and network (spec §1)', async () => {
    const api = memberApi({
      ...healthshare,
      'member.benefit': () => json(200, { data: buildBenefit({ benefit_type: 'Altrua', plan_name: 'Altrua Care' }) }),
    });
    renderScreen(routes, '/', { fetch: api.impl });
    expect(await screen.findByRole('table', { name: 'Membership benefits' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Membership benefits' })).toBeTruthy();
    await waitFor(() => expect(memberItems()[0]?.textContent).toContain('Head of household (you)'));
    expect(memberItems()[0]?.textContent).toContain('Membership: Altrua Care');
    const card = await screen.findByRole('group', { name: /ID card of/ });
    expect(within(card).getByText('Membership')).toBeTruthy();
    expect(within(card).getByText('Affiliation')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\b(plan|primary|network)\b/i);
  });

  it('lets the primary edit a family member, then refreshes the family and the cards for family access', async () => {
    let familyCalls = 0;
    const api = memberApi({
      'member.familyMembers': () => {
        familyCalls += 1;
        return json(200, { data: family });
      },
      'member.updateFamilyMember': forId(3, () => json(200, { data: { ...family[1], first_name: 'Luke' } })),
      'member.savedCards': () => json(200, { data: [] }),
    });
    renderScreen(routes, '/', { fetch: api.impl });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Lucas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Lucas' });
    const first = within(dialog).getByRole('textbox', { name: /^First name/ });
    await userEvent.clear(first);
    await userEvent.type(first, 'Luke');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain("Updated your family member's information"),
    );
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ first_name: 'Luke' });
    await waitFor(() => expect(familyCalls).toBe(2));
    // spec §4: the credit cards for family access are fetched again, though Home does not show them.
    const patchAt = api.calls.findIndex((call) => call.method === 'PATCH');
    await waitFor(() =>
      expect(api.calls.slice(patchAt).map((call) => call.path)).toContain('/api/member/v4/payment-methods/'),
    );
  });

  it('checks the family member fields before saving', async () => {
    const api = memberApi({ 'member.familyMembers': () => json(200, { data: family }) });
    renderScreen(routes, '/', { fetch: api.impl });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Lucas' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /^Last name/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('offers no editing to a member who is not the primary', async () => {
    const api = memberApi({
      'member.getMemberUser': () => json(200, { data: buildMember({ relationship: 'Dependent Adult' }) }),
      'member.familyMembers': () => json(200, { data: family }),
    });
    renderScreen(routes, '/', { fetch: api.impl });
    await waitFor(() => expect(memberItems()).toHaveLength(3));
    expect(memberItems()[0]?.textContent).toContain('Adult Dependent (you)');
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
  });
});
