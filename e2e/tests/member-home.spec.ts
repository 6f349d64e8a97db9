// Issue 4, as a member uses it: greeting, plan benefits, family, ID cards, navigation per benefit type,
// healthshare wording; axe on each screen at 360px and 1280px (the config's two projects).
import { readFileSync } from 'node:fs';
import { expectNoAxeViolations } from '../support/axe.ts';
import { test } from '../support/fixtures.ts';
import { DEMO_EMAILS, expect, memberUrl, openNavigation, signInMember } from '../support/member.ts';

// spec §2: the remaining amount is primary (positive), error, secondary or neutral: the theme's colours.
const PRIMARY = 'rgb(11, 107, 115)';

test('home greets the member, shows the plan benefits with coloured remaining amounts and the family', async ({
  page,
}) => {
  await signInMember(page, DEMO_EMAILS.member);
  await expect(page.getByRole('banner').getByText('Hi, Daniel')).toBeVisible();
  const table = page.getByRole('table', { name: 'Plan benefits' });
  await expect(table.getByRole('rowheader')).toHaveText([
    'Individual (annual max)',
    'Family (annual max)',
    'Ortho (lifetime max)',
  ]);
  for (const row of await table.getByRole('row').all()) {
    const cells = row.getByRole('cell');
    if ((await cells.count()) === 0) continue; // the header row
    await expect(cells.nth(0)).toHaveText(/^\$[0-9,]+\.[0-9]{2}$/);
    const remaining = cells.nth(2);
    await expect(remaining).toHaveText(/^-?\$[0-9,]+\.[0-9]{2}$/);
    const value = Number((await remaining.innerText()).replace(/[$,]/g, ''));
    if (value > 0) await expect(remaining).toHaveCSS('color', PRIMARY);
  }
  const members = page.getByRole('list', { name: 'Members on your plan' }).getByRole('listitem');
  await expect(members.getByRole('heading')).toHaveText(['Daniel J.', 'Emily R.', 'Lucas', 'Sophie']);
  await expect(members.first()).toContainText('Primary (you)');
  await expect(members.nth(3)).toContainText('Adult Dependent');
  await expect(members.first()).toContainText('Benefit type: Individual');
  await expectNoAxeViolations(page);
});

test('the ID card downloads as a PDF that holds the member id, and shows on screen', async ({ page }) => {
  await signInMember(page, DEMO_EMAILS.member);
  const card = page.getByRole('group', { name: /ID card of Daniel/ });
  await expect(card).toBeVisible();
  const memberId = (await card.getByRole('definition').nth(1).innerText()).trim();
  expect(memberId).toMatch(/^[0-9]{9}$/);
  const pdfLink = page.getByRole('link', { name: 'Download PDF', exact: true });
  const href = await pdfLink.getAttribute('href');
  const response = await page.request.get(memberUrl(href ?? ''));
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  const [download] = await Promise.all([page.waitForEvent('download'), pdfLink.click()]);
  const bytes = readFileSync(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.toString('latin1')).toContain(memberId);
  const png = await page.request.get(
    memberUrl((await page.getByRole('link', { name: 'Download PNG', exact: true }).getAttribute('href')) ?? ''),
  );
  expect(png.headers()['content-type']).toContain('image/png');
});

test('the side navigation follows the benefit type (spec §2, §6)', async ({ page, allowConsoleError }) => {
  // Clearing the cookies of a live page ends its session on purpose: a call it still makes before the next
  // sign-in (the unread count, the past-due check of the navigation) is answered 401.
  allowConsoleError(/status of 401/);
  await signInMember(page, DEMO_EMAILS.member);
  let nav = await openNavigation(page);
  await expect(nav.getByRole('link', { name: 'PriceCheck' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Shop dental plans' })).toBeVisible();
  await expect(nav.getByRole('link')).toHaveText([
    'Home',
    'My Plan',
    'Receipts',
    'PriceCheck',
    'Estimates',
    'Shop dental plans',
    'Help and support',
  ]);

  await page.context().clearCookies();
  await signInMember(page, DEMO_EMAILS.inOffice);
  nav = await openNavigation(page);
  await expect(nav.getByRole('link', { name: 'Estimates' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Shop dental plans' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'PriceCheck' })).toHaveCount(0);

  await page.context().clearCookies();
  await signInMember(page, DEMO_EMAILS.employee);
  nav = await openNavigation(page);
  await expect(nav.getByRole('link', { name: 'PriceCheck' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Shop dental plans' })).toHaveCount(0);
});

test('a healthshare member reads membership, head of household and affiliation (spec §1)', async ({ page }) => {
  await signInMember(page, DEMO_EMAILS.healthshare);
  await expect(page.getByRole('table', { name: 'Membership benefits' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Membership benefits' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Members on your membership' }).getByRole('listitem').first(),
  ).toContainText('Head of household (you)');
  const card = page.getByRole('group', { name: /ID card of/ });
  await expect(card.getByText('Membership', { exact: true })).toBeVisible();
  await expect(card.getByText('Affiliation', { exact: true })).toBeVisible();
  const nav = await openNavigation(page);
  await expect(nav.getByRole('link', { name: /Membership/ })).toBeVisible();
  await nav.getByRole('link', { name: /Membership/ }).click();
  await expect(page.getByText('Minimum affiliation')).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(/\b(plan|primary|network)\b/i);
  await expectNoAxeViolations(page);
});

for (const [path, heading] of [
  ['/plan-details', 'My Plan'],
  ['/my-account', 'My account'],
  ['/notifications', 'Notifications'],
  ['/help-support', 'Help and support'],
] as const) {
  test(`${path} is accessible`, async ({ page }) => {
    await signInMember(page, DEMO_EMAILS.member);
    await page.goto(memberUrl(path));
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0); // loaded
    await expectNoAxeViolations(page);
  });
}

test('the header: Submit a claim opens the form in a new window, Find a Dentist, Notifications and the account menu', async ({
  page,
}) => {
  await signInMember(page, DEMO_EMAILS.member);
  const claim = page.getByRole('link', { name: 'Submit a claim (opens in a new window)' });
  await expect(claim).toHaveAttribute('target', '_blank');
  await expect(claim).toHaveAttribute('rel', 'noopener');
  await expect(page.getByRole('link', { name: 'Find a Dentist' })).toHaveAttribute('href', '/find-dentist');
  await expect(page.getByRole('link', { name: /^Notifications, [0-9]+ unread$/ })).toBeVisible();
  await page.getByRole('button', { name: 'My account', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'My account' });
  const menu = dialog.getByRole('navigation', { name: 'My account' });
  await expect(dialog.getByText('member@example.com')).toBeVisible();
  await expectNoAxeViolations(page);
  await menu.getByRole('link', { name: 'My account' }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await page.getByRole('button', { name: 'My account', exact: true }).click();
  await expect(menu.getByRole('link', { name: 'My account' })).toHaveAttribute('aria-current', 'page');
  await menu.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(memberUrl('/sign-in'));
});

test('opening an unread notification marks it read and lowers the unread badge', async ({ page }) => {
  await signInMember(page, DEMO_EMAILS.member);
  await page.goto(memberUrl('/notifications'));
  const lead = page.getByRole('main').getByText(/^You have ([0-9]+|no) unread/);
  const count = async () => Number(/You have ([0-9]+) unread/.exec(await lead.innerText())?.[1] ?? 0);
  await expect(lead).toBeVisible();
  const before = await count();
  expect(before).toBeGreaterThan(0);
  await expect(page.getByRole('link', { name: `Notifications, ${before} unread` })).toBeVisible();
  await page
    .getByRole('button', { name: /^Unread/ })
    .first()
    .click();
  await expect.poll(count).toBeLessThan(before);
  const after = await count();
  await expect(
    page.getByRole('link', { name: after > 0 ? `Notifications, ${after} unread` : 'Notifications', exact: true }),
  ).toBeVisible();
});
