// Issue 16 item 3, as a front desk uses it: sign in to the dentist portal, check a demo member's eligibility
// by member id and date of birth, see the coverage, price D1110 and D2740 with the Benefit Search (the
// figures of the API's answer, itself checked against the coverage engine in dentist-eligibility.test.ts).
// axe at 360px and 1280px (the config's two projects), no sideways scrolling.
import { formatMoney } from '../../packages/domain/src/format/money.ts';
import type { MemberResponse } from '../../packages/domain/src/api/member-user.ts';
import type { BenefitSearch } from '../../packages/domain/src/api/dentist-eligibility.ts';
import { DEMO_PASSWORD } from '../support/demo-accounts.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expectNoSidewaysScroll } from '../support/page-checks.ts';
import { portalUrl } from '../support/portals.ts';
import { test } from '../support/fixtures.ts';
import { DEMO_EMAILS, expect, memberUrl, openNavigation, signInMember } from '../support/member.ts';

test('the front desk checks a member’s eligibility and prices a cleaning and a crown', async ({ page, browser }) => {
  test.setTimeout(120_000);
  // The member's own keys, as the member would give them at the counter (their own portal's answer).
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await signInMember(memberPage, DEMO_EMAILS.member);
  const me = ((await (await memberPage.request.get(memberUrl('/api/member/v4/user/'))).json()) as MemberResponse).data;
  await memberContext.close();

  // The front desk has no second step (decision 0025).
  await page.goto(portalUrl('dentist', '/sign-in'));
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_EMAILS.frontDesk);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  const nav = await openNavigation(page);
  await nav.getByRole('link', { name: 'Eligibility' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Eligibility' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Member id' })).toBeFocused();
  await expectNoAxeViolations(page);

  await page.getByRole('textbox', { name: 'Member id' }).fill(me.member_id);
  await page.getByLabel('Date of birth').fill(me.date_of_birth);
  await page.getByLabel('Date of birth').press('Enter');
  const card = page.getByRole('article', { name: `${me.first_name} ${me.last_name}` });
  await expect(card).toBeVisible();
  await expect(card.getByText('Eligible', { exact: true })).toBeVisible();
  await expect(card.getByRole('table', { name: `Benefits of ${me.first_name} ${me.last_name}` })).toBeVisible();
  // Issue 26 item 20: the demo plan's frequency limits, each with its last date and when it is covered again.
  const limits = card.getByRole('table', { name: `Frequency limits of ${me.first_name} ${me.last_name}` });
  await expect(limits.getByRole('row').filter({ hasText: 'Cleanings' })).toContainText(
    /Last done(Never|[A-Z][a-z]{2} \d{1,2}, \d{4} \(D11[12]0\))Next covered(Covered now|[A-Z][a-z]{2} \d{1,2}, \d{4})/,
  );

  const procedures = page.getByRole('combobox', { name: 'Procedures' });
  for (const code of ['D1110', 'D2740']) {
    await procedures.fill(code);
    await page.getByRole('option', { name: new RegExp(`\\(${code}\\)`) }).click();
  }
  await page.getByRole('button', { name: 'Price procedures' }).click();
  const table = page.getByRole('table', { name: 'Benefit Search' });
  await expect(table.getByRole('row')).toHaveCount(3);

  const response = await page.request.get(
    portalUrl(
      'dentist',
      `/api/dentist/v1/eligibility/benefit-search/?member_id=${me.member_id}&date_of_birth=${me.date_of_birth}&codes=D1110,D2740`,
    ),
  );
  expect(response.ok()).toBe(true);
  const search = ((await response.json()) as { data: BenefitSearch }).data;
  await expect(page.getByText(`Total: plan pays ${formatMoney(search.plan_cents)}`)).toContainText(
    `patient pays ${formatMoney(search.patient_cents)}`,
  );
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  // Issue 26 item 8: the longest-named procedures' chips wrap inside the page at 360 px (one made it 402 px wide),
  // and at ten the picker says why an eleventh is not offered.
  const longest = ['D2393', 'D2392', 'D2330', 'D2391', 'D0220', 'D1208', 'D0210', 'D0274'];
  for (const code of longest) {
    await procedures.fill(code);
    await page.getByRole('option', { name: new RegExp(`\\(${code}\\)`) }).click();
  }
  await expect(page.getByText(/Up to 10 procedures at a time/)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});
