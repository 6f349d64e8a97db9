// Issue 17 (phone speed), decision 0034: receipts and estimates come drawn at the server with their data. Their
// lists are one table that CSS stacks on a phone (issue 17 item 16), so the page as drawn, before any script
// runs, has the phone's layout at 360 px and the table at 1280 px (the config's two projects); the browser
// then hydrates it with the same answers, the receipts filters read from the address at the server.
import type { Browser, Page, TestInfo } from '@playwright/test';
import { test } from '../support/fixtures.ts';
import { DEMO_EMAILS, expect, memberUrl, signInMember } from '../support/member.ts';
import { expectNoSidewaysScroll } from '../support/page-checks.ts';

const onPhone = (testInfo: TestInfo): boolean => testInfo.project.name.startsWith('phone');

/** A page of a signed-in member's context with JavaScript off: what the server drew, and nothing more. */
async function withoutScripts(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const signingIn = await browser.newContext();
  await signInMember(await signingIn.newPage(), DEMO_EMAILS.member);
  const storageState = await signingIn.storageState();
  await signingIn.close();
  const { viewport, isMobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({ storageState, viewport, isMobile, hasTouch, javaScriptEnabled: false });
  return context.newPage();
}

for (const [path, name, column] of [
  ['/transactions', 'Receipts', 'Your share'],
  ['/estimates', 'Estimates', 'You pay (estimated)'],
] as const) {
  test(`${path} as the server draws it: its list, stacked on a phone, no sideways scroll (no script run)`, async ({
    browser,
  }, testInfo) => {
    const page = await withoutScripts(browser, testInfo);
    const response = await page.goto(memberUrl(path));
    expect(response?.headers()['cache-control']).toBe('no-store, private');
    await expect(page.locator(`#root[data-prerendered="${path}"]`)).toHaveCount(1);
    const table = page.getByRole('main').getByRole('table', { name });
    const row = table.locator('tbody tr').first();
    await expect(row.getByRole('link')).toBeVisible();
    await expectNoSidewaysScroll(page);
    // The column's name beside each value on a phone (the header row is for screen readers only there).
    const label = row.locator('[aria-hidden="true"]', { hasText: column });
    const header = table.getByRole('columnheader', { name: column, exact: true });
    if (onPhone(testInfo)) {
      await expect(label).toBeVisible();
      const box = await row.boundingBox();
      expect(box?.width ?? Infinity).toBeLessThanOrEqual(360);
      expect((await header.boundingBox())?.width).toBeLessThanOrEqual(1);
    } else {
      await expect(label).toBeHidden();
      await expect(header).toBeVisible();
    }
    if (path === '/transactions') {
      // A filter changed before React takes the form over would be undone: the drawn form waits (inert).
      await expect(page.locator('form[aria-label="Filter receipts"]')).toHaveAttribute('inert', '');
    }
    await page.context().close();
  });
}

test('receipts drawn with the filters of the address hydrate without calling again, then filter', async ({ page }) => {
  await signInMember(page, DEMO_EMAILS.member);
  await page.goto(memberUrl('/transactions'));
  const person = page.getByLabel('Family member');
  await expect(person.locator('option', { hasText: 'Emily' })).toHaveCount(1);
  const emily = await person.locator('option', { hasText: 'Emily' }).getAttribute('value');
  expect(emily, 'the demo household has Emily').toBeTruthy();
  await page.goto('about:blank');
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/member/')) calls.push(url.pathname);
  });
  const response = await page.goto(memberUrl(`/transactions?view=all&patient_id=${emily}`));
  expect(response?.headers()['cache-control']).toBe('no-store, private');
  await expect(page.locator('#root[data-prerendered="/transactions"]')).toHaveCount(1);
  const links = page.getByRole('main').getByRole('link', { name: /^(Appointment|Reimbursement|Estimate) of / });
  await expect(links.first()).toBeVisible();
  for (const link of await links.all()) await expect(link).toHaveAccessibleName(/ for Emily/);
  // Hydrated (a mismatch is a console error, which fails the test): the form is live and shows the address's filters.
  const form = page.getByRole('search', { name: 'Filter receipts' });
  await expect(form).not.toHaveAttribute('inert');
  await expect(page.getByLabel('Show')).toHaveValue('all');
  await expect(page.getByLabel('Family member')).toHaveValue(emily ?? '');
  await expectNoSidewaysScroll(page);
  for (const call of [
    '/api/member/v4/transactions/',
    '/api/member/v4/family-members/',
    '/api/member/v4/user/',
    '/api/member/v4/benefit/',
  ]) {
    expect(
      calls.filter((path) => path === call),
      call,
    ).toHaveLength(0);
  }
  // The page is the browser's now: a filter changed asks for the new list.
  const answered = page.waitForResponse((answer) => answer.url().includes('view=appointments'));
  await page.getByLabel('Show').selectOption('appointments');
  await answered;
  // Appointments is the default view: the address keeps the family member and drops the view.
  await expect(page).toHaveURL(new RegExp(`/transactions\\?patient_id=${emily}$`));
});
