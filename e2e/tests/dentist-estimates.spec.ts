// Issue 16 item 5 across two portals: the front desk creates an estimate for member@example.com's spouse and
// sends it; the member, signed in in another browser context, sees it in Estimates with the same shares and one
// more unread notification; the front desk then records it as a visit. At 360px and 1280px (the config's two
// projects), axe clean. Both projects use the same spouse on the one server, as the visit journey does: the part
// from the estimate's pricing to the visit is held under that journey's lock, so no other visit of the household
// lands between the practice's pricing and the member's re-pricing.
import { mkdirSync, rmSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FamilyMembersResponse } from '../../packages/domain/src/api/family.ts';
import { DEMO_PASSWORD } from '../support/demo-accounts.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expectNoSidewaysScroll } from '../support/page-checks.ts';
import { E2E_BASE_PORT, portalUrl } from '../support/portals.ts';
import { test } from '../support/fixtures.ts';
import { DEMO_EMAILS, expect, memberUrl, openNavigation, signInMember } from '../support/member.ts';

/** Runs `work` while no other worker of this run holds the lock (mkdir is atomic). */
async function withLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  const dir = join(tmpdir(), `e2e-${E2E_BASE_PORT}-${name}.lock`);
  const until = Date.now() + 110_000;
  for (;;) {
    try {
      mkdirSync(dir);
      break;
    } catch {
      if (Date.now() > until) throw new Error(`lock ${dir} held too long`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const dollars = (text: string) => Math.round(Number(text.replace(/[$,\s]/g, '')) * 100);

/** The member home's Family remaining (cents), fresh from the server. */
async function familyRemaining(page: Page): Promise<number> {
  await page.goto(memberUrl('/'));
  const row = page.getByRole('table', { name: 'Plan benefits' }).getByRole('row', { name: /^Family/ });
  const remaining = row.getByRole('cell').nth(2);
  await expect(remaining).toHaveText(/^-?\$[0-9,]+\.[0-9]{2}$/);
  return dollars(await remaining.innerText());
}

test('an estimate sent by the front desk is in the member’s Estimates, then becomes a visit', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const memberContext = await browser.newContext({ viewport: page.viewportSize() });
  const memberPage = await memberContext.newPage();
  await signInMember(memberPage, DEMO_EMAILS.member);
  const family = (
    (await (await memberPage.request.get(memberUrl('/api/member/v4/family-members/'))).json()) as FamilyMembersResponse
  ).data;
  const spouse = family.find((person) => person.relationship === 'Spouse');
  expect(spouse).toBeDefined();
  const spouseName = `${spouse!.first_name} ${spouse!.last_name}`;
  const unread = async () =>
    (
      (await (await memberPage.request.get(memberUrl('/api/member/v4/unread/'))).json()) as {
        data: { total_unread_count: number };
      }
    ).data.total_unread_count;

  await page.goto(portalUrl('dentist', '/sign-in'));
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_EMAILS.frontDesk);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await (await openNavigation(page)).getByRole('link', { name: 'Eligibility' }).click();
  await page.getByRole('textbox', { name: 'or Last name' }).fill(spouse!.last_name);
  await page.getByLabel('Date of birth').fill(spouse!.date_of_birth);
  await page.getByLabel('Date of birth').press('Enter');
  const card = page.getByRole('article', { name: spouseName });
  await expect(card.getByText('Eligible', { exact: true })).toBeVisible();
  await card.getByRole('link', { name: 'Create an estimate' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Create an estimate' })).toBeVisible();
  await expect(page.getByText(spouseName)).toBeVisible();

  await withLock('member-visit-journey', async () => {
    const lines: [string, string?, string?][] = [['D1110'], ['D2391', '30', 'O']];
    for (const [index, [code, tooth, surfaces]] of lines.entries()) {
      const n = index + 1;
      if (n > 1) await page.getByRole('button', { name: 'Add a procedure' }).click();
      await page.getByRole('combobox', { name: `Procedure ${n}` }).fill(code);
      await page.getByRole('option', { name: new RegExp(`^${code} `) }).click();
      if (tooth) await page.getByRole('textbox', { name: `Tooth ${n}` }).fill(tooth);
      if (surfaces) await page.getByRole('textbox', { name: `Surfaces ${n}` }).fill(surfaces);
      await expect(page.getByTestId(`line-${n}-shares`)).toContainText('Plan $');
    }
    const totals = page.getByTestId('estimate-totals');
    await expect(totals).toHaveText(/^Total: fee \$[0-9,.]+, plan pays \$[0-9,.]+, patient pays \$[0-9,.]+$/);
    const typed = (await totals.innerText()).match(/plan pays (\$[0-9,.]+), patient pays (\$[0-9,.]+)/);
    const [planShown, patientShown] = [typed![1]!, typed![2]!];
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);

    const familyBefore = await familyRemaining(memberPage);
    await page.getByRole('button', { name: 'Save estimate' }).click();
    await expect(page).toHaveURL(/\/estimates\/[0-9]+$/);
    const estimateId = page.url().split('/').at(-1)!;
    await expect(page.getByRole('heading', { level: 1, name: `Estimate for ${spouseName}` })).toBeVisible();
    await expect(page.getByTestId('estimate-details-totals')).toContainText(
      `plan pays ${planShown}, patient pays ${patientShown}`,
    );
    const unreadBefore = await unread();
    await page.getByRole('button', { name: 'Send estimate' }).click();
    await expect(page.getByRole('button', { name: 'Send estimate' })).toBeHidden();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);

    // The member sees it at once, re-priced against today's accumulators: the same shares.
    expect(await unread()).toBe(unreadBefore + 1);
    await memberPage.goto(memberUrl('/estimates'));
    const link = memberPage.locator(`a[href$="/estimates-estimate-details/${estimateId}"]`).first();
    await expect(link).toBeVisible();
    await expectNoAxeViolations(memberPage);
    await link.click();
    await expect(memberPage.getByRole('main')).toContainText(planShown);
    await expect(memberPage.getByRole('main')).toContainText(patientShown);
    await expect(
      memberPage.getByRole('banner').getByRole('link', { name: `Notifications, ${unreadBefore + 1} unread` }),
    ).toBeVisible();

    // The patient goes ahead: the front desk records it as a visit in one step.
    for (const picker of ['Dentist', 'Location']) {
      const select = page.getByRole('combobox', { name: picker });
      if ((await select.innerText()).trim() === '' || (await select.innerText()).trim() === '​') {
        await select.click();
        await page.getByRole('option').first().click();
      }
    }
    await page.getByRole('button', { name: 'Record as visit' }).click();
    await expect(page).toHaveURL(/\/visits\/[0-9]+$/);
    await expect(page.getByRole('heading', { level: 1, name: `Visit of ${spouseName}` })).toBeVisible();
    await expect(page.getByTestId('visit-details-totals')).toContainText(
      `plan pays ${planShown}, patient pays ${patientShown}`,
    );
    const visitId = page.url().split('/').at(-1)!;
    expect(await familyRemaining(memberPage)).toBe(familyBefore - dollars(planShown));

    // Issue 26 item 12: the converted estimate links its visit, axe clean at both widths.
    await page.goto(portalUrl('dentist', `/estimates/${estimateId}`));
    await expect(page.getByRole('link', { name: 'open the visit' })).toHaveAttribute('href', `/visits/${visitId}`);
    await expectNoAxeViolations(page);

    // Issue 26 items 3 and 5: the member's accepted estimate keeps the figures it was accepted with and links the
    // visit's receipt; the receipts list says what is due, not that it was paid.
    const main = memberPage.getByRole('main');
    await memberPage.goto(memberUrl(`/estimates-estimate-details/${estimateId}`));
    await expect(main).toContainText('Accepted');
    await expect(main).toContainText(planShown);
    await expect(main).toContainText(patientShown);
    await expectNoAxeViolations(memberPage);
    await main.getByRole('link', { name: "Open the visit's receipt" }).click();
    await expect(memberPage.getByRole('heading', { level: 1, name: 'Appointment details' })).toBeVisible();
    await expect(main).toContainText(patientShown);
    await memberPage.goto(memberUrl('/transactions'));
    const receiptRow = main
      .getByRole('row')
      .filter({ has: memberPage.locator(`a[href$="/transactions-appointment-details/${visitId}"]`) });
    await expect(receiptRow).toContainText(dollars(patientShown) > 0 ? `Balance due ${patientShown}` : 'Nothing due');

    // Issue 26 items 1 and 2: the front desk voids the visit, after a question; for the member it counts nowhere.
    await page.goto(portalUrl('dentist', `/visits/${visitId}`));
    const voidForm = page.getByRole('form', { name: 'Void visit' });
    await voidForm.getByRole('textbox', { name: 'Reason' }).fill('Recorded on the wrong day');
    await voidForm.getByRole('button', { name: 'Void visit' }).click();
    await page.getByRole('dialog', { name: 'Void this visit?' }).getByRole('button', { name: 'Void visit' }).click();
    await expect(page.getByText(/: Recorded on the wrong day$/)).toBeVisible();
    await memberPage.goto(memberUrl(`/transactions-appointment-details/${visitId}`));
    await expect(main).toContainText('Voided');
    await expect(main.locator('dt', { hasText: 'Balance due' }).locator('+ dd')).toHaveText('$0.00');
    expect(await familyRemaining(memberPage)).toBe(familyBefore);
  });
  await memberContext.close();
});
