// Foundation: each portal serves its signed-out layout and a 404 screen, accessible on a phone and a desktop.
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { PORTAL_CONFIG, PORTALS, portalUrl } from '../support/portals.ts';

for (const portal of PORTALS) {
  const { title } = PORTAL_CONFIG[portal];

  test.describe(title, () => {
    test('opens at sign-in in the signed-out layout', async ({ page }) => {
      await page.goto(portalUrl(portal, '/'));
      await expect(page).toHaveURL(portalUrl(portal, '/sign-in'));
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('banner').getByText(title, { exact: true })).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('shows 404 Page not found for an unknown path, with a working link home', async ({ page }) => {
      await page.goto(portalUrl(portal, '/no/such/page?x=1'));
      await expect(page.getByRole('heading', { level: 1, name: '404 Page not found' })).toBeVisible();
      await expect(page).toHaveTitle(title);
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: 'Back to the home page' }).click();
      await expect(page).toHaveURL(portalUrl(portal, '/sign-in'));
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    });
  });
}
