import { describe, expect, it } from 'vitest';
import { ERRORS, errorAnswerOf } from '@dental/domain';
import { buildSession } from '@dental/domain/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, fakeApi, json } from '../../../testing/fake-api';
import { renderScreen } from '../../../testing/render-screen';
import { SignInPage } from './sign-in-page';

const routes = [
  { path: '/sign-in', element: <SignInPage /> },
  { path: '/forgot-password', element: <h1>Forgot password</h1> },
  { path: '/email-not-verified', element: <h1>Email not verified</h1> },
];

async function fillAndSubmit(email: string, password: string) {
  await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), email);
  await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input' }), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('SignInPage', () => {
  it('posts email, password and the portal as account_type, then logs the session in', async () => {
    const api = fakeApi({ 'shared.signIn': () => json(200, { data: buildSession() }) });
    const { session } = renderScreen(routes, '/sign-in', { fetch: api.impl, portal: 'dentist' });
    await fillAndSubmit(' dr@practice.test ', 'Secret123');
    await waitFor(() => expect(session.login).toHaveBeenCalledTimes(1));
    expect(api.calls[0]?.body).toEqual({ email: 'dr@practice.test', password: 'Secret123', account_type: 'dentist' });
  });

  it('checks required fields before calling', async () => {
    const api = fakeApi({});
    renderScreen(routes, '/sign-in', { fetch: api.impl });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(api.calls).toHaveLength(0);
  });

  it('shows a wrong email or password inline and as a toast', async () => {
    const api = fakeApi({ 'shared.signIn': () => json(400, { errors: 'Invalid email or password.' }) });
    const { session } = renderScreen(routes, '/sign-in', { fetch: api.impl });
    await fillAndSubmit('jane@example.com', 'wrong');
    await waitFor(() => expect(screen.getAllByText('Invalid email or password.')).toHaveLength(2));
    expect(session.login).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveProperty('disabled', false);
  });

  it('shows the rate-limit message of a 429', async () => {
    const message = 'Too many sign-in attempts. Please try again in a minute.';
    const api = fakeApi({ 'shared.signIn': () => json(429, { errors: message }) });
    renderScreen(routes, '/sign-in', { fetch: api.impl });
    await fillAndSubmit('jane@example.com', 'Secret123');
    await waitFor(() => expect(screen.getAllByText(message).length).toBeGreaterThan(0));
  });

  it('offers the reset mail when sign-in is slowed down after repeated failures (server decision 0011)', async () => {
    const api = fakeApi({
      'shared.signIn': () => errorResponse(errorAnswerOf(ERRORS.signInThrottled, 1, 'password')),
    });
    renderScreen(routes, '/sign-in', { fetch: api.impl });
    await fillAndSubmit('jane@example.com', 'Secret123');
    await userEvent.click(await screen.findByRole('link', { name: 'Email me a reset link' }));
    expect(await screen.findByRole('heading', { name: 'Forgot password' })).toBeTruthy();
  });

  it('shows and hides the password', async () => {
    renderScreen(routes, '/sign-in', { fetch: fakeApi({}).impl });
    const input = screen.getByLabelText(/^Password/, { selector: 'input' });
    expect(input.getAttribute('type')).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.getAttribute('type')).toBe('text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input.getAttribute('type')).toBe('password');
  });

  it('links to Forgot password', async () => {
    renderScreen(routes, '/sign-in', { fetch: fakeApi({}).impl });
    await userEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Forgot password' })).toBeTruthy();
  });

  it('goes to the email not verified notice when the server says so', async () => {
    const api = fakeApi({
      'shared.signIn': () => errorResponse(errorAnswerOf(ERRORS.emailNotVerified)),
    });
    renderScreen(routes, '/sign-in', { fetch: api.impl });
    await fillAndSubmit('new@example.com', 'Secret123');
    expect(await screen.findByRole('heading', { name: 'Email not verified' })).toBeTruthy();
  });
});
