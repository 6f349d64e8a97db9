// spec §2 and §4: signing in and out of each portal, return-url, one session per portal, tabs in step.
import { DEMO_PASSWORD } from '../support/demo-accounts.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { PORTAL_CONFIG, PORTALS, portalUrl } from '../support/portals.ts';
import { signIn } from '../support/sign-in.ts';

/** The heading of each portal's home: the employer portal's home is its employees list (issue 27). */
const HOME_HEADING: Record<(typeof PORTALS)[number], string> = {
  member: 'Home',
  dentist: 'Home',
  employer: 'Employees',
  admin: 'Home',
};

for (const portal of PORTALS) {
  const { title } = PORTAL_CONFIG[portal];
  const home = HOME_HEADING[portal];

  test.describe(`${title} session`, () => {
    test('signs in back to the return-url, shows the main layout, survives a reload and signs out', async ({
      page,
      allowConsoleError,
    }) => {
      // The admin's second step (decision 0025): a code of a step another test used is refused (a logged 400).
      allowConsoleError(/status of 400/);
      await page.goto(portalUrl(portal, '/?tab=overview'));
      await signIn(page, portal);
      await expect(page).toHaveURL(portalUrl(portal, '/?tab=overview'));
      await expect(page.getByRole('main').getByRole('heading', { level: 1, name: home })).toBeVisible();
      await expect(page.getByRole('banner').getByText(title, { exact: true })).toBeVisible();
      // Issue 29 item 2: the admin's home says where the instance reads (the test server has no replica).
      if (portal === 'admin')
        await expect(page.getByRole('region', { name: 'System' })).toContainText('No read replica is configured');
      await expectNoAxeViolations(page);

      await page.reload();
      await expect(page.getByRole('main').getByRole('heading', { level: 1, name: home })).toBeVisible();

      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(portalUrl(portal, '/sign-in')); // spec §2: no return-url after a manual logout
      await page.goto(portalUrl(portal, '/'));
      await expect(page).toHaveURL(portalUrl(portal, '/sign-in'));
    });
  });
}

test('a member session does not sign in the admin portal', async ({ page }) => {
  await page.goto(portalUrl('member', '/'));
  await signIn(page, 'member');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await page.goto(portalUrl('admin', '/'));
  await expect(page).toHaveURL(portalUrl('admin', '/sign-in'));
});

test('signing out in one tab sends the other tab to sign-in', async ({ page, context }) => {
  // The front desk (no second step): the owner's shared demo TOTP step is contended by parallel projects.
  await page.goto(portalUrl('dentist', '/'));
  await page.getByRole('textbox', { name: 'Email' }).fill('frontdesk@example.com');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  const other = await context.newPage();
  await other.goto(portalUrl('dentist', '/'));
  await expect(other.getByRole('main').getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(other).toHaveURL(portalUrl('dentist', '/sign-in'));
});
