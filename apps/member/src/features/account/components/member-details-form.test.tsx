import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildMember } from '@dental/domain/testing';
import { deferred, json, renderScreen } from '@dental/ui/testing';
import { memberApi } from '../../../testing/member-api';
import { MemberDetailsForm } from './member-details-form';

const member = buildMember();
const routes = [{ path: '/my-account', element: <MemberDetailsForm member={member} word={(text) => text} /> }];
const box = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

async function replace(name: string, value: string) {
  await userEvent.clear(box(name));
  if (value !== '') await userEvent.type(box(name), value);
}

describe('MemberDetailsForm (spec §5, §8)', () => {
  it('turns autocomplete off on every field (spec §5: generic text inputs)', () => {
    renderScreen(routes, '/my-account', { fetch: memberApi().impl });
    const fields = screen.getAllByRole('textbox');
    expect(fields.length).toBeGreaterThan(5);
    expect(fields.map((field) => [field.getAttribute('name') ?? field.id, field.getAttribute('autocomplete')])).toEqual(
      fields.map((field) => [field.getAttribute('name') ?? field.id, 'off']),
    );
  });

  it('checks the fields with the server rules before calling', async () => {
    const api = memberApi();
    renderScreen(routes, '/my-account', { fetch: api.impl });
    await replace('Zip', '123');
    await replace('Phone', '555');
    await replace('City', '');
    await replace('Email', 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Not a valid email')).toBeTruthy();
    expect(screen.getByText('Required')).toBeTruthy();
    // Issue 26 item 9: each rule's own words, not a bare 'Invalid' twice.
    expect(screen.getByText('Invalid zip: enter 5 digits')).toBeTruthy();
    expect(screen.getByText('Invalid phone: enter 10 digits')).toBeTruthy();
    expect(api.calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it("updates changed fields with PATCH and says 'Updated your personal information.'", async () => {
    const api = memberApi({
      'member.updateMemberUser': () => json(200, { data: { ...member, city: 'Dallas', zip: '75201' } }),
    });
    renderScreen(routes, '/my-account', { fetch: api.impl });
    await replace('City', 'Dallas');
    await replace('Zip', '75201');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Updated your personal information.');
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([
      {
        name: 'member.updateMemberUser',
        method: 'PATCH',
        path: '/api/member/v4/user/',
        body: { city: 'Dallas', zip: '75201' },
      },
    ]);
  });

  it('initiates a new email separately from the other fields and shows the server message', async () => {
    const message = 'We sent a confirmation link to maria@new.example.com.';
    const api = memberApi({
      'member.updateMemberUser': () => json(200, { data: { ...member, phone: '5559876543' } }),
      'member.initiateEmailChange': () => json(200, { data: { message } }),
    });
    renderScreen(routes, '/my-account', { fetch: api.impl });
    await replace('Email', 'maria@new.example.com');
    await replace('Phone', '(555) 987-6543');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(message));
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([
      { name: 'member.updateMemberUser', method: 'PATCH', path: '/api/member/v4/user/', body: { phone: '5559876543' } },
      {
        name: 'member.initiateEmailChange',
        method: 'POST',
        path: '/api/member/v4/user/initiate-email-change/',
        body: { email: 'maria@new.example.com' },
      },
    ]);
  });

  it('shows only the server message when just the email changes', async () => {
    const message = 'Check maria@new.example.com for a confirmation link.';
    const api = memberApi({ 'member.initiateEmailChange': () => json(200, { data: { message } }) });
    renderScreen(routes, '/my-account', { fetch: api.impl });
    await replace('Email', 'maria@new.example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
  });

  it('makes no email change call for the same email in another case', async () => {
    const api = memberApi({ 'member.updateMemberUser': () => json(200, { data: { ...member, city: 'Dallas' } }) });
    renderScreen(routes, '/my-account', { fetch: api.impl });
    await replace('Email', 'MARIA.LOPEZ@EXAMPLE.COM');
    await replace('City', 'Dallas');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByRole('alert');
    expect(api.calls.filter((call) => call.method !== 'GET').map((call) => call.path)).toEqual([
      '/api/member/v4/user/',
    ]);
  });

  it('binds field errors from the server to their inputs and keeps the form usable', async () => {
    const answer = deferred<Response>();
    const api = memberApi({ 'member.updateMemberUser': () => answer.promise });
    renderScreen(routes, '/my-account', { fetch: api.impl });
    await replace('Zip', '99999');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(box('Zip')).toHaveProperty('disabled', true));
    answer.resolve(json(400, { errors: { zip: 'Zip does not match the state' } }));
    await waitFor(() => expect(box('Zip').getAttribute('aria-invalid')).toBe('true'));
    await waitFor(() => expect(box('Zip')).toHaveProperty('disabled', false));
    expect(screen.getAllByText('Zip does not match the state')).toHaveLength(2); // inline and the toast
  });

  it('refuses a primary under 18 before calling, with the rule the server holds (spec §5: age 18 or older)', async () => {
    const api = memberApi();
    renderScreen(routes, '/my-account', { fetch: api.impl });
    const dateOfBirth = screen.getByLabelText(/^Date of birth/);
    await userEvent.clear(dateOfBirth);
    await userEvent.type(dateOfBirth, '2015-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Must be at least 18 years old')).toBeTruthy();
    expect(api.calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('leaves the household address to the primary', () => {
    const dependant = buildMember({ relationship: 'Dependent Adult' });
    renderScreen(
      [{ path: '/my-account', element: <MemberDetailsForm member={dependant} word={(text) => text} /> }],
      '/my-account',
      { fetch: memberApi().impl },
    );
    expect(box('Address line 1')).toHaveProperty('disabled', true);
    expect(box('Zip')).toHaveProperty('disabled', true);
    expect(box('Phone')).toHaveProperty('disabled', false);
    expect(screen.getByText('The household address can be changed by the primary member.')).toBeTruthy();
  });
});
