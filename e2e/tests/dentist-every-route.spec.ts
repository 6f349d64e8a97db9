// Issue 16 leftovers: every dentist route at 360 px and 1280 px (the config's two projects), signed in as the
// front desk: nothing scrolls sideways, axe finds nothing, and the top bar's Sign out stays on one line (at
// 360 px it is an icon button named "Sign out").
import { DEMO_PASSWORD } from '../support/demo-accounts.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expectNoSidewaysScroll } from '../support/page-checks.ts';
import { portalUrl } from '../support/portals.ts';
import { test } from '../support/fixtures.ts';
import { DEMO_EMAILS, expect } from '../support/member.ts';

const ROUTES = ['/', '/patients', '/eligibility', '/visits', '/visits/new', '/reports', '/practice'] as const;

test('every dentist route fits the screen, with Sign out on one line', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto(portalUrl('dentist', '/sign-in'));
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_EMAILS.frontDesk);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  const visits = (await (await page.request.get(portalUrl('dentist', '/api/dentist/v1/visits/'))).json()) as {
    data: { id: number }[];
  };
  const visitId = visits.data[0]?.id;
  expect(visitId).toBeDefined();

  for (const path of [...ROUTES, `/visits/${visitId}`]) {
    await page.goto(portalUrl('dentist', path));
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const signOut = page.getByRole('banner').getByRole('button', { name: 'Sign out' });
    const box = await signOut.boundingBox();
    // One line: no taller than the top bar's own controls (a wrapped label doubles the height).
    expect(box?.height ?? 0, `Sign out on ${path}`).toBeLessThanOrEqual(48);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  }
});
