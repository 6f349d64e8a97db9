import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG_LAST_LOCATION, setPinBodySchema } from '@dental/domain';
import { fakeApi, json, renderScreen } from '@dental/ui/testing';
import { PracticePage } from './practice-page';
import { dentist, location, profile, staff } from './practice-test-fixtures';

const routes = [{ path: '/practice', element: <PracticePage /> }];
const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

describe('PracticePage (issue 16 item 2)', () => {
  it('the front desk reads the profile: no edit, no Staff tab, the tax id masked, the bank warning line', async () => {
    const api = fakeApi({
      'dentist.practiceProfile': () =>
        json(200, { data: profile({ viewer_role: 'front_desk', bank_status: 'verification pending' }) }),
    });
    renderScreen(routes, '/practice', { fetch: api.impl, portal: 'dentist' });
    expect(await screen.findByText('Bright Smiles Dental')).toBeTruthy();
    expect(screen.getByText('Company (EIN) ending 6789')).toBeTruthy();
    // spec §3: the network tier by its label, not the stored value.
    expect(screen.getByText('Gold')).toBeTruthy();
    expect(screen.queryByText('gold')).toBeNull();
    expect(screen.getByText(/bank account is not verified \(verification pending\)/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit profile' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Staff' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'My PIN' })).toBeTruthy();
    // The tabs wrap at 360 px: the chosen one is underlined itself, no sliding indicator (drawn under the wrong
    // row and tab once wrapped).
    const chosen = screen.getByRole('tab', { name: 'Profile' });
    expect(chosen.getAttribute('aria-selected')).toBe('true');
    expect(getComputedStyle(chosen).boxShadow).toContain('-2px');
    const indicator = screen.getByRole('tablist').parentElement!.querySelector('.MuiTabs-indicator');
    expect(indicator === null || getComputedStyle(indicator).display === 'none').toBe(true);
  });

  it('says nothing of the bank once it is verified', async () => {
    const api = fakeApi({ 'dentist.practiceProfile': () => json(200, { data: profile() }) });
    renderScreen(routes, '/practice', { fetch: api.impl, portal: 'dentist' });
    await screen.findByText('Bright Smiles Dental');
    expect(screen.queryByText(/not verified/)).toBeNull();
  });

  it('shows an error with a retry when the practice does not load', async () => {
    const api = fakeApi({ 'dentist.practiceProfile': () => json(500, { errors: 'Server error' }) });
    renderScreen(routes, '/practice', { fetch: api.impl, portal: 'dentist' });
    expect(await screen.findByText("We couldn't load the practice.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('the owner edits the profile: the NPI check digit is checked before sending, then the form is sent', async () => {
    const sent: unknown[] = [];
    const api = fakeApi({
      'dentist.practiceProfile': () => json(200, { data: profile() }),
      'dentist.updatePracticeProfile': ({ body }) => {
        sent.push(body);
        return json(200, { data: profile({ name: 'Brighter Smiles' }) });
      },
    });
    renderScreen(routes, '/practice', { fetch: api.impl, portal: 'dentist' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit profile' }));
    await userEvent.clear(input(/^NPI/));
    await userEvent.type(input(/^NPI/), '1234567890');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Invalid NPI: check the 10 digits')).toBeTruthy();
    expect(sent).toHaveLength(0);
    await userEvent.clear(input(/^NPI/));
    await userEvent.type(input(/^NPI/), '1234567893');
    await userEvent.clear(input(/^Practice name/));
    await userEvent.type(input(/^Practice name/), 'Brighter Smiles');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Brighter Smiles')).toBeTruthy();
    expect(sent[0]).toMatchObject({ name: 'Brighter Smiles', npi: '1234567893', tax_id: '', zip: '10001' });
  });

  it('lists the locations and binds the server’s zip message to the new location’s zip', async () => {
    const api = fakeApi({
      'dentist.practiceProfile': () => json(200, { data: profile() }),
      'dentist.practiceLocations': () => json(200, { data: [location] }),
      'dentist.addPracticeLocation': () => json(400, { errors: { zip: 'Unknown zip code' } }),
    });
    renderScreen(routes, '/practice?tab=locations', { fetch: api.impl, portal: 'dentist' });
    const card = await screen.findByRole('article', { name: 'Riverside Office' });
    expect(within(card).getByText(/Accepting new patients · English, Spanish/)).toBeTruthy();
    expect(within(card).getByText(/Sat closed/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add location' }));
    const form = screen.getByRole('form', { name: 'New location' });
    await userEvent.type(within(form).getByLabelText(/^Location name/, { selector: 'input' }), 'North');
    await userEvent.type(within(form).getByLabelText(/^Phone/, { selector: 'input' }), '2125550199');
    await userEvent.type(within(form).getByLabelText(/^Address line 1/, { selector: 'input' }), '2 North Road');
    await userEvent.type(within(form).getByLabelText(/^Zip/, { selector: 'input' }), '00000');
    await userEvent.click(within(form).getByRole('button', { name: 'Save location' }));
    expect(await within(form).findByText('Unknown zip code')).toBeTruthy();
  });

  it('issue 26 item 10: the owner removes a location after confirming; the last one is refused with its message', async () => {
    const removed: string[] = [];
    let rows = [location, { ...location, id: location.id + 1, name: 'North Office' }];
    const api = fakeApi({
      'dentist.practiceProfile': () => json(200, { data: profile() }),
      'dentist.practiceLocations': () => json(200, { data: rows }),
      'dentist.removePracticeLocation': ({ params }) => {
        removed.push(params.id ?? '');
        if (rows.length === 1) return json(409, { errors: MSG_LAST_LOCATION });
        rows = rows.filter((l) => String(l.id) !== params.id);
        return json(200, { data: { message: 'Location removed' } });
      },
    });
    renderScreen(routes, '/practice?tab=locations', { fetch: api.impl, portal: 'dentist' });
    await screen.findByRole('article', { name: 'North Office' });
    await userEvent.click(screen.getByRole('button', { name: 'Remove North Office' }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove North Office?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(removed).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove North Office' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove North Office?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove location' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'North Office' })).toBeNull());
    expect(removed).toEqual([String(location.id + 1)]);

    await userEvent.click(screen.getByRole('button', { name: `Remove ${location.name}` }));
    dialog = await screen.findByRole('dialog', { name: `Remove ${location.name}?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove location' }));
    expect(await screen.findByText(MSG_LAST_LOCATION)).toBeTruthy();
    expect(screen.getByRole('article', { name: location.name })).toBeTruthy();
  });

  it('says when there are no locations', async () => {
    const api = fakeApi({
      'dentist.practiceProfile': () => json(200, { data: profile({ viewer_role: 'front_desk' }) }),
      'dentist.practiceLocations': () => json(200, { data: [] }),
    });
    renderScreen(routes, '/practice?tab=locations', { fetch: api.impl, portal: 'dentist' });
    expect(await screen.findByText('No locations yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add location' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  });

  it('issue 26 item 8: the Dentists table stacks on a phone, each cell with its column name, Edit and Remove in a cell', async () => {
    const api = fakeApi({
      'dentist.practiceProfile': () => json(200, { data: profile() }),
      'dentist.practiceDentists': () => json(200, { data: [dentist] }),
    });
    renderScreen(routes, '/practice?tab=dentists', { fetch: api.impl, portal: 'dentist' });
    const table = await screen.findByRole('table', { name: 'Dentists' });
    // The stacked table (packages/ui DataTable stackBelow): its parts keep their roles, each cell its label.
    expect(table.getAttribute('role')).toBe('table');
    const speciality = within(table).getByRole('cell', { name: 'Endodontist' });
    expect(speciality.querySelector('[aria-hidden="true"]')?.textContent).toBe('Speciality');
    const edit = within(table).getByRole('button', { name: `Edit Dr. ${dentist.last_name}` });
    expect(edit.closest('[role="cell"]')?.querySelector('[aria-hidden="true"]')?.textContent).toBe('Actions');
  });

  it('checks a dentist’s license for a digit, and says when a removed dentist is kept inactive', async () => {
    const sent: unknown[] = [];
    const api = fakeApi({
      'dentist.practiceProfile': () => json(200, { data: profile() }),
      'dentist.practiceDentists': () => json(200, { data: [dentist] }),
      'dentist.addPracticeDentist': ({ body }) => {
        sent.push(body);
        return json(201, { data: { ...dentist, id: 4 } });
      },
      'dentist.removePracticeDentist': () => json(200, { data: { outcome: 'deactivated' } }),
    });
    renderScreen(routes, '/practice?tab=dentists', { fetch: api.impl, portal: 'dentist' });
    const table = await screen.findByRole('table', { name: 'Dentists' });
    expect(within(table).getByText('Endodontist')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add dentist' }));
    await userEvent.type(input(/^First name/), 'Sam');
    await userEvent.type(input(/^Last name/), 'Crown');
    await userEvent.type(input(/^License number/), 'ABCDEF');
    await userEvent.type(input(/^NPI/), '1987654328');
    await userEvent.click(screen.getByRole('button', { name: 'Save dentist' }));
    expect(await screen.findByText('Invalid license: it must contain a digit')).toBeTruthy();
    expect(sent).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Dr. Molar' }));
    expect(await screen.findByText(/Dr\. Molar is inactive/)).toBeTruthy();
  });

  it('the owner sees staff and pending invitations, and invites by email', async () => {
    const invited: unknown[] = [];
    const api = fakeApi({
      'dentist.practiceProfile': () => json(200, { data: profile() }),
      'dentist.practiceStaff': () => json(200, { data: staff }),
      'dentist.inviteStaff': ({ body }) => {
        invited.push(body);
        return json(201, { data: { ...staff.invites[0]!, id: 6, email: 'second@example.com' } });
      },
    });
    renderScreen(routes, '/practice?tab=staff', { fetch: api.impl, portal: 'dentist' });
    const users = await screen.findByRole('list', { name: 'Users' });
    expect(within(users).getByText('frontdesk@example.com')).toBeTruthy();
    expect(within(users).getByRole('button', { name: 'Remove Frank Desk' })).toBeTruthy();
    expect(within(users).queryByRole('button', { name: 'Remove Olivia Owner' })).toBeNull();
    expect(screen.getByRole('list', { name: 'Pending invitations' })).toBeTruthy();
    await userEvent.type(input(/^Email/), 'not-an-email{Enter}');
    expect(await screen.findByText('Not a valid email')).toBeTruthy();
    await userEvent.clear(input(/^Email/));
    await userEvent.type(input(/^Email/), 'second@example.com{Enter}');
    expect(await screen.findByText('Invitation sent to second@example.com')).toBeTruthy();
    expect(invited).toEqual([{ email: 'second@example.com' }]);
  });

  it('issue 26 item 11: Remove and Revoke ask first; Cancel and Escape act on nothing, confirm acts once', async () => {
    const removed: string[] = [];
    const revoked: string[] = [];
    const api = fakeApi({
      'dentist.practiceProfile': () => json(200, { data: profile() }),
      'dentist.practiceStaff': () => json(200, { data: staff }),
      'dentist.removeStaffUser': ({ params }) => {
        removed.push(params.id ?? '');
        return json(200, { data: { message: 'Removed' } });
      },
      'dentist.revokeStaffInvite': ({ params }) => {
        revoked.push(params.id ?? '');
        return json(200, { data: { message: 'Removed' } });
      },
    });
    renderScreen(routes, '/practice?tab=staff', { fetch: api.impl, portal: 'dentist' });
    const users = await screen.findByRole('list', { name: 'Users' });
    await userEvent.click(within(users).getByRole('button', { name: 'Remove Frank Desk' }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove Frank Desk?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(within(users).getByRole('button', { name: 'Remove Frank Desk' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove Frank Desk?' });
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Remove user' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(removed).toEqual(['2']);

    const invites = screen.getByRole('list', { name: 'Pending invitations' });
    await userEvent.click(
      within(invites).getByRole('button', { name: 'Revoke the invitation of new.desk@example.com' }),
    );
    dialog = await screen.findByRole('dialog', { name: 'Revoke the invitation of new.desk@example.com?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(revoked).toEqual([]);
    await userEvent.click(
      within(invites).getByRole('button', { name: 'Revoke the invitation of new.desk@example.com' }),
    );
    dialog = await screen.findByRole('dialog', { name: 'Revoke the invitation of new.desk@example.com?' });
    // Keyboard only: Tab from Cancel to the confirm button, Enter.
    await userEvent.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Revoke invitation' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(revoked).toEqual(['5']));
    expect(removed).toEqual(['2']);
  });

  it('sets my PIN: 6 digits checked before sending, the wrong password said on its field', async () => {
    const api = fakeApi({
      'dentist.practiceProfile': () => json(200, { data: profile({ viewer_role: 'front_desk' }) }),
      'dentist.lockState': () => json(200, { data: { locked: false, has_pin: false } }),
      'dentist.setMyPin': () => json(400, { errors: { password: 'Wrong password' } }),
    });
    renderScreen(routes, '/practice?tab=pin', { fetch: api.impl, portal: 'dentist' });
    expect(await screen.findByText('6 digits')).toBeTruthy();
    await userEvent.type(await screen.findByLabelText(/^PIN/, { selector: 'input' }), '12345');
    await userEvent.type(input(/^Current password/), 'DemoPass123');
    await userEvent.click(screen.getByRole('button', { name: 'Save PIN' }));
    expect(await screen.findByText('Invalid PIN: enter 6 digits')).toBeTruthy();
    expect(api.calls.some((c) => c.name === 'dentist.setMyPin')).toBe(false);
    await userEvent.type(input(/^PIN/), '6');
    await userEvent.click(screen.getByRole('button', { name: 'Save PIN' }));
    expect(await screen.findByText('Wrong password')).toBeTruthy();
  });

  it('issue 26 item 10: a PIN of 7 digits is refused with the rule’s message, not cut to 6 and saved', async () => {
    const api = fakeApi({
      'dentist.practiceProfile': () => json(200, { data: profile({ viewer_role: 'front_desk' }) }),
      'dentist.lockState': () => json(200, { data: { locked: false, has_pin: false } }),
      'dentist.setMyPin': () => json(200, { data: { message: 'PIN saved' } }),
    });
    renderScreen(routes, '/practice?tab=pin', { fetch: api.impl, portal: 'dentist' });
    const pin = await screen.findByLabelText(/^PIN/, { selector: 'input' });
    await userEvent.type(pin, '1234567');
    expect((pin as HTMLInputElement).value).toBe('1234567');
    await userEvent.type(input(/^Current password/), 'DemoPass123');
    await userEvent.click(screen.getByRole('button', { name: 'Save PIN' }));
    const refused = setPinBodySchema.shape.pin.safeParse('1234567');
    expect(refused.success).toBe(false);
    expect(await screen.findByText(refused.error!.issues[0]!.message)).toBeTruthy();
    expect(pin.getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.some((c) => c.name === 'dentist.setMyPin')).toBe(false);
  });
});
