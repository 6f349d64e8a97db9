import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildMember } from '@dental/domain/testing';
import { json, renderScreen, stubSession } from '@dental/ui/testing';
import { memberApi } from '../../../testing/member-api';
import { FinishSignUpPage } from './finish-sign-up-page';
import { RequireFinishedSignUp } from './require-finished-sign-up';

const routes = [
  { element: <RequireFinishedSignUp />, children: [{ path: '/', element: <h1>Home</h1> }] },
  { path: '/sign-up', element: <FinishSignUpPage /> },
  { path: '/member-sign-up', element: <h1>Sign up</h1> },
];
const signedIn = () => stubSession({ status: 'logged-in', signedOutDialogOpen: false, endedBy: null });

describe('/sign-up (spec §2: an unfinished sign-up is sent there from protected routes)', () => {
  it('sends a signed-in member with an unfinished sign-up there, and mails the link that finishes it', async () => {
    const api = memberApi({
      'member.getMemberUser': () =>
        json(200, { data: buildMember({ email: 'ana@example.com', signup_complete: false }) }),
      'member.resendVerification': () => json(200, { data: { message: 'We have sent you a new link.' } }),
    });
    const { router } = renderScreen(routes, '/', { fetch: api.impl, session: signedIn() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Finish signing up' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sign-up');
    await userEvent.click(await screen.findByRole('button', { name: 'Email me the link' }));
    expect((await screen.findByRole('status')).textContent).toBe('We have sent you a new link.');
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ email: 'ana@example.com' });
  });

  it('lets a member who finished sign-up through, and sends them home from /sign-up', async () => {
    const { router } = renderScreen(routes, '/sign-up', { fetch: memberApi().impl, session: signedIn() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('starts the sign-up at /member-sign-up for someone signed out', async () => {
    const { router } = renderScreen(routes, '/sign-up', { fetch: memberApi().impl });
    await waitFor(() => expect(router.state.location.pathname).toBe('/member-sign-up'));
  });
});
