import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PracticePatient } from '@dental/domain';
import { fakeApi, json, renderScreen } from '@dental/ui/testing';
import { PatientsPage } from './patients-page';

const routes = [
  { path: '/patients', element: <PatientsPage /> },
  { path: '/eligibility', element: <p>Eligibility page</p> },
];

const maria: PracticePatient = {
  first_name: 'Maria',
  last_name: 'Lopez',
  member_id: '123456789',
  date_of_birth: '1985-04-12',
  last_visit_date: '2026-11-02',
  last_checked_at: '2026-11-20T15:04:00.000Z',
};

const page = (rows: PracticePatient[], total = rows.length) =>
  json(200, { data: rows, meta: { page: 1, page_size: 20, total } });

describe('PatientsPage (issue 16 item 6)', () => {
  it('lists the practice’s patients; a name opens eligibility with the patient’s keys', async () => {
    const api = fakeApi({ 'dentist.practicePatients': () => page([maria]) });
    renderScreen(routes, '/patients', { fetch: api.impl });
    const table = await screen.findByRole('table', { name: 'Patients' });
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent).slice(0, 4)).toEqual([
      'Maria Lopez',
      '123456789',
      'Apr 12, 1985',
      'Nov 2, 2026',
    ]);
    const link = within(table).getByRole('link', { name: 'Maria Lopez' });
    expect(link.getAttribute('href')).toBe('/eligibility?member_id=123456789&date_of_birth=1985-04-12');
    await userEvent.click(link);
    expect(await screen.findByText('Eligibility page')).toBeTruthy();
  });

  it('searches by name or member id through the URL', async () => {
    const queries: URLSearchParams[] = [];
    const api = fakeApi({
      'dentist.practicePatients': ({ query }) => {
        queries.push(query);
        return page(query.get('q') === 'lopez' ? [maria] : []);
      },
    });
    renderScreen(routes, '/patients', { fetch: api.impl });
    // Said by the phone's layout and the wide one, both drawn (CSS shows one: decision 0063).
    expect(await screen.findAllByText('No patients yet: check a patient’s eligibility to start')).toHaveLength(2);
    await userEvent.type(screen.getByLabelText('Name or member id'), 'lopez{Enter}');
    expect(await screen.findByRole('link', { name: 'Maria Lopez' })).toBeTruthy();
    expect(queries.at(-1)?.get('q')).toBe('lopez');
  });

  it('says when no patient matches, and shows an error with a retry', async () => {
    let fail = true;
    const api = fakeApi({
      'dentist.practicePatients': () => (fail ? json(500, { errors: 'Server error' }) : page([], 0)),
    });
    renderScreen(routes, '/patients?q=zz', { fetch: api.impl });
    const retry = await screen.findByRole('button', { name: /try again|retry/i });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findAllByText('No patient matches')).toHaveLength(2);
  });
});
