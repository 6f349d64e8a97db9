// The front desk's typing slips on the visit and estimate forms, found walking the portal in session 12: a
// mistyped date of birth is said in the patient card, the form and what was typed stay (it threw the whole form
// away for the not-found page); an address whose id is no visit id says the visit was not found (it offered a
// "Try again" that could never succeed). At 360px and 1280px (the config's two projects), axe clean.
import { DEMO_PASSWORD } from '../support/demo-accounts.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expectNoSidewaysScroll } from '../support/page-checks.ts';
import { portalUrl } from '../support/portals.ts';
import { test } from '../support/fixtures.ts';
import { DEMO_EMAILS, expect } from '../support/member.ts';

test('a mistyped date of birth or visit address is said in place', async ({ page, allowConsoleError }) => {
  test.setTimeout(90_000);
  // The API's own answers to the slips (404 for no member, 400 for the malformed id) are logged by the browser.
  allowConsoleError(/status of (400|404)/);
  await page.goto(portalUrl('dentist', '/sign-in'));
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_EMAILS.frontDesk);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();

  for (const [path, heading] of [
    ['/visits/new', 'Record a visit'],
    ['/estimates/new', 'Create an estimate'],
  ] as const) {
    await page.goto(portalUrl('dentist', path));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.getByRole('textbox', { name: 'Member id' }).fill('123456789');
    await page.getByLabel('Date of birth').fill('1990-01-01');
    await page.getByRole('button', { name: 'Find patient' }).click();
    await expect(page.getByText('No member matches this member id and date of birth')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Member id' })).toHaveValue('123456789');
    await expect(page.getByText('Not found.')).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  }

  await page.goto(portalUrl('dentist', '/visits/abc'));
  await expect(page.getByText('This visit was not found.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
