// Issue 16 items 1 and 6, as a front desk uses them: Home's day, the practice's patients (a name opens the
// eligibility look-up for that patient at once), the visits report of the last year with its totals (the
// API's own answer, itself checked to the cent in dentist-reports.test.ts) and its CSV download.
// axe at 360px and 1280px (the config's two projects), no sideways scrolling.
import { readFile } from 'node:fs/promises';
import { formatMoney } from '../../packages/domain/src/format/money.ts';
import type { VisitsReportResponse } from '../../packages/domain/src/api/dentist-reports.ts';
import { DEMO_PASSWORD } from '../support/demo-accounts.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expectNoSidewaysScroll } from '../support/page-checks.ts';
import { portalUrl } from '../support/portals.ts';
import { test } from '../support/fixtures.ts';
import { DEMO_EMAILS, expect, openNavigation } from '../support/member.ts';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

test('the front desk opens a patient from the patients list, reads the visits report and downloads it', async ({
  page,
}, testInfo) => {
  // A phone shows cards (a list), wider screens a table (issue 17 item 16: the columns do not fit 360 px).
  const phone = testInfo.project.name.startsWith('phone');
  test.setTimeout(120_000);
  await page.goto(portalUrl('dentist', '/sign-in'));
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_EMAILS.frontDesk);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page.getByRole('region', { name: "Today's visits" })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Needs attention' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Quick actions' }).getByRole('link', { name: 'Reports' }),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  // Patients: the practice's seeded visits made them its patients; a name opens eligibility for them.
  await (await openNavigation(page)).getByRole('link', { name: 'Patients' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Patients' })).toBeVisible();
  const patients = page.getByRole(phone ? 'list' : 'table', { name: 'Patients' });
  const first = patients.getByRole('link').first();
  await expect(first).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  const name = (await first.textContent())?.trim() ?? '';
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Eligibility' })).toBeVisible();
  await expect(page).toHaveURL(/\/eligibility\?member_id=\d{9}&date_of_birth=\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole('article', { name })).toBeVisible();

  // Reports: the last year by appointment date, totals as the API answers them.
  await (await openNavigation(page)).getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const to = isoDay(new Date());
  const from = isoDay(new Date(Date.now() - 365 * 86_400_000));
  await page.getByLabel('From date').fill(from);
  await page.getByLabel('To date').fill(to);
  await expect(page).toHaveURL(new RegExp(`date_from=${from}&date_to=${to}`));
  const response = await page.request.get(
    portalUrl('dentist', `/api/dentist/v1/reports/visits/?date_from=${from}&date_to=${to}`),
  );
  expect(response.ok()).toBe(true);
  const report = (await response.json()) as VisitsReportResponse;
  expect(report.meta.totals.count).toBeGreaterThan(0);
  const totals = page.getByLabel('Totals');
  await expect(totals).toContainText(formatMoney(report.meta.totals.billed_cents));
  await expect(totals).toContainText(formatMoney(report.meta.totals.plan_cents));
  await expect(totals).toContainText(formatMoney(report.meta.totals.member_cents));
  const rows = phone
    ? page.getByRole('list', { name: 'Visits' }).getByRole('listitem')
    : page.getByRole('table', { name: 'Visits' }).getByRole('row');
  await expect(rows).toHaveCount((phone ? 0 : 1) + Math.min(25, report.data.length));
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  // The dentist filter is a select of the practice's own dentists (visit-choices), by name.
  const dentist = page.getByRole('combobox', { name: 'Dentist' });
  await expect(dentist.locator('option')).not.toHaveCount(1);
  await dentist.selectOption({ index: 1 });
  await expect(page).toHaveURL(/dentist_id=[0-9]+/);
  const dentistId = new URL(page.url()).searchParams.get('dentist_id');
  const narrowed = (await (
    await page.request.get(
      portalUrl('dentist', `/api/dentist/v1/reports/visits/?date_from=${from}&date_to=${to}&dentist_id=${dentistId}`),
    )
  ).json()) as VisitsReportResponse;
  await expect(totals).toContainText(formatMoney(narrowed.meta.totals.billed_cents));
  await expect(page.getByRole('combobox', { name: 'Location' })).toBeEnabled();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await dentist.selectOption({ label: 'All dentists' });
  await expect(page).not.toHaveURL(/dentist_id=/);

  // The CSV link downloads every visit of the filters: a header and one line per visit listed.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`visits-appointment_date-${from}-to-${to}.csv`);
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  const lines = csv.split('\r\n').filter((line) => line !== '');
  expect(lines[0]).toBe(
    'Visit,Appointment date,Payment date,Status,Patient,Member id,Dentist,Location,Billed,Plan paid,Member share',
  );
  expect(lines).toHaveLength(1 + report.meta.total);
});
