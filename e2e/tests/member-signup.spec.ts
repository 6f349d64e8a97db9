// Issue 4 sign-up flows (spec §2 signed-out routes), as a person uses them: the Sign up link, the member
// id rule, a new member's account verified through the mailed link (with a resend on the way), and sign in.
import { expectNoAxeViolations } from '../support/axe.ts';
import { test } from '../support/fixtures.ts';
import { expect, linkPath, memberUrl, newestMailTo, signInMember } from '../support/member.ts';

test('sign-in links to sign-up, which checks the member id and answers alike for unknown people', async ({ page }) => {
  await page.goto(memberUrl('/sign-in'));
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(memberUrl('/member-sign-up'));
  await expect(page.getByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Member ID/ }).fill('12345');
  await page.getByRole('button', { name: 'Send verification email' }).click();
  await expect(page.getByText('Invalid member id')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: /^Member ID/ }).fill('999888777');
  await page.getByLabel(/^Date of birth/).fill('1980-02-03');
  await page.getByRole('textbox', { name: /^Last 4/ }).fill('1234');
  await page.getByRole('textbox', { name: /^Email/ }).fill('nobody-here@example.com');
  await page.getByRole('button', { name: 'Send verification email' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('If your details match our records');
});

test('a new member signs up, asks for the link again, verifies the email and signs in', async ({
  page,
  request,
  allowConsoleError,
}, testInfo) => {
  allowConsoleError(/status of 400/); // signing in before verifying, on purpose (400 with code email_not_verified)
  const email = `new-${testInfo.project.name}-${Date.now()}@example.com`;
  const password = 'Fresh1Start';
  await page.goto(memberUrl('/sign-in'));
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  await page.getByRole('textbox', { name: /^First name/ }).fill('Nora');
  await page.getByRole('textbox', { name: /^Last name/ }).fill('Quinn');
  await page.getByLabel(/^Date of birth/).fill('1990-06-15');
  await page.getByRole('textbox', { name: /^Zip/ }).fill('78701');
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('weakpass');
  await expect(page.getByRole('list', { name: 'Password requirements' })).toContainText('An upper case letter');
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('weakpass');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(/at least 8 characters|too easy to guess/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await newestMailTo(request, email);

  // Not verified yet: sign-in sends to the notice, which can send the link again.
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Email not verified' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page.getByRole('status')).toContainText('we have sent a new link');
  await expectNoAxeViolations(page);

  const mail = await newestMailTo(request, email);
  await page.goto(memberUrl(linkPath(mail, '/signup-authenticated')));
  // The link verifies on arrival: no code to confirm, no button to press.
  await expect(page.getByRole('heading', { level: 1, name: 'Email verified' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('verified');
  await expectNoAxeViolations(page);
  await signInMember(page, email, password);
  await expect(page.getByRole('banner').getByText('Hi, Nora')).toBeVisible();
});
