import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG_INVALID_ZIP } from '@dental/domain';
import { fakeApi, json, renderScreen } from '@dental/ui/testing';
import { AddEmployeePage } from './add-employee-page';

const company = (usesEdi: boolean) => ({
  data: {
    id: 1,
    legal_name: 'Acme Logistics Inc.',
    tax_id_kind: 'EIN',
    tax_id_last4: '4567',
    address_line_1: '1 Main Street',
    address_line_2: null,
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    phone: '5125550184',
    contacts: [],
    uses_edi: usesEdi,
    bank_status: 'verified',
  },
});

const routes = [
  { path: '/employees/new', element: <AddEmployeePage /> },
  { path: '/employees/:employeeId', element: <p>Employee page</p> },
];

function render(usesEdi = false) {
  const sent: unknown[] = [];
  const api = fakeApi({
    'employer.companyProfile': () => json(200, company(usesEdi)),
    'employer.createEmployee': ({ body }) => {
      sent.push(body);
      return json(400, { errors: { 'employee.email': 'This email is already in use' } });
    },
  });
  renderScreen(routes, '/employees/new', { fetch: api.impl, portal: 'employer' });
  return sent;
}

const employeeGroup = () => screen.getByRole('region', { name: 'Employee' });

describe('AddEmployeePage (issue 27)', () => {
  it('shows the domain rules’ messages, the employee’s and each dependent’s, before sending anything', async () => {
    const sent = render();
    const submit = await screen.findByRole('button', { name: 'Add employee' });
    // Enabled once the company is known to enrol here (not by EDI).
    await vi.waitFor(() => expect(submit).toHaveProperty('disabled', false));
    await userEvent.click(screen.getByRole('button', { name: 'Add Spouse' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Dependent' }));
    await userEvent.type(within(employeeGroup()).getByLabelText(/^Zip/), '123');
    await userEvent.type(within(employeeGroup()).getByLabelText(/^Email/), 'not-an-email');
    await userEvent.click(submit);
    const employee = within(employeeGroup());
    expect((await employee.findAllByText('Required')).length).toBeGreaterThan(5);
    expect(employee.getByText('Not a valid email')).toBeTruthy();
    expect(employee.getByText(MSG_INVALID_ZIP)).toBeTruthy();
    // Each dependent's row says what it lacks, under the dependent rule.
    const second = within(screen.getByRole('group', { name: 'Dependent 2' }));
    expect(second.getAllByText('Required').length).toBeGreaterThanOrEqual(4);
    expect(sent).toHaveLength(0);
  });

  it('is disabled for a company using EDI, saying why', async () => {
    render(true);
    expect(await screen.findByText(/Some features are disabled for companies using EDI/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add employee' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Add Spouse' })).toHaveProperty('disabled', true);
  });
});
