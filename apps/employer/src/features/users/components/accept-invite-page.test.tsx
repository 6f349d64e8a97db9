import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG_EMPLOYER_INVITE_INVALID, MSG_PASSWORDS_MUST_MATCH } from '@dental/domain';
import { fakeApi, json, renderScreen } from '@dental/ui/testing';
import { AcceptInvitePage } from './accept-invite-page';

const routes = [
  { path: '/accept-invite', element: <AcceptInvitePage /> },
  { path: '/sign-in', element: <p>Sign in page</p> },
];
const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

async function fill(password: string, confirm: string) {
  await userEvent.type(input(/^First name/), 'Pat');
  await userEvent.type(input(/^Last name/), 'Rivera');
  await userEvent.type(input(/^Password/), password);
  await userEvent.type(input(/^Confirm password/), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
}

function render(answer: (body: unknown) => Response) {
  const sent: unknown[] = [];
  const api = fakeApi({
    'employer.acceptCompanyInvite': ({ body }) => {
      sent.push(body);
      return answer(body);
    },
  });
  renderScreen(routes, '/accept-invite?code=abc', { fetch: api.impl, portal: 'employer' });
  return sent;
}

describe('AcceptInvitePage (issue 27 item 1)', () => {
  it('checks the passwords match before sending, then goes to sign in', async () => {
    const sent = render(() => json(200, { data: { email: 'pat@example.com' } }));
    await fill('HrAdmin2027x', 'HrAdmin2027y');
    expect(await screen.findByText(MSG_PASSWORDS_MUST_MATCH)).toBeTruthy();
    expect(sent).toEqual([]);
    await userEvent.clear(input(/^Confirm password/));
    await userEvent.type(input(/^Confirm password/), 'HrAdmin2027x');
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('Sign in page')).toBeTruthy();
    expect(sent).toEqual([{ code: 'abc', first_name: 'Pat', last_name: 'Rivera', password: 'HrAdmin2027x' }]);
  });

  it('says so when the link no longer works', async () => {
    render(() => json(400, { errors: MSG_EMPLOYER_INVITE_INVALID }));
    await fill('HrAdmin2027x', 'HrAdmin2027x');
    expect(await screen.findByText(MSG_EMPLOYER_INVITE_INVALID)).toBeTruthy();
  });
});
