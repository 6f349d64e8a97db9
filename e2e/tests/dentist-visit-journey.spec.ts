// Issue 16 item 4 "Done when", across two portals: the front desk checks eligibility for member@example.com's
// spouse, records a visit of three lines (priced in the browser as typed), and the member, signed in in another
// browser context, sees the receipt with the same shares to the cent, the family's remaining benefit on the home
// lowered by the plan's share, and one more unread notification. At 360px and 1280px (the config's two
// projects), axe clean. Both projects record a visit for the same spouse on the one server: the part that
// reads the member's numbers before and after is held under a lock between the projects' workers, so each
// project sees only its own visit's delta.
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { formatMoney } from '../../packages/domain/src/format/money.ts';
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

/** The member home's Family remaining (cents) and the unread count, fresh from the server. */
async function memberNumbers(page: Page): Promise<{ familyRemaining: number; unread: number }> {
  await page.goto(memberUrl('/'));
  const row = page.getByRole('table', { name: 'Plan benefits' }).getByRole('row', { name: /^Family/ });
  const remaining = row.getByRole('cell').nth(2);
  await expect(remaining).toHaveText(/^-?\$[0-9,]+\.[0-9]{2}$/);
  const unread = (await (await page.request.get(memberUrl('/api/member/v4/unread/'))).json()) as {
    data: { total_unread_count: number };
  };
  return { familyRemaining: dollars(await remaining.innerText()), unread: unread.data.total_unread_count };
}

/** The member saves a card as the member portal's card form does (the offline gateway's token, then the card). */
async function saveOfflineCard(page: Page, cardNumber: string): Promise<void> {
  const status = await page.evaluate(async (number) => {
    const xsrf = document.cookie
      .split('; ')
      .find((cookie) => cookie.startsWith('XSRF-TOKEN='))
      ?.slice('XSRF-TOKEN='.length);
    const post = (path: string, body: unknown) =>
      fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-xsrf-token': decodeURIComponent(xsrf ?? '') },
        body: JSON.stringify(body),
      });
    const token = await post('/api/member/v4/payment-methods/offline-tokenize/', {
      card_number: number,
      expiry: '12/39',
      cvc: '123',
    });
    const { data } = (await token.json()) as { data: { payment_method_id: string } };
    return (await post('/api/member/v4/payment-methods/', { payment_method_id: data.payment_method_id })).status;
  }, cardNumber);
  expect(status).toBe(201);
}

test('a visit recorded at the front desk is the member’s receipt, to the cent', async ({ page, browser }) => {
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

  // The front desk (no second step, decision 0025) checks the spouse by last name and date of birth.
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
  await card.getByRole('link', { name: `Record a visit for ${spouse!.first_name}` }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Record a visit' })).toBeVisible();
  await expect(page.getByText(spouseName)).toBeVisible();
  for (const picker of ['Dentist', 'Location']) {
    const select = page.getByRole('combobox', { name: picker });
    if ((await select.innerText()).trim() === '' || (await select.innerText()).trim() === '​') {
      await select.click();
      await page.getByRole('option').first().click();
    }
  }
  const lines: [string, string?, string?][] = [['D0120'], ['D1110'], ['D2391', '30', 'O']];
  for (const [index, [code, tooth, surfaces]] of lines.entries()) {
    const n = index + 1;
    if (n > 1) await page.getByRole('button', { name: 'Add a procedure' }).click();
    await page.getByRole('combobox', { name: `Procedure ${n}` }).fill(code);
    await page.getByRole('option', { name: new RegExp(`^${code} `) }).click();
    if (tooth) await page.getByRole('textbox', { name: `Tooth ${n}` }).fill(tooth);
    if (surfaces) await page.getByRole('textbox', { name: `Surfaces ${n}` }).fill(surfaces);
    await expect(page.getByTestId(`line-${n}-shares`)).toContainText('Plan $');
  }
  const totals = page.getByTestId('visit-totals');
  await expect(totals).toHaveText(/^Total: fee \$[0-9,.]+, plan pays \$[0-9,.]+, patient pays \$[0-9,.]+$/);
  const typed = (await totals.innerText()).match(/plan pays (\$[0-9,.]+), patient pays (\$[0-9,.]+)/);
  const [planShown, patientShown] = [typed![1]!, typed![2]!];
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  await withLock('member-visit-journey', async () => {
    const before = await memberNumbers(memberPage);

    await page.getByRole('button', { name: 'Save visit' }).click();
    await expect(page).toHaveURL(/\/visits\/[0-9]+$/);
    const visitId = page.url().split('/').at(-1)!;
    await expect(page.getByRole('heading', { level: 1, name: `Visit of ${spouseName}` })).toBeVisible();
    // The server's own pricing is the browser's, to the cent.
    await expect(page.getByTestId('visit-details-totals')).toContainText(
      `plan pays ${planShown}, patient pays ${patientShown}`,
    );
    await expectNoAxeViolations(page);

    const after = await memberNumbers(memberPage);
    expect(before.familyRemaining - after.familyRemaining).toBe(dollars(planShown));
    expect(after.unread).toBe(before.unread + 1);
    await expect(
      memberPage.getByRole('banner').getByRole('link', { name: `Notifications, ${after.unread} unread` }),
    ).toBeVisible();

    await memberPage.goto(memberUrl('/transactions'));
    const receipt = memberPage.locator(`a[href$="/transactions-appointment-details/${visitId}"]`).first();
    await expect(receipt).toBeVisible();
    await expectNoAxeViolations(memberPage);
    await receipt.click();
    await expect(memberPage.getByRole('heading', { level: 1, name: 'Appointment details' })).toBeVisible();
    await expect(memberPage.getByRole('main')).toContainText(planShown);
    await expect(memberPage.getByRole('main')).toContainText(patientShown);
    const apiReceipt = (await (
      await memberPage.request.get(memberUrl(`/api/member/v4/appointments/${visitId}/`))
    ).json()) as { data: { totals: { plan_cents: number; member_cents: number } } };
    expect(formatMoney(apiReceipt.data.totals.plan_cents)).toBe(planShown);
    expect(formatMoney(apiReceipt.data.totals.member_cents)).toBe(patientShown);

    // Decision 0033: the member's share charged to a card the member saved, once; the receipt shows it paid.
    if (apiReceipt.data.totals.member_cents > 0) {
      await saveOfflineCard(memberPage, '4242424242424242');
      await page.reload();
      const section = page.getByRole('region', { name: 'Charge card on file' });
      await expect(section.getByRole('radio', { name: 'Visa ending 4242' }).first()).toBeChecked();
      await section.getByRole('button', { name: 'Charge card' }).click();
      const dialog = page.getByRole('dialog', { name: 'Charge card on file' });
      await expect(dialog).toContainText(`Charge ${patientShown} to Visa ending 4242?`);
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'Charge', exact: true }).click();
      await expect(page.getByText(`Paid ${patientShown} by Card`)).toBeVisible();
      await expect(section).toHaveCount(0);
      await expectNoAxeViolations(page);
      const paid = (await (
        await memberPage.request.get(memberUrl(`/api/member/v4/appointments/${visitId}/`))
      ).json()) as { data: { status: string; payments: { method: string }[] } };
      expect(paid.data.status).toBe('paid');
      expect(paid.data.payments.map((payment) => payment.method)).toEqual(['card']);
    }
  });
  await memberContext.close();
});
