import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReportVisit, VisitsReportResponse } from '@dental/domain';
import { fakeApi as fakeContractApi, json, renderScreen } from '@dental/ui/testing';
import { ReportsPage } from './reports-page';

const choices = {
  dentists: [
    { id: 4, name: 'Ann Lee' },
    { id: 9, name: 'Bo Kim' },
  ],
  locations: [{ id: 12, name: 'Main St' }],
};

/** Every screen here also loads the practice's dentists and locations for the filters. */
const fakeApi: typeof fakeContractApi = (answers) =>
  fakeContractApi({ 'dentist.visitChoices': () => json(200, { data: choices }), ...answers });

const routes = [{ path: '/reports', element: <ReportsPage /> }];

const visit: ReportVisit = {
  id: 7,
  appointment_date: '2026-03-05',
  payment_date: null,
  status: 'completed',
  patient_name: 'Maria Lopez',
  member_id: '123456789',
  dentist_name: 'Ann Lee',
  location_name: 'Main St',
  billed_cents: 12345,
  plan_cents: 7000,
  member_cents: 3333,
};

const answer = (rows: ReportVisit[], total = rows.length): VisitsReportResponse => ({
  data: rows,
  meta: {
    page: 1,
    page_size: 25,
    total,
    totals: { count: total, billed_cents: 2734500, plan_cents: 1600000, member_cents: 633300 },
  },
});

describe('ReportsPage (issue 16 item 6)', () => {
  it('shows the totals of the whole set, the page of visits, and a CSV link with the same filters', async () => {
    const queries: URLSearchParams[] = [];
    const api = fakeApi({
      'dentist.visitsReport': ({ query }) => {
        queries.push(query);
        return json(200, answer([visit], 60));
      },
    });
    renderScreen(routes, '/reports?date_type=payment_date&date_from=2026-03-01&date_to=2026-03-31', {
      fetch: api.impl,
    });
    const table = await screen.findByRole('table', { name: 'Visits' });
    const totals = screen.getByLabelText('Totals');
    expect(within(totals).getByText('$27,345.00')).toBeTruthy();
    expect(within(totals).getByText('$16,000.00')).toBeTruthy();
    expect(within(table).getByText('Maria Lopez')).toBeTruthy();
    expect(within(table).getByText('$123.45')).toBeTruthy();
    expect(within(table).getByText('Unpaid')).toBeTruthy();
    expect(queries[0]?.get('date_type')).toBe('payment_date');
    expect(queries[0]?.get('date_from')).toBe('2026-03-01');
    const csv = screen.getByRole('link', { name: /Download CSV/ });
    expect(csv.getAttribute('href')).toBe(
      '/api/dentist/v1/reports/visits.csv?date_type=payment_date&date_from=2026-03-01&date_to=2026-03-31',
    );
    expect(screen.getByRole('navigation', { name: 'Report pages' })).toBeTruthy();
  });

  it('says the range is reversed and asks nothing until it is fixed', async () => {
    const api = fakeApi({ 'dentist.visitsReport': () => json(200, answer([])) });
    renderScreen(routes, '/reports?date_from=2026-03-31&date_to=2026-03-01', { fetch: api.impl });
    expect(await screen.findByText('End date must be on or after the start date')).toBeTruthy();
    expect(api.calls.filter((call) => call.name === 'dentist.visitsReport')).toHaveLength(0);
  });

  it('says when no visit falls in the dates, and changes the page size', async () => {
    const sizes: (string | null)[] = [];
    const api = fakeApi({
      'dentist.visitsReport': ({ query }) => {
        sizes.push(query.get('page_size'));
        return json(200, answer([]));
      },
    });
    renderScreen(routes, '/reports?date_from=2026-03-01&date_to=2026-03-31', { fetch: api.impl });
    // Said by the phone's cards and the wide table, both drawn (CSS shows one: decision 0063).
    expect(await screen.findAllByText('No visits in these dates')).toHaveLength(2);
    await userEvent.selectOptions(screen.getByLabelText('Rows per page'), '100');
    await screen.findAllByText('No visits in these dates');
    expect(sizes).toContain('100');
  });

  it('filters by a dentist and a location chosen from the practice’s own, in the call, the URL and the CSV', async () => {
    const queries: URLSearchParams[] = [];
    const api = fakeApi({
      'dentist.visitsReport': ({ query }) => {
        queries.push(query);
        return json(200, answer([visit]));
      },
    });
    renderScreen(routes, '/reports?date_from=2026-03-01&date_to=2026-03-31', { fetch: api.impl });
    const dentist = await screen.findByRole('combobox', { name: 'Dentist' });
    await screen.findByRole('option', { name: 'Bo Kim' });
    expect(
      within(dentist)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All dentists', 'Ann Lee', 'Bo Kim']);
    await userEvent.selectOptions(dentist, 'Bo Kim');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Location' }), 'Main St');
    await screen.findByRole('table', { name: 'Visits' });
    const last = () => queries.at(-1);
    await expect.poll(() => last()?.get('location_id')).toBe('12');
    expect(last()?.get('dentist_id')).toBe('9');
    expect(screen.getByRole('link', { name: /Download CSV/ }).getAttribute('href')).toBe(
      '/api/dentist/v1/reports/visits.csv?date_type=appointment_date&date_from=2026-03-01&date_to=2026-03-31&dentist_id=9&location_id=12',
    );
    await userEvent.selectOptions(dentist, 'All dentists');
    await expect.poll(() => last()?.has('dentist_id')).toBe(false);
  });
});
