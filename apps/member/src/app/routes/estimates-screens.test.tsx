// The estimates screens: the list (/estimates) and an estimate's details (the receipts screens:
// receipts-screens.test.tsx; their shared answers: receipts.test-support.tsx).
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { json, renderScreen, forId } from '@dental/ui/testing';
import { Component as EstimatesScreen } from './estimates';
import { Component as EstimateScreen } from './estimates-estimate-details';
import { estimate, estimateSummary, itReadsMembershipNeverPlan, memberApi } from './receipts.test-support';

describe('Estimates (/estimates and /estimates-estimate-details/:estimateId)', () => {
  it("lists the estimates with today's shares, each linking to its details", async () => {
    const api = memberApi({
      'member.estimates': () => json(200, { data: [estimateSummary], meta: { page: 1, page_size: 10, total: 1 } }),
    });
    renderScreen([{ path: '/estimates', element: <EstimatesScreen /> }], '/estimates', { fetch: api.impl });
    const table = await screen.findByRole('table', { name: 'Estimates' });
    const row = within(table).getByRole('row', { name: /Bright Smiles/ });
    expect(
      within(row).getByRole('link', { name: 'Estimate of May 1, 2025 for Daniel James Carter' }).getAttribute('href'),
    ).toBe('/estimates-estimate-details/7');
    expect(within(row).getByText('Expired')).toBeTruthy();
    expect(within(row).getByText('Jul 30, 2025')).toBeTruthy();
    expect(within(row).getByText('$600.00')).toBeTruthy();
  });

  it("shows each line's estimated shares, valid until, status and the pricing day; warns with no plan in force", async () => {
    const api = memberApi({
      'member.estimateDetails': forId(7, () => json(200, { data: { ...estimate, plan_in_force: false } })),
    });
    renderScreen(
      [{ path: '/estimates-estimate-details/:estimateId', element: <EstimateScreen /> }],
      '/estimates-estimate-details/7',
      { fetch: api.impl },
    );
    const table = await screen.findByRole('table', { name: 'Proposed procedures' });
    expect(within(table).getByRole('columnheader', { name: 'Plan pays (estimated)' })).toBeTruthy();
    expect(within(table).getByRole('row', { name: /Root canal/ }).textContent).toContain('$400.00');
    expect(screen.getByText('Nov 22, 2025')).toBeTruthy();
    expect(screen.getByText('Expired')).toBeTruthy();
    expect(screen.getByText(/No plan is in force/)).toBeTruthy();
  });

  it('shows an accepted estimate with the figures it was accepted with and links its visit (issue 26 item 3)', async () => {
    const accepted = { ...estimate, status: 'accepted' as const, visit_id: 88, priced_on: '2025-06-02' };
    const api = memberApi({ 'member.estimateDetails': forId(7, () => json(200, { data: accepted })) });
    renderScreen(
      [{ path: '/estimates-estimate-details/:estimateId', element: <EstimateScreen /> }],
      '/estimates-estimate-details/7',
      { fetch: api.impl },
    );
    const table = await screen.findByRole('table', { name: 'Proposed procedures' });
    expect(within(table).getByRole('columnheader', { name: 'Plan pays' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'You pay' })).toBeTruthy();
    expect(within(table).getByRole('row', { name: /Root canal/ }).textContent).toContain('$600.00');
    expect(screen.getByText('Accepted')).toBeTruthy();
    expect(screen.getByText(/recorded this estimate as your visit of Jun 2, 2025/)).toBeTruthy();
    expect(screen.getByRole('link', { name: "Open the visit's receipt" }).getAttribute('href')).toBe(
      '/transactions-appointment-details/88',
    );
  });
});

describe('healthshare wording on the receipts screens (spec §1, issue 17 item 7)', () => {
  itReadsMembershipNeverPlan([
    ['/estimates', <EstimatesScreen />, 'Membership pays (estimated)'],
    ['/estimates-estimate-details/:estimateId', <EstimateScreen />, 'Membership pays (estimated)'],
  ]);
});
