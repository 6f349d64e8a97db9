import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { EmployeeSummary } from '@dental/domain';
import { fakeApi, json, renderScreen } from '@dental/ui/testing';
import { companyProfileAnswer } from '../../../shared/upload-fakes.test-support';
import { EmployeesPage } from './employees-page';

const brandy: EmployeeSummary = {
  id: 10,
  first_name: 'Brandy',
  middle_name: null,
  last_name: 'Borer',
  date_of_birth: '1973-12-04',
  member_tax_id_type: 'ssn',
  member_tax_id_display: '•••••6789',
  class: 'Full-time',
  plan_id: 10,
  plan_name: 'Acme Group Dental',
  dependents_count: 2,
  status: 'active',
  cover_start_date: '2024-04-01',
  end_date: null,
  can_reinstate: false,
};

function render(rows: EmployeeSummary[]) {
  const api = fakeApi({
    'employer.companyProfile': () => json(200, companyProfileAnswer(false)),
    'employer.employees': () => json(200, { data: rows, meta: { page: 1, page_size: 25, total: rows.length } }),
  });
  renderScreen([{ path: '/', element: <EmployeesPage /> }], '/', { fetch: api.impl, portal: 'employer' });
}

describe('EmployeesPage: every group ID card at once (issue 27 item 7)', () => {
  it('downloads every covered employee’s group ID card in one PDF', async () => {
    render([brandy]);
    await screen.findByText('Borer, Brandy', { exact: false });
    const all = screen.getByRole('link', { name: 'Download all ID cards' });
    expect(all.getAttribute('href')).toBe('/api/employer/v1/employees/group-id-cards.pdf');
    expect(all.hasAttribute('download')).toBe(true);
  });

  it('turns the download off while the company has no employees', async () => {
    render([]);
    await screen.findByText('No employees yet: add one or import a census file');
    expect(screen.getByRole('button', { name: 'Download all ID cards' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('link', { name: 'Download all ID cards' })).toBeNull();
  });
});
