// Issue 4 My account, as a member uses it: edit the address, change the email through the mailed link,
// change the password and sign in with it. Each test changes its own generated demo member (the e2e
// database is shared by every test and both projects).
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { test } from '../support/fixtures.ts';
import { expect, linkPath, memberUrl, newestMailTo, ownMember, signInMember } from '../support/member.ts';

async function openMyAccount(page: Page) {
  await page.goto(memberUrl('/my-account'));
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^First name/ })).not.toHaveValue('');
}

test('edits the address; the change is kept and shown on Home', async ({ page }, testInfo) => {
  await signInMember(page, ownMember(testInfo, 1));
  await openMyAccount(page);
  const street = `${testInfo.project.name.length} Orchard Lane`;
  await page.getByRole('textbox', { name: /^Address line 1/ }).fill(street);
  await page.getByRole('textbox', { name: /^Zip/ }).fill('1234');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Invalid zip: enter 5 digits')).toBeVisible(); // spec §5: zip 5 digits, checked before any call
  await page.getByRole('textbox', { name: /^Zip/ }).fill('73301');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Updated your personal information.' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(page.getByRole('textbox', { name: /^Address line 1/ })).toHaveValue(street);
  await expect(page.getByRole('textbox', { name: /^Zip/ })).toHaveValue('73301');
  await page.goto(memberUrl('/'));
  await expect(page.getByRole('region', { name: 'Member details' })).toContainText(`${street}`);
  await expect(page.getByRole('region', { name: 'Member details' })).toContainText('73301');
});

test('changes the email through the link mailed to the new address', async ({ page, request }, testInfo) => {
  const email = ownMember(testInfo, 2);
  const newEmail = `renamed-${testInfo.project.name}-${Date.now()}@example.com`;
  await signInMember(page, email);
  await openMyAccount(page);
  // spec §5: the same address in other case is no change.
  await page.getByRole('textbox', { name: /^Email/ }).fill(email.toUpperCase());
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  await page.getByRole('textbox', { name: /^Email/ }).fill(newEmail);
  await page.getByRole('button', { name: 'Save changes' }).click();
  const notice = page.getByRole('alert');
  await expect(notice).toBeVisible();
  await expect(notice).not.toContainText('Updated your personal information.'); // spec §8: the server message
  await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveValue(email); // unchanged until confirmed

  const mail = await newestMailTo(request, newEmail);
  await page.goto(memberUrl(linkPath(mail, '/complete-email-change')));
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your new email' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(/changed/i);
  await expectNoAxeViolations(page);

  await page.context().clearCookies();
  await signInMember(page, newEmail);
  await openMyAccount(page);
  await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveValue(newEmail);
});

test('changes the password and signs in with the new one', async ({ page, allowConsoleError }, testInfo) => {
  allowConsoleError(/status of 400/); // the wrong current password, on purpose
  const email = ownMember(testInfo, 3);
  const newPassword = 'Changed2Pass';
  await signInMember(page, email);
  await openMyAccount(page);
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByRole('textbox', { name: /^Current password/ }).fill('Wrong-password-1');
  await form.getByRole('textbox', { name: /^New password/ }).fill(newPassword);
  await form.getByRole('textbox', { name: /^Confirm new password/ }).fill(newPassword);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('alert')).toHaveText('Your current password is incorrect.'); // spec §8: an error notice
  // One channel per error: no banner over the header repeats it, and the field is marked, not captioned again.
  await expect(page.getByText('Your current password is incorrect.')).toHaveCount(1);
  await expect(page.getByRole('alert')).toHaveCount(1);
  await expect(form.getByRole('textbox', { name: /^Current password/ })).toHaveAttribute('aria-invalid', 'true');

  await form.getByRole('textbox', { name: /^Current password/ }).fill('DemoPass123');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your password has been changed' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(memberUrl('/sign-in'));
  await signInMember(page, email, newPassword);
  await expect(page.getByRole('banner').getByText(/^Hi, /)).toBeVisible();
});
