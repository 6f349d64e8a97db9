import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, json, renderScreen } from '@dental/ui/testing';
import { MemberSignUpPage } from './member-sign-up-page';
import { NewMemberSignupPage } from './new-member-signup-page';
import { ResendVerification } from './resend-verification';
import { SignupAuthenticatedPage } from './signup-authenticated-page';
import { SignupCompletePage } from './signup-complete-page';
import { SignUpLink } from './sign-up-link';

const signIn = { path: '/sign-in', element: <h1>Sign in</h1> };
const box = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const message = 'If the details match a member, we sent a verification link to that email.';

describe('/member-sign-up', () => {
  const routes = [{ path: '/member-sign-up', element: <MemberSignUpPage /> }, signIn];

  it("says 'Invalid member id' unless it has 9 digits, and checks the other fields", async () => {
    const api = fakeApi({});
    renderScreen(routes, '/member-sign-up', { fetch: api.impl });
    await userEvent.type(box('Member ID'), '12345');
    await userEvent.type(box('Last 4'), '12');
    await userEvent.type(box('Email'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Send verification email' }));
    expect(await screen.findByText('Invalid member id')).toBeTruthy();
    expect(screen.getByText('Not a valid email')).toBeTruthy();
    expect(screen.getByText('Required')).toBeTruthy(); // date of birth
    expect(api.calls).toHaveLength(0);
  });

  it('sends member id, date of birth, last 4 and email, then shows the answer', async () => {
    const api = fakeApi({ 'member.signupInitiate': () => json(200, { data: { message } }) });
    renderScreen(routes, '/member-sign-up', { fetch: api.impl });
    await userEvent.type(box('Member ID'), '100200300');
    await userEvent.type(screen.getByLabelText(/^Date of birth/), '1985-04-12');
    await userEvent.type(box('Last 4'), '6789');
    await userEvent.type(box('Email'), 'maria@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send verification email' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(api.calls[0]?.body).toEqual({
      member_id: '100200300',
      date_of_birth: '1985-04-12',
      tax_id_last4: '6789',
      email: 'maria@example.com',
    });
  });
});

describe('/signup (complete)', () => {
  const routes = [{ path: '/signup', element: <SignupCompletePage /> }, signIn];
  const password = (label: string) => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });

  it('shows the strength hints, holds the password to the rule and completes with the code', async () => {
    const api = fakeApi({
      'member.signupComplete': () => json(200, { data: { message: 'Your account is ready. Please sign in.' } }),
    });
    const { router } = renderScreen(routes, '/signup?code=abc123', { fetch: api.impl });
    expect(screen.getByRole('list', { name: 'Password requirements' }).textContent).toContain('An upper case letter');
    await userEvent.type(password('Password'), 'weakpassword');
    await userEvent.type(password('Confirm password'), 'weakpassword');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(/too easy to guess/)).toBeTruthy();
    await userEvent.clear(password('Password'));
    await userEvent.type(password('Password'), 'Strong1Pass');
    await userEvent.clear(password('Confirm password'));
    await userEvent.type(password('Confirm password'), 'Strong1Pass');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(api.calls[0]?.body).toEqual({ code: 'abc123', password: 'Strong1Pass' });
    expect(screen.getByRole('alert').textContent).toContain('Your account is ready. Please sign in.');
  });

  it('explains a link without a code', () => {
    renderScreen(routes, '/signup', { fetch: fakeApi({}).impl });
    expect(screen.getByText(/no sign-up code/)).toBeTruthy();
  });
});

describe('/new-member-signup', () => {
  it('checks the fields, then sends them without the confirmation', async () => {
    const api = fakeApi({ 'member.newMemberSignup': () => json(200, { data: { message } }) });
    renderScreen([{ path: '/new-member-signup', element: <NewMemberSignupPage /> }], '/new-member-signup', {
      fetch: api.impl,
    });
    await userEvent.type(box('Zip'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Invalid zip: enter 5 digits')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
    await userEvent.type(box('First name'), 'Ana');
    await userEvent.type(box('Last name'), 'Diaz');
    await userEvent.type(screen.getByLabelText(/^Date of birth/), '1990-05-06');
    await userEvent.clear(box('Zip'));
    await userEvent.type(box('Zip'), '78701');
    await userEvent.type(box('Email'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Strong1Pass');
    await userEvent.type(screen.getByLabelText(/^Confirm password/, { selector: 'input' }), 'Strong1Pass');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(api.calls[0]?.body).toEqual({
      first_name: 'Ana',
      last_name: 'Diaz',
      date_of_birth: '1990-05-06',
      zip: '78701',
      email: 'ana@example.com',
      password: 'Strong1Pass',
    });
  });
});

describe('/signup-authenticated and the resend action', () => {
  it('verifies the email on arrival with the code from the link, once, with no click', async () => {
    const api = fakeApi({ 'member.verifyEmail': () => json(200, { data: { message: 'Your email is verified.' } }) });
    renderScreen(
      [{ path: '/signup-authenticated', element: <SignupAuthenticatedPage /> }, signIn],
      '/signup-authenticated?code=xyz',
      { fetch: api.impl },
    );
    expect(await screen.findByText('Your email is verified.')).toBeTruthy();
    expect(api.calls).toEqual([
      {
        name: 'member.verifyEmail',
        method: 'POST',
        path: '/api/member/v4/signup/verify-email/',
        body: { code: 'xyz' },
      },
    ]);
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toBeTruthy();
  });

  it('says why a link failed, in the page alone, and lets the member type a code', async () => {
    const message = 'This link is no longer valid. Please ask for a new one.';
    let good = false;
    const api = fakeApi({
      'member.verifyEmail': () =>
        good ? json(200, { data: { message: 'Your email is verified.' } }) : json(400, { errors: message }),
    });
    renderScreen(
      [{ path: '/signup-authenticated', element: <SignupAuthenticatedPage /> }, signIn],
      '/signup-authenticated?code=old',
      { fetch: api.impl },
    );
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getAllByRole('alert')).toHaveLength(1); // no toast on top of the page's notice
    good = true;
    await userEvent.clear(box('Verification code'));
    await userEvent.type(box('Verification code'), 'fresh');
    await userEvent.click(screen.getByRole('button', { name: 'Verify email' }));
    expect(await screen.findByText('Your email is verified.')).toBeTruthy();
    expect(api.calls.map((call) => call.body)).toEqual([{ code: 'old' }, { code: 'fresh' }]);
  });

  it('resends the verification link', async () => {
    const api = fakeApi({ 'member.resendVerification': () => json(200, { data: { message: 'Sent again.' } }) });
    renderScreen([{ path: '/email-not-verified', element: <ResendVerification /> }], '/email-not-verified', {
      fetch: api.impl,
    });
    await userEvent.type(box('Email'), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText('Sent again.')).toBeTruthy();
  });

  it('links sign-in to both sign-up routes', () => {
    renderScreen([{ path: '/sign-in', element: <SignUpLink /> }], '/sign-in', { fetch: fakeApi({}).impl });
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/member-sign-up');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/new-member-signup');
  });
});
