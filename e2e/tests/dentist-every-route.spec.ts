// Issue 16 leftovers: every dentist route at 360 px and 1280 px (the config's two projects), signed in as the
// front desk: nothing scrolls sideways, axe finds nothing, and the top bar's Sign out stays on one line (at
// 360 px it is an icon button named "Sign out"). Issue 25 item 11: the routes are the router's own
// (apps/dentist/src/app/route-paths.ts, the lists router.tsx is built from), so a new route is visited here.
import type { Page } from '@playwright/test';
import {
  PROTECTED_PATHS,
  SIGNED_OUT_PATHS,
  type ProtectedPath,
  type SignedOutPath,
} from '../../apps/dentist/src/app/route-paths.ts';
import { DEMO_PASSWORD } from '../support/demo-accounts.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expectNoSidewaysScroll } from '../support/page-checks.ts';
import { portalUrl } from '../support/portals.ts';
import { test } from '../support/fixtures.ts';
import { DEMO_EMAILS, expect } from '../support/member.ts';

/** The practice's own records the detail routes open (ids read from the API). */
interface OwnIds {
  visitId: number;
  estimateId: number;
}

/** Each signed-in pattern as the sweep opens it: the route's parameters filled with the practice's own ids. */
const SIGNED_IN: Record<ProtectedPath, (ids: OwnIds) => string> = {
  '': () => '/',
  patients: () => '/patients',
  eligibility: () => '/eligibility',
  visits: () => '/visits',
  'visits/new': () => '/visits/new',
  'visits/:visitId': (ids) => `/visits/${ids.visitId}`,
  estimates: () => '/estimates',
  'estimates/new': () => '/estimates/new',
  'estimates/:estimateId': (ids) => `/estimates/${ids.estimateId}`,
  reports: () => '/reports',
  practice: () => '/practice',
};

/** Each signed-out pattern as the sweep opens it (before signing in: a signed-in visitor is sent home). */
const SIGNED_OUT: Record<SignedOutPath, string> = {
  // Without its code the page says the link is incomplete: the same screen, form and all.
  'accept-invite': '/accept-invite',
};

/** The first id of a list call of the dentist API. */
async function firstId(page: Page, path: string): Promise<number> {
  const answer = (await (await page.request.get(portalUrl('dentist', path))).json()) as { data: { id: number }[] };
  const id = answer.data[0]?.id;
  expect(id, `an id from ${path}`).toBeDefined();
  return id ?? 0;
}

/** The screen is on the page with its data, fits the screen and axe finds nothing. */
async function checkScreen(page: Page, path: string): Promise<void> {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(new URL(page.url()).pathname, 'not sent elsewhere').toBe(path);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
}

test('the sweep opens every route of the router', () => {
  expect(Object.keys(SIGNED_IN).sort()).toEqual([...PROTECTED_PATHS].sort());
  expect(Object.keys(SIGNED_OUT).sort()).toEqual([...SIGNED_OUT_PATHS].sort());
});

test('every dentist route fits the screen, with Sign out on one line', async ({ page }) => {
  test.setTimeout(180_000);
  for (const pattern of SIGNED_OUT_PATHS) {
    await page.goto(portalUrl('dentist', SIGNED_OUT[pattern]));
    await checkScreen(page, SIGNED_OUT[pattern]);
  }

  await page.goto(portalUrl('dentist', '/sign-in'));
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_EMAILS.frontDesk);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  const ids: OwnIds = {
    visitId: await firstId(page, '/api/dentist/v1/visits/'),
    estimateId: await firstId(page, '/api/dentist/v1/estimates/'),
  };

  for (const pattern of PROTECTED_PATHS) {
    const path = SIGNED_IN[pattern](ids);
    await page.goto(portalUrl('dentist', path));
    await checkScreen(page, path);
    const signOut = page.getByRole('banner').getByRole('button', { name: 'Sign out' });
    const box = await signOut.boundingBox();
    // One line: no taller than the top bar's own controls (a wrapped label doubles the height).
    expect(box?.height ?? 0, `Sign out on ${path}`).toBeLessThanOrEqual(48);
  }
});
