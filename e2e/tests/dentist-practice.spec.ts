// Issue 16 item 2, as the front desk uses it (decision 0029): sign in to the dentist portal, read the practice
// (profile without edit actions, its locations), set their own PIN, lock the screen, reload (still locked),
// give a wrong PIN (its message), then unlock with the right one. The owner's edits, invitations and removals
// are covered by the integration tests (the owner needs the second step; two projects would contend for it).
// axe at 360px and 1280px (the config's two projects), no sideways scrolling.
import { DEMO_PASSWORD } from '../support/demo-accounts.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expectNoSidewaysScroll } from '../support/page-checks.ts';
import { portalUrl } from '../support/portals.ts';
import { test } from '../support/fixtures.ts';
import { DEMO_EMAILS, expect, openNavigation } from '../support/member.ts';

const PIN = '246810';

test('the front desk reads the practice, sets a PIN, locks the screen and unlocks it', async ({
  page,
  allowConsoleError,
}) => {
  allowConsoleError(/status of 400/); // the wrong PIN, on purpose
  test.setTimeout(120_000);
  await page.goto(portalUrl('dentist', '/sign-in'));
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_EMAILS.frontDesk);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();

  const nav = await openNavigation(page);
  await nav.getByRole('link', { name: 'Practice' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Practice' })).toBeVisible();
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile.getByText('NPI')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit profile' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Staff' })).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  await page.getByRole('tab', { name: 'Locations' }).click();
  const locations = page.getByRole('region', { name: 'Locations' });
  await expect(locations.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add location' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('tab', { name: 'My PIN' }).click();
  const pinForm = page.getByRole('form', { name: 'Set my PIN' });
  await pinForm.getByLabel(/PIN/).fill(PIN);
  await pinForm.getByLabel(/Current password/).fill(DEMO_PASSWORD);
  await pinForm.getByRole('button', { name: 'Save PIN' }).click();
  await expect(page.getByText('PIN saved')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Lock screen' }).click();
  const lock = page.getByRole('dialog', { name: 'Screen locked' });
  await expect(lock).toBeVisible();
  await expectNoAxeViolations(page);
  // The lock is the server's: a reload does not get past it.
  await page.reload();
  await expect(lock).toBeVisible();
  await lock.getByLabel(/PIN/).fill('111111');
  await lock.getByRole('button', { name: 'Unlock' }).click();
  await expect(lock.getByText('Wrong PIN', { exact: true })).toBeVisible();
  await lock.getByLabel(/PIN/).fill(PIN);
  await lock.getByRole('button', { name: 'Unlock' }).click();
  await expect(lock).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Practice' })).toBeVisible();
  await expectNoSidewaysScroll(page);
});
