// Issue 5, as a member uses it: receipts filtered by a family member and a date range (in the URL), an
// appointment's explanation of benefits whose lines add up to its totals, its itemized receipt PDF, a denied
// reimbursement's reason and documents; axe on each screen at 360px and 1280px (the config's two projects).
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { generatedMemberEmail } from '../../apps/server/src/seed/demo-accounts.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { test } from '../support/fixtures.ts';
import { DEMO_EMAILS, expect, memberUrl, signInMember } from '../support/member.ts';

/** The links that open the receipts on screen (a table, its rows stacked on a phone). */
function receiptLinks(page: Page): Locator {
  return page.getByRole('main').getByRole('link', { name: /^(Appointment|Reimbursement|Estimate) of / });
}

/** Waits until the list shows the current filters' page (the previous page stays on screen, aria-busy, meanwhile). */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * Changes the filters, then waits for the receipts answer asked with all of `params` and for the list to show
 * it: without the answer, the previous list could be read in the moment before the new call starts.
 */
async function refiltered(page: Page, params: string[], change: () => Promise<void>): Promise<void> {
  const answered = page.waitForResponse((response) => {
    const url = response.url();
    return url.includes('/api/member/v4/transactions/?') && params.every((param) => url.includes(param));
  });
  await change();
  await answered;
  await settled(page);
}

const dollars = (text: string): number => Math.round(Number(text.replace(/[$,]/g, '')) * 100);

const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

interface PricedLines {
  /** Each line's code and its billed, allowed, plan and member amounts in cents. */
  lines: { code: string; amounts: number[] }[];
  totals: number[];
}

/**
 * The cells of a row as a screen reader reads them: without the column names a phone's stacked rows show
 * beside the values (aria-hidden, packages/ui stacked-table.tsx).
 */
async function spokenCells(row: Locator): Promise<string[]> {
  return row.getByRole('cell').evaluateAll((cells) =>
    cells.map((cell) =>
      [...cell.childNodes]
        .filter((node) => !(node instanceof Element && node.getAttribute('aria-hidden') === 'true'))
        .map((node) => node.textContent ?? '')
        .join('')
        .trim(),
    ),
  );
}

/** An explanation of benefits as shown: one table, its rows stacked blocks on a phone (issue 17 item 16). */
async function pricedLines(page: Page, label: string): Promise<PricedLines> {
  const table = page.getByRole('table', { name: label });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  // cells: code, tooth, billed, allowed, plan, member, reason (the procedure name is the row header)
  const lines = await Promise.all(
    (await table.locator('tbody tr').all()).map(async (row) => {
      const cells = await spokenCells(row);
      return { code: cells[0] ?? '', amounts: cells.slice(2, 6).map(dollars) };
    }),
  );
  const totals = (await spokenCells(table.getByRole('row', { name: /^Total/ }))).slice(0, 4).map(dollars);
  return { lines, totals };
}

/** Shows every kind of receipt (the default 'Appointments' lists visits only, issue 17 item 20). */
async function showAll(page: Page): Promise<void> {
  await refiltered(page, ['view=all'], () =>
    page
      .getByLabel('Show')
      .selectOption('all')
      .then(() => undefined),
  );
  await expect(page).toHaveURL(/view=all/);
}

test('receipts filter by a family member and a date range, kept in the URL', async ({ page }) => {
  await signInMember(page, DEMO_EMAILS.member);
  await page.goto(memberUrl('/transactions'));
  await expect(page.getByRole('heading', { level: 1, name: 'Receipts' })).toBeVisible();
  await expect(receiptLinks(page).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Totals of the filtered receipts' })).toContainText('Total plan paid');
  await expectNoAxeViolations(page);

  const person = page.getByLabel('Family member');
  const emily = await person.locator('option', { hasText: 'Emily' }).getAttribute('value');
  await refiltered(page, [`patient_id=${emily}`], () => person.selectOption(emily ?? '').then(() => undefined));
  await expect(page).toHaveURL(new RegExp(`patient_id=${emily}`));
  await expect(receiptLinks(page).first()).toBeVisible();
  for (const link of await receiptLinks(page).all()) await expect(link).toHaveAccessibleName(/ for Emily/);

  const today = new Date();
  const from = `${today.getUTCFullYear()}-01-01`;
  const to = isoDay(today);
  await refiltered(page, [`patient_id=${emily}`, `date_from=${from}`, `date_to=${to}`], async () => {
    await page.getByLabel('From date').fill(from);
    await page.getByLabel('To date').fill(to);
  });
  await expect(page).toHaveURL(new RegExp(`date_from=${from}.*date_to=${to}`));
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
  // 'Show: Appointments' (the default) lists appointments only (issue 17 item 20).
  await expect(receiptLinks(page).first()).toBeVisible();
  for (const link of await receiptLinks(page).all()) await expect(link).toHaveAccessibleName(/^Appointment of /);
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Appointment of / })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Appointment details' })).toBeVisible();
  // Issue 17 item 24: the practice's phone as people write it.
  await expect(page.getByRole('main')).toContainText(/Phone\s*\([0-9]{3}\) [0-9]{3}-[0-9]{4}/);
  const { lines, totals } = await pricedLines(page, 'Procedures');
  expect(lines.length).toBeGreaterThan(0);
  const sums = [0, 1, 2, 3].map((index) => lines.reduce((sum, line) => sum + (line.amounts[index] ?? 0), 0));
  expect(totals).toEqual(sums);
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
  // One table, its rows stacked on a phone (issue 17 item 16).
  const estimates = page.getByRole('main').getByRole('table', { name: 'Estimates' });
  await expect(estimates.getByRole('link').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await estimates
    .getByRole('link', { name: /^Estimate of .* for Daniel/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Estimate details' })).toBeVisible();
  const { lines, totals } = await pricedLines(page, 'Proposed procedures');
  expect(lines.length).toBeGreaterThan(0);
  expect(totals[0]).toBe(lines.reduce((sum, line) => sum + (line.amounts[0] ?? 0), 0));
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
  await showAll(page);
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Reimbursement of .* for Sophie/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reimbursement details' })).toBeVisible();
  // The seed's newest reimbursement of Sophie: Campus Smiles Dental, in review.
  await expect(page.getByRole('main')).toContainText('Provider');
  await expect(page.getByRole('main')).toContainText(/Submitted|In review|Approved|Paid|Denied/);
  await expect(page.getByRole('main')).toContainText(/Reimbursed\$[0-9,]+\.[0-9]{2}/);
  await expect(
    page.getByRole('list', { name: 'Documents' }).getByRole('link', { name: /^itemized-bill-.*\.pdf$/ }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test("an appointment's itemized receipt downloads as a PDF with its procedure lines and totals", async ({ page }) => {
  await signInMember(page, DEMO_EMAILS.member);
  await page.goto(memberUrl('/transactions'));
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Appointment of / })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Appointment details' })).toBeVisible();
  const code = (await pricedLines(page, 'Procedures')).lines[0]?.code ?? '';
  expect(code).toMatch(/^D[0-9]{4}$/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download receipt' }).click(),
  ]);
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
  await showAll(page);
  // The seed's denied claim of Daniel.
  await page
    .getByRole('main')
    .locator('tr')
    .filter({ hasText: 'Riverside Oral Surgery' })
    .getByRole('link')
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reimbursement details' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText('Denied', { exact: true })).toBeVisible();
  await expect(main.getByText('Reason for denial')).toBeVisible();
  await expect(
    main.getByText('The claim did not include the X-ray the plan needs for a surgical extraction.'),
  ).toBeVisible();
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
