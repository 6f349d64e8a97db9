// Issue 17, decisions 0031 and 0034: a signed-in page opened first comes drawn by the server with its data,
// and the browser hydrates it with the same answers: no loading state, and none of its calls made again.
import type { Browser, Page } from '@playwright/test';
import { test } from '../support/fixtures.ts';
import { DEMO_EMAILS, expect, memberUrl, signInMember } from '../support/member.ts';

test('the home opened with a session comes drawn with its benefits and hydrates without calling them again', async ({
  page,
}) => {
  await signInMember(page, DEMO_EMAILS.member);
  // The sign-in's own home finishes first: its calls, answered, are not counted with the next load's.
  await expect(page.getByRole('table', { name: 'Plan benefits' })).toBeVisible();
  await expect(page.getByRole('group', { name: /ID card of Daniel/ })).toBeVisible();
  // The sign-in's page unloaded before counting starts: a call it still makes (a late refetch) cannot be
  // counted with the next load's.
  await page.goto('about:blank');
  // From the first byte of the next load: did a loading state of the home's benefits ever enter the page?
  await page.addInitScript(() => {
    const seen = { loading: false };
    (window as unknown as { firstScreen: typeof seen }).firstScreen = seen;
    new MutationObserver(() => {
      if (document.querySelector('[role="status"][aria-label="Loading plan benefits"]')) seen.loading = true;
    }).observe(document, { childList: true, subtree: true });
  });
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/member/')) calls.push(path);
  });
  const response = await page.goto(memberUrl('/'));
  // Drawn at the server: the page carries the member's data, and no cache may keep it.
  expect(response?.headers()['cache-control']).toBe('no-store, private');
  expect(await response?.text()).toContain('Plan benefits');
  await expect(page.locator('#root[data-prerendered="/"]')).toHaveCount(1);
  await expect(page.getByRole('table', { name: 'Plan benefits' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Members on your plan' })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { firstScreen: { loading: boolean } }).firstScreen.loading),
  ).toBe(false);
  await expect(page.getByRole('group', { name: /ID card of Daniel/ })).toBeVisible();
  // The server made the first screen's calls through the API's own handlers, the header's (plan purchases
  // presence) and the ID cards' files among them; the browser took every answer from the page and, once
  // hydrated, asks for nothing: a call answered after hydration re-rendered the header and the page under it.
  await expect(page.locator('#root[data-hydrated]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  expect(calls).toEqual([]);
});

/** The page at `path` as the browser has it before any script has run: the member's session, scripts off. */
async function drawnOnly(
  browser: Browser,
  page: Page,
  path: string,
): Promise<{ bare: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
    viewport: page.viewportSize(),
  });
  const bare = await context.newPage();
  await bare.goto(memberUrl(path));
  await expect(bare.locator(`#root[data-prerendered="${path.split('?')[0]}"]`)).toHaveCount(1);
  return { bare, close: () => context.close() };
}

test('find a dentist comes drawn, its form waits for React, and a zip typed at once is searched', async ({
  browser,
  page,
}, testInfo) => {
  await signInMember(page, DEMO_EMAILS.member);
  // Decisions 0008 and 0034: before the script runs, nothing typed can be dropped and nothing can be sent
  // natively: the fields take no typing and the buttons are disabled.
  const { bare, close } = await drawnOnly(browser, page, '/find-dentist');
  await expect(bare.getByRole('heading', { level: 1, name: 'Find a Dentist' })).toBeVisible();
  await expect(bare.getByRole('textbox', { name: 'Zip code' })).not.toBeEditable();
  await expect(bare.getByRole('button', { name: 'Search', exact: true })).toBeDisabled();
  // The filters' layout is CSS's (not useMediaQuery's): right for the width from the first paint.
  const phone = testInfo.project.name.startsWith('phone');
  await expect(bare.getByRole('button', { name: /^Filters/ })).toBeVisible({ visible: phone });
  await expect(bare.getByRole('group', { name: 'Filters' })).toBeVisible({ visible: !phone });
  await close();

  // With scripts: the same page hydrates (a mismatch is a console error, which fails the test), and a zip
  // typed as soon as the field takes it is searched, not lost.
  await page.goto(memberUrl('/find-dentist'));
  await expect(page.locator('#root[data-prerendered="/find-dentist"]')).toHaveCount(1);
  const zip = page.getByRole('textbox', { name: 'Zip code' });
  await zip.fill('78701');
  await zip.press('Enter');
  await expect(page).toHaveURL(/zip=78701/);
  await expect(page.getByRole('list', { name: 'Dentists found' }).locator(':scope > li').first()).toBeVisible();
  await expect(page.getByRole('group', { name: /^Map of the \d+ dentists listed$/ })).toBeVisible();
});

test('find a dentist opened with a search comes drawn with its results and hydrates without searching again', async ({
  page,
}) => {
  await signInMember(page, DEMO_EMAILS.member);
  await page.goto('about:blank');
  const searches: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.includes('/dentist-search/')) searches.push(request.url());
  });
  const response = await page.goto(memberUrl('/find-dentist?zip=78701'));
  expect(response?.headers()['cache-control']).toBe('no-store, private');
  // The results and the map are in the page's first bytes.
  const html = (await response?.text()) ?? '';
  expect(html).toContain('aria-label="Dentists found"');
  expect(html).toMatch(/aria-label="Map of the \d+ dentists listed"/);
  // Drawn at rest: the answers count fresh at the server as in the browser (a stale one drew it busy).
  expect(html).not.toContain('aria-busy="true"');
  await expect(page.locator('#root[data-prerendered="/find-dentist"]')).toHaveCount(1);
  await expect(page.getByRole('textbox', { name: 'Zip code' })).toBeEditable();
  await expect(page.getByRole('list', { name: 'Dentists found' }).locator(':scope > li').first()).toBeVisible();
  expect(searches).toEqual([]);
});

/** The other drawn pages with a form on their first screen: what the form's guard holds until hydrated. */
const FORM_PAGES = [
  {
    path: '/price-check',
    email: DEMO_EMAILS.member,
    heading: 'PriceCheck',
    field: (page: Page) => page.getByRole('textbox', { name: 'Zip code' }),
    held: (page: Page) => [page.getByRole('combobox', { name: 'Procedures' })],
    submit: 'Check prices',
  },
  {
    path: '/in-office-plans',
    email: DEMO_EMAILS.inOffice,
    heading: 'Shop dental plans',
    field: (page: Page) => page.getByRole('textbox', { name: 'Zip' }),
    held: (page: Page) => [page.getByRole('combobox', { name: 'Practice' })],
    submit: 'Search',
  },
];

for (const form of FORM_PAGES) {
  test(`${form.path} comes drawn, its form waits for React, and what is typed at once is kept`, async ({
    browser,
    page,
  }) => {
    await signInMember(page, form.email);
    // Decisions 0008 and 0034: before the script runs, nothing typed can be dropped and nothing sent natively.
    const { bare, close } = await drawnOnly(browser, page, form.path);
    await expect(bare.getByRole('heading', { level: 1, name: form.heading })).toBeVisible();
    await expect(form.field(bare)).not.toBeEditable();
    for (const held of form.held(bare)) await expect(held).not.toBeEditable();
    await expect(bare.getByRole('button', { name: form.submit, exact: true })).toBeDisabled();
    await close();

    // With scripts: the same page hydrates (a mismatch is a console error, which fails the test) and takes
    // typing as soon as the field does.
    await page.goto(memberUrl(form.path));
    await expect(page.locator(`#root[data-prerendered="${form.path}"]`)).toHaveCount(1);
    await form.field(page).fill('73301');
    await expect(form.field(page)).toHaveValue('73301');
    await expect(page.getByRole('button', { name: form.submit, exact: true })).toBeEnabled();
  });
}
