// Issue 5, as a member uses it: receipts filtered by a family member and a date range (in the URL), an
// appointment's explanation of benefits whose lines add up to its totals, its itemized receipt PDF, a denied
// reimbursement's reason and documents; axe on each screen at 360px and 1280px (the config's two projects).
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { generatedMemberEmail } from '../../apps/server/src/seed/demo-accounts.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { test } from '../support/fixtures.ts';
import { DEMO_EMAILS, expect, memberUrl, signInMember } from '../support/member.ts';

/** The links that open the receipts on screen (table on desktop, cards on a phone). */
function receiptLinks(page: Page): Locator {
  return page.getByRole('main').getByRole('link', { name: /^(Appointment|Reimbursement|Estimate) of / });
}

/** Waits until the list shows the current filters' page (the previous page stays on screen, aria-busy, meanwhile). */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
}

const dollars = (text: string): number => Math.round(Number(text.replace(/[$,]/g, '')) * 100);

const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

test('receipts filter by a family member and a date range, kept in the URL', async ({ page }) => {
  await signInMember(page, DEMO_EMAILS.member);
  await page.goto(memberUrl('/transactions'));
  await expect(page.getByRole('heading', { level: 1, name: 'Receipts' })).toBeVisible();
  await expect(receiptLinks(page).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Totals of the filtered receipts' })).toContainText('Total plan paid');
  await expectNoAxeViolations(page);

  const person = page.getByLabel('Family member');
  const emily = await person.locator('option', { hasText: 'Emily' }).getAttribute('value');
  await person.selectOption(emily ?? '');
  await expect(page).toHaveURL(new RegExp(`patient_id=${emily}`));
  await settled(page);
  await expect(receiptLinks(page).first()).toBeVisible();
  for (const link of await receiptLinks(page).all()) await expect(link).toHaveAccessibleName(/ for Emily/);

  const today = new Date();
  const from = `${today.getUTCFullYear()}-01-01`;
  const to = isoDay(today);
  await page.getByLabel('From date').fill(from);
  await page.getByLabel('To date').fill(to);
  await expect(page).toHaveURL(new RegExp(`date_from=${from}.*date_to=${to}`));
  await settled(page);
  await expect(receiptLinks(page).first()).toBeVisible();
  for (const link of await receiptLinks(page).all()) {
    await expect(link).toHaveAccessibleName(/ for Emily/);
    const day = isoDay(new Date(`${await link.innerText()} UTC`));
    expect(day >= from && day <= to).toBe(true);
  }

  // An empty range says so; the back button brings the previous filters back.
  await page.getByLabel('From date').fill('2001-01-01');
  await page.getByLabel('To date').fill('2001-01-02');
  await expect(page.getByText('No results found')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`date_from=2001-01-01.*date_to=${to}`));
});

test("an appointment's lines add up to the totals shown", async ({ page }) => {
  await signInMember(page, DEMO_EMAILS.member);
  await page.goto(memberUrl('/transactions'));
  await page.getByRole('main').getByRole('link', { name: /^Appointment of / }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Appointment details' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Procedures' });
  await expect(table).toBeVisible();
  const sums = [0, 0, 0, 0];
  const rows = table.locator('tbody tr');
  expect(await rows.count()).toBeGreaterThan(0);
  for (const row of await rows.all()) {
    const cells = row.getByRole('cell');
    // cells: code, tooth, billed, allowed, plan, member, reason (the procedure name is the row header)
    for (let index = 0; index < 4; index += 1) sums[index] = (sums[index] ?? 0) + dollars(await cells.nth(2 + index).innerText());
  }
  const totals = table.getByRole('row', { name: /^Total/ }).getByRole('cell');
  const shown = await Promise.all([0, 1, 2, 3].map(async (index) => dollars(await totals.nth(index).innerText())));
  expect(shown).toEqual(sums);
  await expect(page.getByRole('heading', { name: 'Payments made' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("another household's appointment is not found", async ({ browser, page, allowConsoleError }) => {
  allowConsoleError(/404/);
  // An appointment of another (generated) household, read in its own member's session (a separate context).
  const theirContext = await browser.newContext();
  const theirPage = await theirContext.newPage();
  await signInMember(theirPage, generatedMemberEmail(3));
  const theirs = await theirPage.request.get(memberUrl('/api/member/v4/transactions/?view=appointments&page_size=1'));
  const body = (await theirs.json()) as { data: { id: number }[] };
  await theirContext.close();
  const id = body.data[0]?.id;
  expect(id, 'the generated household has a visit').toBeDefined();
  await signInMember(page, DEMO_EMAILS.member);
  await page.goto(memberUrl(`/transactions-appointment-details/${id}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/not found/i);
});

test('an estimate shows its re-priced lines, valid until and status', async ({ page }) => {
  await signInMember(page, DEMO_EMAILS.member);
  await page.goto(memberUrl('/estimates'));
  await expect(page.getByRole('heading', { level: 1, name: 'Estimates' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Estimates' });
  await expect(table.getByRole('link').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await table.getByRole('link', { name: /^Estimate of .* for Daniel/ }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Estimate details' })).toBeVisible();
  const lines = page.getByRole('table', { name: 'Proposed procedures' });
  await expect(lines.locator('tbody tr').first()).toBeVisible();
  await expect(lines.getByRole('row', { name: /^Total/ })).toContainText('$');
  await expect(page.getByText('Priced on')).toBeVisible();
  await expect(page.getByText('Valid until')).toBeVisible();
  await expect(page.getByRole('main').getByText(/^(Open|Expired)$/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a reimbursement shows its provider, status, amounts and documents', async ({ page }) => {
  await signInMember(page, DEMO_EMAILS.member);
  await page.goto(memberUrl('/transactions'));
  const person = page.getByLabel('Family member');
  const sophie = await person.locator('option', { hasText: 'Sophie' }).getAttribute('value');
  await person.selectOption(sophie ?? '');
  await expect(page).toHaveURL(new RegExp(`patient_id=${sophie}`));
  await settled(page);
  await page.getByRole('main').getByRole('link', { name: /^Reimbursement of .* for Sophie/ }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reimbursement details' })).toBeVisible();
  // The seed's newest reimbursement of Sophie: Campus Smiles Dental, in review.
  await expect(page.getByRole('main')).toContainText('Provider');
  await expect(page.getByRole('main')).toContainText(/Submitted|In review|Approved|Paid|Denied/);
  await expect(page.getByRole('main')).toContainText(/Reimbursed\$[0-9,]+\.[0-9]{2}/);
  await expect(page.getByRole('list', { name: 'Documents' }).getByRole('link', { name: /^itemized-bill-.*\.pdf$/ })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("an appointment's itemized receipt downloads as a PDF with its procedure lines and totals", async ({ page }) => {
  await signInMember(page, DEMO_EMAILS.member);
  await page.goto(memberUrl('/transactions'));
  await page.getByRole('main').getByRole('link', { name: /^Appointment of / }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Appointment details' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Procedures' });
  // The procedure code is the first cell of each line (the name is the row header).
  const code = (await table.locator('tbody tr').first().getByRole('cell').first().innerText()).trim();
  expect(code).toMatch(/^D[0-9]{4}$/);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download receipt' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^receipt-[0-9]{4}-[0-9]{2}-[0-9]{2}-[0-9]+\.pdf$/);
  const bytes = readFileSync(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(2_000);
  // Its text is written uncompressed: the title, the visit's procedure code and the totals are in the bytes.
  const text = bytes.toString('latin1');
  expect(text).toContain('(Itemized receipt) Tj');
  expect(text).toContain(`(${code}) Tj`);
  expect(text).toContain('(Totals) Tj');
  expect(text).toContain('(Payments made) Tj');
  await expectNoAxeViolations(page);
});

test('a denied reimbursement shows why, and its documents download', async ({ page }) => {
  await signInMember(page, DEMO_EMAILS.member);
  await page.goto(memberUrl('/transactions'));
  const person = page.getByLabel('Family member');
  const daniel = await person.locator('option', { hasText: 'Daniel' }).getAttribute('value');
  await person.selectOption(daniel ?? '');
  await expect(page).toHaveURL(new RegExp(`patient_id=${daniel}`));
  await settled(page);
  // The seed's denied claim of Daniel (a table row on a desktop, a card on a phone).
  await page.getByRole('main').locator('tr, li').filter({ hasText: 'Riverside Oral Surgery' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reimbursement details' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText('Denied', { exact: true })).toBeVisible();
  await expect(main.getByText('Reason for denial')).toBeVisible();
  await expect(main.getByText('The claim did not include the X-ray the plan needs for a surgical extraction.')).toBeVisible();
  const documents = page.getByRole('list', { name: 'Documents' });
  await expect(documents.getByRole('listitem').first()).toContainText(/PDF · [0-9.]+ (bytes|KB)/);
  const link = documents.getByRole('link').first();
  const name = (await link.innerText()).trim();
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(name);
  const bytes = readFileSync(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expectNoAxeViolations(page);
});
