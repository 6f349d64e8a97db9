import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, fakeApi, json, renderScreen } from '@dental/ui/testing';
import { PasswordChangeForm } from './password-change-form';

const routes = [{ path: '/my-account', element: <PasswordChangeForm /> }];
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });

async function fill(old: string, next: string, confirm: string) {
  if (old) await userEvent.type(field('Current password'), old);
  if (next) await userEvent.type(field('New password'), next);
  if (confirm) await userEvent.type(field('Confirm new password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('PasswordChangeForm (spec §5, §8)', () => {
  it('requires every field', async () => {
    const api = fakeApi({});
    renderScreen(routes, '/my-account', { fetch: api.impl });
    await fill('', '', '');
    expect(await screen.findAllByText('Required')).toHaveLength(3);
    expect(api.calls).toHaveLength(0);
  });

  it('holds the new password to the strength rule', async () => {
    renderScreen(routes, '/my-account', { fetch: fakeApi({}).impl });
    await fill('OldPass123', 'alllowercase1', 'alllowercase1');
    expect(
      await screen.findByText(
        'Your password is too easy to guess. Please include both lower and uppercase letters and at least one number.',
      ),
    ).toBeTruthy();
  });

  it('needs a matching confirmation', async () => {
    renderScreen(routes, '/my-account', { fetch: fakeApi({}).impl });
    await fill('OldPass123', 'NewPass456x', 'NewPass456y');
    expect(await screen.findByText('Passwords must match')).toBeTruthy();
  });

  it('refuses the old password as the new one', async () => {
    renderScreen(routes, '/my-account', { fetch: fakeApi({}).impl });
    await fill('SamePass123', 'SamePass123', 'SamePass123');
    expect(await screen.findByText('New password must be different from the old password')).toBeTruthy();
  });

  it("shows 'Changing password...' then 'Your password has been changed'", async () => {
    const answer = deferred<Response>();
    const api = fakeApi({ 'member.changePassword': () => answer.promise });
    renderScreen(routes, '/my-account', { fetch: api.impl });
    await fill('OldPass123', 'NewPass456x', 'NewPass456x');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Changing password...'));
    expect(api.calls[0]?.body).toEqual({
      old_password: 'OldPass123',
      new_password: 'NewPass456x',
      confirm_password: 'NewPass456x',
    });
    answer.resolve(json(200, { data: { message: 'Password changed.' } }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Your password has been changed'));
    expect(field('Current password')).toHaveProperty('value', '');
  });

  it('shows the server message as an error notice on failure', async () => {
    const api = fakeApi({
      'member.changePassword': () => json(400, { errors: 'Your current password is not correct.' }),
    });
    renderScreen(routes, '/my-account', { fetch: api.impl });
    await fill('WrongPass1', 'NewPass456x', 'NewPass456x');
    expect(await screen.findByText('Your current password is not correct.')).toBeTruthy();
    expect(screen.queryByText('Changing password...')).toBeNull();
  });

  it('shows a wrong current password once, in the form, and marks the field (one channel per error)', async () => {
    const message = 'Your current password is incorrect.';
    const api = fakeApi({ 'member.changePassword': () => json(400, { errors: { old_password: message } }) });
    renderScreen(routes, '/my-account', { fetch: api.impl });
    await fill('WrongPass1', 'NewPass456x', 'NewPass456x');
    const form = screen.getByRole('form', { name: 'Change password' });
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe(message));
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(screen.getAllByRole('alert')).toHaveLength(1); // no banner on top of the form's notice
    expect(field('Current password').getAttribute('aria-invalid')).toBe('true');
  });
});
