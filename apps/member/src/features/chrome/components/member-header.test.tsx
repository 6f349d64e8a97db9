import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildBenefit, buildPlanPurchase } from '@dental/domain/testing';
import { json, renderScreen } from '@dental/ui/testing';
import { memberApi } from '../../../testing/member-api';
import { MemberHeader } from './member-header';

const paths = ['/', '/my-account', '/plan-purchases'];
const routes = paths.map((path) => ({ path, element: <MemberHeader /> }));

describe('MemberHeader (spec §1, §2)', () => {
  it('greets the member by first name and has Find a Dentist and Notifications', async () => {
    renderScreen(routes, '/', { fetch: memberApi().impl });
    expect(await screen.findByText('Hi, Maria')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Find a Dentist' })[0]?.getAttribute('href')).toBe('/find-dentist');
    expect(screen.getByRole('link', { name: 'Notifications' }).getAttribute('href')).toBe('/notifications');
  });

  it("shows 'Submit a claim' only with a reimbursement form address, opening it in a new window", async () => {
    const url = 'https://forms.example.com/claim';
    renderScreen(routes, '/', {
      fetch: memberApi({
        'member.benefit': () => json(200, { data: buildBenefit({ request_reimbursement_form_url: url }) }),
      }).impl,
    });
    const links = await screen.findAllByRole('link', { name: /^Submit a claim/ });
    for (const link of links) {
      expect(link.getAttribute('href')).toBe(url);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener');
    }
  });

  it("has no 'Submit a claim' without a form address", async () => {
    renderScreen(routes, '/', { fetch: memberApi().impl });
    await screen.findByText('Hi, Maria');
    expect(screen.queryByRole('link', { name: /Submit a claim/ })).toBeNull();
  });

  it('badges Notifications with the unread count', async () => {
    renderScreen(routes, '/', {
      fetch: memberApi({ 'member.unread': () => json(200, { data: { total_unread_count: 3 } }) }).impl,
    });
    const link = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(link.textContent).toContain('3');
  });

  it('shows name and email in the My account menu, without Plan purchases when there are none', async () => {
    renderScreen(routes, '/', { fetch: memberApi().impl });
    await screen.findByText('Hi, Maria');
    await userEvent.click(screen.getByRole('button', { name: 'My account', expanded: false }));
    const menu = await screen.findByRole('navigation', { name: 'My account' });
    expect(screen.getByText('Maria Teresa Lopez')).toBeTruthy();
    expect(screen.getByText('maria.lopez@example.com')).toBeTruthy();
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['My account']);
    expect(within(menu).getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it('lists Plan purchases with at least one purchase, highlights the current item and the menu itself', async () => {
    const { session } = renderScreen(routes, '/plan-purchases', {
      fetch: memberApi({
        'member.planPurchases': () =>
          json(200, { data: [buildPlanPurchase()], meta: { page: 1, page_size: 1, total: 1 } }),
      }).impl,
    });
    await screen.findByText('Hi, Maria');
    const button = screen.getByRole('button', { name: 'My account', expanded: false });
    expect(button.dataset.active).toBe('true');
    await userEvent.click(button);
    const menu = await screen.findByRole('navigation', { name: 'My account' });
    await within(menu).findByRole('link', { name: 'Plan purchases' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['My account', 'Plan purchases']);
    expect(within(menu).getByRole('link', { name: 'Plan purchases' }).getAttribute('aria-current')).toBe('page');
    expect(within(menu).getByRole('link', { name: 'My account' }).getAttribute('aria-current')).toBeNull();
    await userEvent.click(within(menu).getByRole('button', { name: 'Sign out' }));
    expect(session.logout).toHaveBeenCalledTimes(1);
  });

  it('does not highlight the menu on other pages', async () => {
    renderScreen(routes, '/', { fetch: memberApi().impl });
    await screen.findByText('Hi, Maria');
    expect(screen.getByRole('button', { name: 'My account', expanded: false }).dataset.active).toBeUndefined();
  });

  it('treats a missing purchases list (404) as none, without leaving the page or a toast', async () => {
    const { router } = renderScreen(routes, '/', {
      fetch: memberApi({ 'member.planPurchases': () => json(404, { errors: 'Not found.' }) }).impl,
    });
    await screen.findByText('Hi, Maria');
    await userEvent.click(screen.getByRole('button', { name: 'My account', expanded: false }));
    const menu = await screen.findByRole('navigation', { name: 'My account' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['My account']);
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
