// Issue 28 (decision 0067): the employer portal's signed-in pages come drawn at the server with their data. At
// 360 px and 1280 px (the config's two projects), signed in as the HR admin: each page as the server drew it,
// read with scripts off (its data there, no sideways scroll), then each page hydrated without a layout shift (a
// mismatch is a console error, which fails the test) and axe clean.
import type { Browser, BrowserContext, Locator, TestInfo } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/demo-accounts.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expectNoLayoutShift, expectNoSidewaysScroll } from '../support/page-checks.ts';
import { portalUrl } from '../support/portals.ts';
import { test } from '../support/fixtures.ts';
import { DEMO_EMAILS, expect } from '../support/member.ts';
import { NOT_FOUND_PAGE_TITLE } from '@dental/domain';

/** A page, and what of its data shows that it was drawn with it. */
interface DrawnPage {
  path: string;
  data: (main: Locator) => Locator;
}

/** A heading of the page's main area. */
const heading = (name: string | RegExp) => (main: Locator) => main.getByRole('heading', { level: 1, name });

/** Signs the HR admin in and reads the company's own ids (an employee, an invoice). */
async function signedInPages(context: BrowserContext): Promise<DrawnPage[]> {
  const page = await context.newPage();
  await page.goto(portalUrl('employer', '/sign-in'));
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_EMAILS.employer);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Employees' })).toBeVisible();
  const list = async <T>(path: string) =>
    ((await (await page.request.get(portalUrl('employer', path))).json()) as { data: T[] }).data;
  const [employee] = await list<{ id: number; first_name: string; last_name: string }>('/api/employer/v1/employees/');
  // The invoice job's sweep invoices this month for every company (decision 0061); a started server's first sweep
  // waits one sweep interval (a minute, platform/jobs/runner.ts), so a test soon after the start waits for it.
  await expect
    .poll(async () => (await list('/api/employer/v1/invoices/')).length, { timeout: 90_000 })
    .toBeGreaterThan(0);
  const [invoice] = await list<{ id: number }>('/api/employer/v1/invoices/');
  await page.close();
  const name = `${employee!.last_name}, ${employee!.first_name}`;
  return [
    { path: '/', data: (main) => main.getByRole('table', { name: 'Employees' }).getByRole('link').first() },
    { path: `/?q=${encodeURIComponent(employee!.last_name)}`, data: (main) => main.getByRole('link', { name }) },
    { path: '/employees/new', data: (main) => main.getByRole('form', { name: 'Add employee' }) },
    { path: `/employees/${employee!.id}`, data: heading(new RegExp(employee!.last_name)) },
    {
      path: `/employees/${employee!.id}/edit`,
      data: (main) =>
        main.getByRole('textbox', { name: 'Last name' }).and(main.locator(`[value="${employee!.last_name}"]`)),
    },
    { path: '/census', data: (main) => main.getByRole('link', { name: 'Download the census template (CSV)' }) },
    { path: '/edi', data: heading('EDI files') },
    { path: '/company', data: (main) => main.getByText('Legal name') },
    { path: '/users', data: (main) => main.getByRole('table', { name: 'Users' }).getByText(DEMO_EMAILS.employer) },
    {
      path: '/plan',
      data: (main) => main.getByRole('table', { name: 'Plans in force today' }).getByText('Acme Group Dental'),
    },
    { path: '/bank', data: (main) => main.getByRole('status').getByText('Verified') },
    { path: '/invoices', data: (main) => main.getByRole('table', { name: 'Invoices' }).getByRole('link').first() },
    { path: `/invoices/${invoice!.id}`, data: heading(/ invoice$/) },
  ];
}

/** A context of the project's screen, signed in as the HR admin, with or without scripts. */
async function hrAdmin(browser: Browser, testInfo: TestInfo, javaScriptEnabled: boolean) {
  const signingIn = await browser.newContext();
  const pages = await signedInPages(signingIn);
  const storageState = await signingIn.storageState();
  await signingIn.close();
  const { viewport, isMobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({ storageState, viewport, isMobile, hasTouch, javaScriptEnabled });
  return { page: await context.newPage(), pages };
}

test('each employer page arrives drawn with its data: readable with scripts off, never stored', async ({
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const { page, pages } = await hrAdmin(browser, testInfo, false);
  for (const { path, data } of pages) {
    const response = await page.goto(portalUrl('employer', path));
    expect(response?.headers()['cache-control'], path).toBe('no-store, private');
    await expect(page.locator(`#root[data-prerendered="${path.split('?')[0]}"]`), path).toHaveCount(1);
    await expect(data(page.getByRole('main')), path).toBeVisible();
    await expectNoSidewaysScroll(page);
  }
  // A form drawn before React listens takes no typing: its fields are read-only until hydrated (decision 0034).
  await page.goto(portalUrl('employer', '/employees/new'));
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveAttribute('readonly', '');
  await expect(page.getByRole('button', { name: 'Add employee' })).toBeDisabled();
  await page.context().close();
});

test('each employer page hydrates as drawn: no layout shift, axe clean', async ({ browser }, testInfo) => {
  test.setTimeout(210_000);
  const { page, pages } = await hrAdmin(browser, testInfo, true);
  for (const { path, data } of pages) {
    await page.goto(portalUrl('employer', path));
    await expect(page.locator(`#root[data-prerendered="${path.split('?')[0]}"]`), path).toHaveCount(1);
    await expect(page.locator('#root[data-hydrated]'), path).toHaveCount(1, { timeout: 15_000 });
    await expect(data(page.getByRole('main')), path).toBeVisible();
    await expectNoLayoutShift(page, path);
    await expectNoAxeViolations(page);
  }
  // Hydrated, the forms are live again.
  await page.goto(portalUrl('employer', '/employees/new'));
  await expect(page.locator('#root[data-hydrated]')).toHaveCount(1, { timeout: 15_000 });
  await expect(page.getByRole('textbox', { name: 'First name' })).not.toHaveAttribute('readonly');
  await expect(page.getByRole('button', { name: 'Add employee' })).toBeEnabled();
  await page.context().close();
});

test("another company's employee is not drawn: the browser's page says it was not found", async ({
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const { page, pages } = await hrAdmin(browser, testInfo, true);
  const employeePath = pages.find(({ path }) => /^\/employees\/\d+$/.test(path))!.path;
  // Harbor's admin opens Acme's employee: the server sends the plain page, the browser's call answers 404.
  const harbor = await browser.newContext();
  const other = await harbor.newPage();
  await other.goto(portalUrl('employer', '/sign-in'));
  await other.getByRole('textbox', { name: 'Email' }).fill(DEMO_EMAILS.employerEdi);
  await other.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await other.getByRole('button', { name: 'Sign in' }).click();
  await expect(other.getByRole('main').getByRole('heading', { level: 1, name: 'Employees' })).toBeVisible();
  await other.goto(portalUrl('employer', employeePath));
  await expect(other.locator('#root[data-prerendered]')).toHaveCount(0);
  await expect(other.getByRole('heading', { level: 1, name: NOT_FOUND_PAGE_TITLE })).toBeVisible();
  await expect(other).toHaveURL(/\/not-found$/);
  await harbor.close();
  await page.context().close();
});
