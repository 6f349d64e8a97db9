// spec §2 and §8: when the network is cut, a screen that cannot load shows the offline error page with
// Try Again, which reloads once the connection is back.
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { portalUrl } from '../support/portals.ts';

test('a screen that cannot load while offline shows the offline error page; Try Again recovers', async ({
  page,
  context,
  allowConsoleError,
}) => {
  allowConsoleError(/ERR_INTERNET_DISCONNECTED|Failed to fetch|dynamically imported module|Failed to load resource/);
  await page.goto(portalUrl('dentist', '/sign-in'));
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  // The sign-in screen is drawn before its script runs: a link followed before React has hydrated it is an
  // ordinary page load, which offline is the browser's own error page, not the portal's. Wait for hydration.
  await expect(page.locator('#root[data-hydrated]')).toHaveCount(1);

  await context.setOffline(true);
  await page.getByRole('link', { name: /Forgot password/ }).click();
  await expect(page.getByText('You appear to be offline. Please check your internet connection.')).toBeVisible();
  await expect(page.getByText('Sorry!')).toBeVisible();
  await expectNoAxeViolations(page);

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Forgot/ })).toBeVisible();
});
