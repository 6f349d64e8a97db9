// spec §2 and §9: a signed-in member whose calls stop reaching the API (the browser still online, so the
// offline error page does not apply) sees the reconnect banner: a 15-second countdown, then a reload; Try Now
// reloads at once.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { test } from '../support/fixtures.ts';
import { DEMO_EMAILS, expect, openNavigation, signInMember } from '../support/member.ts';

const API = '**/api/**';

/** Cuts the API off (the server refuses every call) and opens Receipts, whose calls then fail. */
async function loseTheApi(page: Page) {
  const nav = await openNavigation(page);
  await page.route(API, (route) => route.abort('connectionrefused'));
  // From the keyboard: on a phone the banner of a call the open drawer made may already cover the link.
  await nav.getByRole('link', { name: 'Receipts' }).press('Enter');
  const banner = page.getByRole('alert').filter({ hasText: 'Reloading in' });
  await expect(banner).toContainText('The product is unavailable, try again later');
  return banner;
}

test.beforeEach(({ allowConsoleError }) => {
  allowConsoleError(/Failed to load resource|ERR_CONNECTION_REFUSED|ERR_FAILED/);
});

test('counts down from 15 seconds and reloads the page by itself', async ({ page }) => {
  test.setTimeout(60_000); // the countdown alone takes 15 s of the default 30
  await signInMember(page, DEMO_EMAILS.member);
  const banner = await loseTheApi(page);
  await expect(banner).toContainText(/Reloading in 1[0-5] seconds\./);
  await expect(banner).toContainText(/Reloading in [1-9] seconds?\./, { timeout: 15_000 }); // it counts down
  await expectNoAxeViolations(page);

  await page.unroute(API);
  await page.waitForEvent('load', { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Receipts' })).toBeVisible();
  await expect(page.getByText(/Reloading in/)).toHaveCount(0);
});

test('Try Now reloads at once', async ({ page }) => {
  await signInMember(page, DEMO_EMAILS.member);
  const banner = await loseTheApi(page);
  await page.unroute(API);
  const reloaded = page.waitForEvent('load');
  await banner.getByRole('button', { name: 'Try Now' }).click();
  await reloaded;
  await expect(page.getByRole('heading', { level: 1, name: 'Receipts' })).toBeVisible();
  await expect(page.getByText(/Reloading in/)).toHaveCount(0);
});
