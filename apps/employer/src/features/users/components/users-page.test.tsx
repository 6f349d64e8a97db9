import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG_EMAIL_HAS_EMPLOYER_ACCOUNT, MSG_INVALID_EMAIL, MSG_REQUIRED } from '@dental/domain';
import { fakeApi, json, renderScreen } from '@dental/ui/testing';
import { UsersPage } from './users-page';

const users = {
  users: [
    { id: 1, first_name: 'Dana', last_name: 'Kim', email: 'employer@example.com', role: 'company_admin', is_you: true },
    { id: 2, first_name: 'Lee', last_name: 'Park', email: 'lee@example.com', role: 'company_admin', is_you: false },
  ],
  invites: [
    {
      id: 7,
      email: 'pat@example.com',
      first_name: 'Pat',
      last_name: 'Rivera',
      created_at: '2027-03-10T10:00:00.000Z',
      expires_at: '2027-03-17T10:00:00.000Z',
      status: 'pending',
    },
  ],
};

function render() {
  const sent: { name: string; body?: unknown; id?: string }[] = [];
  const api = fakeApi({
    'employer.companyUsers': () => json(200, { data: users }),
    'employer.inviteCompanyUser': ({ body }) => {
      sent.push({ name: 'invite', body });
      return (body as { email: string }).email === 'lee@example.com'
        ? json(400, { errors: { email: MSG_EMAIL_HAS_EMPLOYER_ACCOUNT } })
        : json(201, { data: { ...users.invites[0], id: 8, email: 'sam@example.com' } });
    },
    'employer.resendCompanyInvite': ({ params }) => {
      sent.push({ name: 'resend', id: params.id });
      return json(200, { data: users.invites[0] });
    },
    'employer.removeCompanyUser': ({ params }) => {
      sent.push({ name: 'remove', id: params.id });
      return json(200, { data: { message: 'User removed' } });
    },
  });
  renderScreen([{ path: '/users', element: <UsersPage /> }], '/users', { fetch: api.impl, portal: 'employer' });
  return sent;
}

const form = () => within(screen.getByRole('form', { name: 'Invite a user' }));

describe('UsersPage (issue 27 item 1)', () => {
  it('lists the users (no Remove for oneself) and the pending invitations', async () => {
    render();
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(table.textContent).toContain('Dana Kim (you)');
    expect(within(table).queryByRole('button', { name: 'Remove Dana Kim' })).toBeNull();
    expect(within(table).getByRole('button', { name: 'Remove Lee Park' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Pending invitations' }).textContent).toContain(
      'Works until Mar 17, 2027',
    );
  });

  it('checks the invitation before sending, and shows the server’s field message', async () => {
    const sent = render();
    await screen.findByRole('table', { name: 'Users' });
    await userEvent.type(form().getByLabelText(/^Email/), 'not-an-email');
    await userEvent.click(form().getByRole('button', { name: 'Send invitation' }));
    expect(await form().findByText(MSG_INVALID_EMAIL)).toBeTruthy();
    expect(form().getAllByText(MSG_REQUIRED)).toHaveLength(2);
    expect(sent).toEqual([]);
    await userEvent.type(form().getByLabelText(/^First name/), 'Lee');
    await userEvent.type(form().getByLabelText(/^Last name/), 'Park');
    await userEvent.clear(form().getByLabelText(/^Email/));
    await userEvent.type(form().getByLabelText(/^Email/), 'lee@example.com');
    await userEvent.click(form().getByRole('button', { name: 'Send invitation' }));
    expect(await form().findByText(MSG_EMAIL_HAS_EMPLOYER_ACCOUNT)).toBeTruthy();
    expect(sent).toEqual([
      { name: 'invite', body: { first_name: 'Lee', last_name: 'Park', email: 'lee@example.com' } },
    ]);
  });

  it('sends an invitation again, and removes a user after asking', async () => {
    const sent = render();
    await userEvent.click(await screen.findByRole('button', { name: 'Send the invitation of pat@example.com again' }));
    await screen.findByText('Invitation sent again to pat@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Lee Park' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Lee Park?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove user' }));
    await screen.findByText('Lee Park was removed');
    expect(sent).toEqual([
      { name: 'resend', id: '7' },
      { name: 'remove', id: '2' },
    ]);
  });
});
