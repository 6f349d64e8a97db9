import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, json } from '../../../testing/fake-api';
import { renderScreen } from '../../../testing/render-screen';
import { ResetPasswordPage } from './reset-password-page';

const routes = [
  { path: '/reset-password', element: <ResetPasswordPage /> },
  { path: '/sign-in', element: <h1>Sign in</h1> },
];

const password = () => screen.getByLabelText(/^Password/, { selector: 'input' });
const confirm = () => screen.getByLabelText(/^Confirm password/, { selector: 'input' });

describe('ResetPasswordPage', () => {
  it('patches password and the code from the query, then goes to sign-in with the spec message', async () => {
    const api = fakeApi({ 'shared.passwordResetComplete': () => json(200, { data: { message: 'ok' } }) });
    const { router } = renderScreen(routes, '/reset-password?code=abc123', { fetch: api.impl });
    await userEvent.type(password(), 'Abcdef12');
    await userEvent.type(confirm(), 'Abcdef12');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(api.calls[0]?.body).toEqual({ password: 'Abcdef12', code: 'abc123' });
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(screen.getByRole('alert').textContent).toContain(
      'Your password has been updated. You can now sign in using your new password.',
    );
  });

  it('checks only required and match on this screen', async () => {
    const api = fakeApi({});
    renderScreen(routes, '/reset-password?code=abc', { fetch: api.impl });
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    await userEvent.type(password(), 'weak');
    await userEvent.type(confirm(), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Passwords must match')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('shows the password requirements while the field has focus', async () => {
    renderScreen(routes, '/reset-password?code=abc', { fetch: fakeApi({}).impl });
    await userEvent.click(password());
    const tooltip = await screen.findByRole('tooltip');
    for (const hint of ['Minimum 8 characters', 'An upper case letter', 'A lower case letter', 'A number']) {
      expect(tooltip.textContent).toContain(hint);
    }
  });

  it('shows the username field and its hints when the link asks for one', async () => {
    renderScreen(routes, '/reset-password?code=abc&username=', { fetch: fakeApi({}).impl });
    await userEvent.click(screen.getByLabelText(/^Username/, { selector: 'input' }));
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toContain('Minimum 6 characters');
    expect(tooltip.textContent).toContain('No spaces');
  });

  it('re-enables the form and shows the server message on failure', async () => {
    const api = fakeApi({
      'shared.passwordResetComplete': () => json(400, { errors: 'This reset link has expired.' }),
    });
    renderScreen(routes, '/reset-password?code=old', { fetch: api.impl });
    await userEvent.type(password(), 'Abcdef12');
    await userEvent.type(confirm(), 'Abcdef12');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This reset link has expired.');
    await waitFor(() => expect(password()).toHaveProperty('disabled', false));
  });
});
