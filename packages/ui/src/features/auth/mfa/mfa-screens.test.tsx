import { describe, expect, it } from 'vitest';
import { buildSession } from '@dental/domain/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, json } from '../../../testing/fake-api';
import { renderScreen } from '../../../testing/render-screen';
import { SignInPage } from '../sign-in/sign-in-page';
import { SecondStepPage } from './second-step-page';
import { SignInEnrolPage } from './sign-in-enrol-page';
import { TwoStepSettingsPage } from './two-step-settings-page';

const RECOVERY = [
  'abcde-23456',
  'bcdef-34567',
  'cdefg-45678',
  'defgh-56789',
  'efghj-6789a',
  'fghjk-789ab',
  'ghjkm-89abc',
  'hjkmn-9abcd',
  'jkmnp-abcde',
  'kmnpq-bcdef',
];
const ENROLMENT = {
  data: {
    secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    otpauth_uri: 'otpauth://totp/Member%20Portal:a%40b.c?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    qr_svg_data_url: 'data:image/svg+xml;base64,PHN2Zy8+',
  },
};
const ENDED = { errors: 'Your sign-in has timed out. Please sign in again.', code: 'mfa_challenge_ended' };

const routes = [
  { path: '/sign-in', element: <SignInPage /> },
  { path: '/sign-in/two-step', element: <SecondStepPage /> },
  { path: '/sign-in/set-up-two-step', element: <SignInEnrolPage /> },
  { path: '/two-step-verification', element: <TwoStepSettingsPage /> },
];

const codeBox = (name: RegExp) => screen.findByRole('textbox', { name });

describe('SignInPage with a second factor', () => {
  it('goes on to the second step (keeping the return-url), without logging in, when the password answer asks for one', async () => {
    const expiresAt = new Date(Date.now() + 300_000).toISOString();
    const api = fakeApi({
      'shared.signIn': () => json(200, { data: { second_step: 'verify', expires_at: expiresAt } }),
    });
    const { session, router } = renderScreen(routes, '/sign-in?return-url=%2Fplan-details', { fetch: api.impl });
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'jane@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in/two-step'));
    expect(router.state.location.search).toBe('?return-url=%2Fplan-details');
    expect(session.login).not.toHaveBeenCalled();
  });

  it('goes to the set-up when the account must use two-step verification and has none', async () => {
    const api = fakeApi({
      'shared.signIn': () => json(200, { data: { second_step: 'enrol', expires_at: new Date().toISOString() } }),
      'shared.mfaSignInEnrolStart': () => json(200, ENROLMENT),
    });
    const { router } = renderScreen(routes, '/sign-in', { fetch: api.impl });
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'staff@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in/set-up-two-step'));
    // The set-up starts at once: a new secret for the pending sign-in (no session yet).
    await waitFor(() =>
      expect(api.calls.map((call) => call.path)).toEqual(['/api/token/', '/api/token/mfa/enrolment/']),
    );
  });
});

describe('SecondStepPage', () => {
  it("sends the app's code (spaces dropped) and logs the session in", async () => {
    const api = fakeApi({ 'shared.mfaVerify': () => json(200, { data: buildSession() }) });
    const { session } = renderScreen(routes, '/sign-in/two-step', { fetch: api.impl });
    await userEvent.type(await codeBox(/Code from your app/), '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(session.login).toHaveBeenCalledTimes(1));
    expect(api.calls[0]?.body).toEqual({ method: 'totp', code: '123456' });
  });

  it('checks the code before calling, and shows a refused code on the field', async () => {
    const api = fakeApi({
      'shared.mfaVerify': () =>
        json(400, { errors: { code: 'That code is not right, or it has been used already. Please try again.' } }),
    });
    const { session } = renderScreen(routes, '/sign-in/two-step', { fetch: api.impl });
    await userEvent.type(await codeBox(/Code from your app/), '12a');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6-digit code.')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
    await userEvent.clear(screen.getByRole('textbox', { name: /Code from your app/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Code from your app/ }), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      (await screen.findAllByText('That code is not right, or it has been used already. Please try again.')).length,
    ).toBeGreaterThan(0);
    expect(session.login).not.toHaveBeenCalled();
  });

  it('takes a recovery code instead', async () => {
    const api = fakeApi({ 'shared.mfaVerify': () => json(200, { data: buildSession() }) });
    const { session } = renderScreen(routes, '/sign-in/two-step', { fetch: api.impl });
    await userEvent.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    await userEvent.type(await codeBox(/Recovery code/), 'ABCDE-23456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(session.login).toHaveBeenCalledTimes(1));
    expect(api.calls[0]?.body).toEqual({ method: 'recovery', code: 'abcde23456' });
  });

  it('emails a code when asked, says so, and takes it', async () => {
    const api = fakeApi({
      'shared.mfaEmailCode': () =>
        json(200, { data: { message: 'We have emailed you a 6-digit code. It works once, for 10 minutes.' } }),
      'shared.mfaVerify': () => json(200, { data: buildSession() }),
    });
    const { session } = renderScreen(routes, '/sign-in/two-step', { fetch: api.impl });
    await userEvent.click(await screen.findByRole('button', { name: 'Email me a code' }));
    expect(await screen.findByText('We have emailed you a 6-digit code. It works once, for 10 minutes.')).toBeTruthy();
    await userEvent.type(await codeBox(/Code from the email/), '000123');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(session.login).toHaveBeenCalledTimes(1));
    expect(api.calls.map((call) => call.path)).toEqual(['/api/token/mfa/email-code/', '/api/token/mfa/']);
    expect(api.calls[1]?.body).toEqual({ method: 'email', code: '000123' });
  });

  it('sends the person back to the password when the pending sign-in has ended', async () => {
    const api = fakeApi({ 'shared.mfaVerify': () => json(401, ENDED) });
    renderScreen(routes, '/sign-in/two-step', { fetch: api.impl });
    await userEvent.type(await codeBox(/Code from your app/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('link', { name: 'Sign in again' })).getAttribute('href')).toBe('/sign-in');
  });
});

describe('SignInEnrolPage (a required set-up during sign-in)', () => {
  it('after the password: shows the QR code and the key, turns the app on with its code, shows the recovery codes, then logs in', async () => {
    const api = fakeApi({
      'shared.signIn': () => json(200, { data: { second_step: 'enrol', expires_at: new Date().toISOString() } }),
      'shared.mfaSignInEnrolStart': () => json(200, ENROLMENT),
      'shared.mfaSignInEnrolConfirm': () => json(200, { data: { recovery_codes: RECOVERY, session: buildSession() } }),
    });
    const { session } = renderScreen(routes, '/sign-in', { fetch: api.impl });
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'staff@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      (await screen.findByRole('img', { name: 'QR code to scan with your authenticator app' })).getAttribute('src'),
    ).toBe(ENROLMENT.data.qr_svg_data_url);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: /6-digit code/ }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on two-step verification' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(RECOVERY);
    expect(session.login).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(session.login).toHaveBeenCalledTimes(1);
    expect(api.calls.filter((call) => call.path === '/api/token/mfa/enrolment/')).toHaveLength(1);
  });

  it('offers the way back to the password when the pending sign-in has ended', async () => {
    const api = fakeApi({
      'shared.signIn': () => json(200, { data: { second_step: 'enrol', expires_at: new Date().toISOString() } }),
      'shared.mfaSignInEnrolStart': () => json(401, ENDED),
    });
    renderScreen(routes, '/sign-in', { fetch: api.impl });
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'staff@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('link', { name: 'Sign in again' })).toBeTruthy();
  });

  it('opened without the password step (a bookmark, a reload), asks for the password again without a call', async () => {
    const api = fakeApi({});
    renderScreen(routes, '/sign-in/set-up-two-step', { fetch: api.impl });
    expect(await screen.findByRole('link', { name: 'Sign in again' })).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});

describe('TwoStepSettingsPage (signed in)', () => {
  it('sets up an authenticator from the signed-in calls when it is off', async () => {
    let enrolled = false;
    const api = fakeApi({
      'shared.mfaStatus': () =>
        json(200, { data: { enrolled, policy: 'offered', recovery_codes_left: enrolled ? 10 : 0 } }),
      'shared.mfaEnrolStart': () => json(200, ENROLMENT),
      'shared.mfaEnrolConfirm': () => {
        enrolled = true;
        return json(200, { data: { recovery_codes: RECOVERY, session: null } });
      },
    });
    renderScreen(routes, '/two-step-verification', { fetch: api.impl });
    await userEvent.click(await screen.findByRole('button', { name: 'Set up two-step verification' }));
    await userEvent.type(await screen.findByRole('textbox', { name: /6-digit code/ }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on two-step verification' }));
    await screen.findByRole('list', { name: 'Recovery codes' });
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText(/Two-step verification is on\. 10 of 10 recovery codes left\./)).toBeTruthy();
  });

  it('turns it off with the password, showing a wrong one on the field', async () => {
    const api = fakeApi({
      'shared.mfaStatus': () => json(200, { data: { enrolled: true, policy: 'offered', recovery_codes_left: 7 } }),
      'shared.mfaDisable': ({ body }) =>
        (body as { password: string }).password === 'Right-Password-1'
          ? json(200, { data: { message: 'Two-step verification is off.' } })
          : json(400, { errors: { password: 'That password is not right.' } }),
    });
    renderScreen(routes, '/two-step-verification', { fetch: api.impl });
    const password = await screen.findByLabelText(/^Password/, { selector: 'input' });
    await userEvent.type(password, 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Turn off two-step verification' }));
    expect((await screen.findAllByText('That password is not right.')).length).toBeGreaterThan(0);
    await userEvent.clear(password);
    await userEvent.type(password, 'Right-Password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Turn off two-step verification' }));
    expect(await screen.findByText('Two-step verification is off.')).toBeTruthy();
  });

  it('offers no way to turn it off where it is required', async () => {
    const api = fakeApi({
      'shared.mfaStatus': () => json(200, { data: { enrolled: true, policy: 'required', recovery_codes_left: 10 } }),
    });
    renderScreen(routes, '/two-step-verification', { fetch: api.impl });
    expect(await screen.findByText('Two-step verification is required for your account.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn off two-step verification' })).toBeNull();
  });
});
