import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG_GROUP_ID_CARD_COVER_ENDED } from '@dental/domain';
import { fakeApi, json, renderScreen } from '@dental/ui/testing';
import { EmployeeDetailsPage } from './employee-details-page';

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

const employee = {
  id: 10,
  first_name: 'Brandy',
  middle_name: null,
  last_name: 'Borer',
  date_of_birth: '1973-12-04',
  gender: 'female',
  email: 'brandy@example.com',
  phone: null,
  address_line_1: '2623 E State Street',
  address_line_2: null,
  city: 'San Francisco',
  state: 'CA',
  zip: '94131',
  member_tax_id_type: 'ssn',
  member_tax_id_display: '•••••6789',
  hire_date: '2024-03-11',
  class: 'Full-time',
  plan_id: 10,
  plan_name: 'Acme Group Dental',
  dependents: [
    {
      id: 101,
      relationship: 'Spouse',
      first_name: 'Murphy',
      middle_name: null,
      last_name: 'Borer',
      date_of_birth: '1979-08-20',
      gender: 'male',
      cover_end_date: null,
      end_date: null,
      cover_ended: false,
    },
    {
      id: 102,
      relationship: 'Dependent',
      first_name: 'Gino',
      middle_name: null,
      last_name: 'Borer',
      date_of_birth: '2023-11-14',
      gender: 'male',
      cover_end_date: '2049-11-30',
      end_date: null,
      cover_ended: false,
    },
    {
      id: 103,
      relationship: 'Dependent Adult',
      first_name: 'Ada',
      middle_name: null,
      last_name: 'Borer',
      date_of_birth: '2001-02-03',
      gender: 'female',
      cover_end_date: null,
      // Ended by the server's date, whatever this machine's clock says (decision 0062).
      end_date: '2026-10-31',
      cover_ended: true,
    },
  ],
  invited_at: '2026-11-01T10:00:00.000Z',
  invitations_sent: 2,
  signed_up: false,
  status: 'active',
  cover_start_date: '2024-04-01',
  end_date: null,
  can_reinstate: false,
};

function render(usesEdi: boolean, changed: Record<string, unknown> = {}) {
  const sent: { name: string; body: unknown }[] = [];
  const api = fakeApi({
    'employer.companyProfile': () => json(200, company(usesEdi)),
    'employer.employee': () => json(200, { data: { ...employee, ...changed } }),
    'employer.endEmployeeBenefit': ({ body }) => {
      sent.push({ name: 'end', body });
      return json(200, { data: { ...employee, end_date: '2026-12-31' } });
    },
  });
  renderScreen([{ path: '/employees/:employeeId', element: <EmployeeDetailsPage /> }], '/employees/10', {
    fetch: api.impl,
    portal: 'employer',
  });
  return sent;
}

describe('EmployeeDetailsPage (issue 27)', () => {
  it('lists the dependents with when each one’s cover ends, and ends the benefit with a date', async () => {
    const sent = render(false);
    const dependents = await screen.findByRole('list', { name: 'Dependents' });
    const [spouse, child, adult] = within(dependents).getAllByRole('listitem');
    expect(spouse?.textContent).toContain('Covered with the employee');
    expect(child?.textContent).toContain('Cover ends Nov 30, 2049 (turns 26)');
    expect(adult?.textContent).toContain('Cover ended Oct 31, 2026');

    const end = screen.getByRole('button', { name: 'End benefit' });
    // The actions wait for the company profile (an EDI company must not see them enabled for a moment).
    await vi.waitFor(() => expect(end).toHaveProperty('disabled', false));
    await userEvent.click(end);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel employee benefit' });
    expect(dialog.textContent).toContain('The cover of their 2 dependents ends on the same day.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'End benefit' }));
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText(/^Last day of cover/), '2026-12-31');
    await userEvent.click(within(dialog).getByRole('button', { name: 'End benefit' }));
    await screen.findByText('Dec 31, 2026');
    expect(sent).toEqual([{ name: 'end', body: { end_date: '2026-12-31' } }]);
  });

  it('disables every enrolment control for a company using EDI, saying why', async () => {
    render(true);
    expect(await screen.findByText(/Some features are disabled for companies using EDI/)).toBeTruthy();
    await screen.findByRole('list', { name: 'Dependents' });
    for (const name of ['End benefit', 'Add dependent', 'Edit Murphy Borer', 'End cover of Gino Borer']) {
      expect(screen.getByRole('button', { name })).toHaveProperty('disabled', true);
    }
    // Locked, Edit is a disabled button with no address (a link cannot be disabled, decision 0067).
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    // Not an enrolment change: the invitation can still be sent again.
    expect(screen.getByRole('button', { name: 'Resend invitation' })).toHaveProperty('disabled', false);
  });

  it('offers the employee’s group ID card as PDF and PNG (issue 27 item 7)', async () => {
    render(false);
    const section = await screen.findByRole('region', { name: 'Group ID card' });
    for (const format of ['pdf', 'png']) {
      const link = within(section).getByRole('link', {
        name: `Download ${format.toUpperCase()}`,
      });
      expect(link.getAttribute('href')).toBe(`/api/employer/v1/employees/10/group-id-card.${format}`);
      expect(link.hasAttribute('download')).toBe(true);
    }
  });

  it('says there is no group ID card once the employee’s cover has ended', async () => {
    render(false, { status: 'ended', end_date: '2026-10-31', can_reinstate: true });
    const section = await screen.findByRole('region', { name: 'Group ID card' });
    expect(within(section).getByText(MSG_GROUP_ID_CARD_COVER_ENDED)).toBeTruthy();
    expect(within(section).queryByRole('link')).toBeNull();
  });
});
