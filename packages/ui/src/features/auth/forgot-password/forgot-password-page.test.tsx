import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, fakeApi, json } from '../../../testing/fake-api';
import { renderScreen } from '../../../testing/render-screen';
import { ForgotPasswordPage } from './forgot-password-page';

const routes = [
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/sign-in', element: <h1>Sign in</h1> },
];

const emailBox = () => screen.getByRole('textbox', { name: 'Email' });

describe('ForgotPasswordPage', () => {
  it('sends the trimmed email with the portal, disables the form meanwhile, then goes to sign-in with the message', async () => {
    const answer = deferred<Response>();
    const api = fakeApi({ 'shared.passwordResetInitiate': () => answer.promise });
    const { router } = renderScreen(routes, '/forgot-password', { fetch: api.impl, portal: 'employer' });
    await userEvent.type(emailBox(), '  hr@company.test ');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(emailBox()).toHaveProperty('disabled', true));
    expect(api.calls[0]?.body).toEqual({ email: 'hr@company.test', account_type: 'employer' });
    answer.resolve(json(200, { data: { message: 'Check your inbox for a reset link.' } }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(screen.getByRole('alert').textContent).toContain('Check your inbox for a reset link.');
  });

  it('re-enables the form and shows the server message on failure', async () => {
    const api = fakeApi({
      'shared.passwordResetInitiate': () => json(400, { errors: { email: 'Not a valid email' } }),
    });
    renderScreen(routes, '/forgot-password', { fetch: api.impl });
    await userEvent.type(emailBox(), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Not a valid email');
    expect(emailBox()).toHaveProperty('disabled', false);
  });

  it('requires the email and clears the error on edit', async () => {
    const api = fakeApi({});
    renderScreen(routes, '/forgot-password', { fetch: api.impl });
    await userEvent.type(emailBox(), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    await userEvent.type(emailBox(), 'a');
    expect(screen.queryByText('Required')).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it('Back goes to sign-in', async () => {
    renderScreen(routes, '/forgot-password', { fetch: fakeApi({}).impl });
    await userEvent.click(screen.getByRole('link', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });
});
