import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, json, renderScreen } from '@dental/ui/testing';
import { AcceptInvitePage } from './accept-invite-page';

const routes = [
  { path: '/accept-invite', element: <AcceptInvitePage /> },
  { path: '/sign-in', element: <p>Sign in page</p> },
];
const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

async function fill(password: string, confirm: string) {
  await userEvent.type(input(/^First name/), 'Jordan');
  await userEvent.type(input(/^Last name/), 'Reyes');
  await userEvent.type(input(/^Password/), password);
  await userEvent.type(input(/^Confirm password/), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
}

describe('AcceptInvitePage (issue 16 item 2)', () => {
  it('checks the password rules and the match before sending, then goes to sign in', async () => {
    const sent: unknown[] = [];
    const api = fakeApi({
      'dentist.acceptStaffInvite': ({ body }) => {
        sent.push(body);
        return json(200, { data: { email: 'new.desk@example.com' } });
      },
    });
    renderScreen(routes, '/accept-invite?code=abc', { fetch: api.impl, portal: 'dentist' });
    await fill('FrontDesk2026', 'FrontDesk2025');
    expect(await screen.findByText('Passwords must match')).toBeTruthy();
    expect(sent).toHaveLength(0);
    await userEvent.clear(input(/^Confirm password/));
    await userEvent.type(input(/^Confirm password/), 'FrontDesk2026');
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('Sign in page')).toBeTruthy();
    expect(sent).toEqual([{ code: 'abc', first_name: 'Jordan', last_name: 'Reyes', password: 'FrontDesk2026' }]);
  });

  it('shows the server’s message for a used or expired link', async () => {
    const api = fakeApi({
      'dentist.acceptStaffInvite': () =>
        json(400, {
          errors: 'This invitation has expired or has already been used. Ask the practice owner for a new one.',
        }),
    });
    renderScreen(routes, '/accept-invite?code=used', { fetch: api.impl, portal: 'dentist' });
    await fill('FrontDesk2026', 'FrontDesk2026');
    expect(await screen.findByText(/has expired or has already been used/)).toBeTruthy();
  });
});
