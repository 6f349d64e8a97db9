// Issue 28 item 2 (decision 0063): the dentist portal's signed-in pages come drawn at the server with their data.
// At 360 px and 1280 px (the config's two projects), signed in as the front desk: each page as the server drew
// it, read with scripts off (its data there, no sideways scroll), then each page hydrated without a layout shift
// (a mismatch is a console error, which fails the test) and axe clean. Record a visit and Create an estimate
// too, empty and opened from a patient's link (the patient found and the link's lines priced, as drawn).
import type { Browser, BrowserContext, Locator, TestInfo } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/demo-accounts.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expectNoLayoutShift, expectNoSidewaysScroll } from '../support/page-checks.ts';
import { portalUrl } from '../support/portals.ts';
import { test } from '../support/fixtures.ts';
import { DEMO_EMAILS, expect } from '../support/member.ts';

/** A page, and what of its data shows that it was drawn with it. */
interface DrawnPage {
  path: string;
  data: (main: Locator) => Locator;
}

/** A list of the page's records: a table at 1280 px, the phone's table or cards at 360 px, with a link in it. */
const listed = (name: string) => (main: Locator) =>
  main.getByRole('table', { name }).or(main.getByRole('list', { name })).getByRole('link').first();

/** Signs the front desk in and reads the practice's own ids (a visit, an estimate, a patient's keys). */
async function signedInPages(context: BrowserContext): Promise<DrawnPage[]> {
  const page = await context.newPage();
  await page.goto(portalUrl('dentist', '/sign-in'));
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_EMAILS.frontDesk);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  const first = async <T>(path: string) =>
    ((await (await page.request.get(portalUrl('dentist', path))).json()) as { data: T[] }).data[0] as T;
  const visit = await first<{ id: number }>('/api/dentist/v1/visits/');
  const estimate = await first<{ id: number }>('/api/dentist/v1/estimates/');
  const patient = await first<{ member_id: string; date_of_birth: string; last_name: string }>(
    '/api/dentist/v1/patients/',
  );
  await page.close();
  const keys = new URLSearchParams({ member_id: patient.member_id, date_of_birth: patient.date_of_birth });
  // Benefit Search's Create an estimate brings the procedures too (issue 26 item 22).
  const withCodes = new URLSearchParams(keys);
  withCodes.set('codes', 'D1110,D0274');
  /** The patient card's patient, found from the page's link. */
  const linkedPatient = (main: Locator) => main.getByRole('region', { name: 'Patient' }).getByText(patient.last_name);
  return [
    { path: '/', data: (main) => main.getByRole('heading', { name: "Today's visits" }) },
    { path: '/patients', data: listed('Patients') },
    { path: '/eligibility', data: (main) => main.getByRole('textbox', { name: /^Date of birth/ }) },
    { path: `/eligibility?${keys}`, data: (main) => main.getByRole('article').getByText(patient.last_name).first() },
    { path: '/visits', data: listed('Visits') },
    { path: '/visits/new', data: (main) => main.getByRole('textbox', { name: 'Member id' }) },
    { path: `/visits/new?${keys}`, data: linkedPatient },
    { path: `/visits/${visit.id}`, data: (main) => main.getByRole('heading', { level: 1, name: /^Visit of / }) },
    { path: '/estimates', data: listed('Estimates') },
    { path: '/estimates/new', data: (main) => main.getByRole('textbox', { name: 'Member id' }) },
    {
      path: `/estimates/new?${withCodes}`,
      // The link's lines priced for its patient: the totals, not "Find the patient to see the shares".
      data: (main) => main.getByTestId('estimate-totals').filter({ hasText: /^Total: fee \$/ }),
    },
    {
      path: `/estimates/${estimate.id}`,
      data: (main) => main.getByRole('heading', { level: 1, name: /^Estimate for / }),
    },
    { path: '/reports', data: (main) => main.getByLabel('Totals') },
    { path: '/practice', data: (main) => main.getByRole('tab', { name: 'Profile', selected: true }) },
  ];
}

/** A context of the project's screen, signed in as the front desk, with or without scripts. */
async function frontDesk(browser: Browser, testInfo: TestInfo, javaScriptEnabled: boolean) {
  const signingIn = await browser.newContext();
  const pages = await signedInPages(signingIn);
  const storageState = await signingIn.storageState();
  await signingIn.close();
  const { viewport, isMobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({ storageState, viewport, isMobile, hasTouch, javaScriptEnabled });
  return { page: await context.newPage(), pages };
}

test('each dentist page arrives drawn with its data: readable with scripts off, never stored', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const { page, pages } = await frontDesk(browser, testInfo, false);
  for (const { path, data } of pages) {
    const response = await page.goto(portalUrl('dentist', path));
    expect(response?.headers()['cache-control'], path).toBe('no-store, private');
    await expect(page.locator(`#root[data-prerendered="${path.split('?')[0]}"]`), path).toHaveCount(1);
    await expect(data(page.getByRole('main')), path).toBeVisible();
    await expectNoSidewaysScroll(page);
  }
  // A form drawn before React listens takes no typing: its fields are read-only until hydrated (decision 0034).
  await page.goto(portalUrl('dentist', '/patients'));
  await expect(page.getByRole('textbox', { name: 'Name or member id' })).toHaveAttribute('readonly', '');
  await page.goto(portalUrl('dentist', '/visits/new'));
  await expect(page.getByRole('textbox', { name: 'Member id' })).toHaveAttribute('readonly', '');
  await expect(page.getByRole('button', { name: 'Save visit' })).toBeDisabled();
  await page.context().close();
});

test('each dentist page hydrates as drawn: no layout shift, axe clean', async ({ browser }, testInfo) => {
  test.setTimeout(180_000);
  const { page, pages } = await frontDesk(browser, testInfo, true);
  for (const { path, data } of pages) {
    await page.goto(portalUrl('dentist', path));
    await expect(page.locator(`#root[data-prerendered="${path.split('?')[0]}"]`), path).toHaveCount(1);
    await expect(page.locator('#root[data-hydrated]'), path).toHaveCount(1, { timeout: 15_000 });
    await expect(data(page.getByRole('main')), path).toBeVisible();
    await expectNoLayoutShift(page, path);
    await expectNoAxeViolations(page);
  }
  // Hydrated, the forms are live again.
  await page.goto(portalUrl('dentist', '/patients'));
  await expect(page.locator('#root[data-hydrated]')).toHaveCount(1, { timeout: 15_000 });
  await expect(page.getByRole('textbox', { name: 'Name or member id' })).not.toHaveAttribute('readonly');
  await page.goto(portalUrl('dentist', '/estimates/new'));
  await expect(page.locator('#root[data-hydrated]')).toHaveCount(1, { timeout: 15_000 });
  await expect(page.getByRole('textbox', { name: 'Member id' })).not.toHaveAttribute('readonly');
  await expect(page.getByRole('button', { name: 'Add a procedure' })).toBeEnabled();
  await page.context().close();
});
