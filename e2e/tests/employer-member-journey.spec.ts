// Issue 27 "Done when": the HR admin adds an employee with a spouse, the invitation mail arrives, the employee
// signs up through its link and sees the employer benefit with the spouse in the family list; the admin ends
// the benefit at the end of this month, the member still sees it active, and once the member's browser is
// moved past that day (decision 0062: its own date, not the server's for everyone) the member sees it
// inactive while the admin's browser, at the same moment, still sees today. At 360 px and 1280 px, axe clean.
import type { Browser, Locator, Page, TestInfo } from '@playwright/test';
import { formatIsoDate } from '@dental/domain';
import { expectNoAxeViolations } from '../support/axe.ts';
import { daysBetween, lastDayOfMonth, moveClock, serverClock } from '../support/dev-clock.ts';
import { checkScreen, signInEmployer } from '../support/employer.ts';
import { test } from '../support/fixtures.ts';
import { DEMO_EMAILS, expect, linkPath, memberUrl, newestMailTo, signInMember } from '../support/member.ts';
import { expectNoSidewaysScroll } from '../support/page-checks.ts';

const PASSWORD = 'Journey1Start';

/** Letters only (names take no digits), different per run and per project. */
function uniqueLetters(testInfo: TestInfo): string {
  const digits = `${Date.now()}${testInfo.project.name.startsWith('phone') ? 1 : 2}`;
  return digits.replace(/[0-9]/g, (digit) => 'abcdefghij'[Number(digit)] ?? 'a');
}

/** The employee's own browser (another person: its own cookies, so its own session and date), the project's size. */
async function personBrowser(browser: Browser, page: Page, testInfo: TestInfo) {
  const context = await browser.newContext({
    viewport: page.viewportSize(),
    isMobile: testInfo.project.use.isMobile ?? false,
    hasTouch: testInfo.project.use.hasTouch ?? false,
  });
  const personPage = await context.newPage();
  // STYLE "Tests": no console error on this page either (the fixture watches the admin's page).
  const errors: string[] = [];
  personPage.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  personPage.on('pageerror', (error) => errors.push(`Uncaught ${error.name}: ${error.message}`));
  return { context, personPage, errors };
}

/** The member home's row of the person named `firstName`. */
const memberRow = (page: Page, firstName: string) =>
  page.getByRole('list', { name: 'Members on your plan' }).getByRole('listitem').filter({ hasText: firstName });

test('an employee enrolled with a spouse signs up from the invitation and sees the benefit end after its date', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const unique = uniqueLetters(testInfo);
  const employee = { first: 'Jordan', last: `Journey${unique}`, email: `journey-${unique}@example.com` };
  const spouse = { first: 'Riley', last: employee.last };

  // The HR admin of the company enrolling through the portal (no EDI) adds the employee and their spouse.
  await signInEmployer(page, DEMO_EMAILS.employer);
  await page.getByRole('link', { name: 'Add employee' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add employee' })).toBeVisible();
  const form = page.getByRole('region', { name: 'Employee' });
  await form.getByRole('textbox', { name: /^First name/ }).fill(employee.first);
  await form.getByRole('textbox', { name: /^Last name/ }).fill(employee.last);
  await form.getByLabel(/^Date of birth/).fill('1986-04-12');
  await choose(page, form.getByRole('combobox', { name: /^Gender/ }), 'Female');
  await form.getByRole('textbox', { name: /^Email/ }).fill(employee.email);
  await form.getByRole('textbox', { name: /^Address line 1/ }).fill('18 Harbor Way');
  await form.getByRole('textbox', { name: /^City/ }).fill('Austin');
  await choose(page, form.getByRole('combobox', { name: /^State/ }), 'Texas');
  await form.getByRole('textbox', { name: /^Zip/ }).fill('78701');
  await choose(page, form.getByRole('combobox', { name: /^Tax id type/ }), 'None');
  // Hired in the past: cover started on the first of the next month, so it is in force today.
  await form.getByLabel(/^Hire date/).fill('2024-03-04');
  await page.getByRole('button', { name: 'Add Spouse' }).click();
  const spouseRow = page.getByRole('group', { name: 'Dependent 1' });
  await spouseRow.getByRole('textbox', { name: /^First name/ }).fill(spouse.first);
  await spouseRow.getByRole('textbox', { name: /^Last name/ }).fill(spouse.last);
  await spouseRow.getByLabel(/^Date of birth/).fill('1987-09-23');
  await choose(page, spouseRow.getByRole('combobox', { name: /^Gender/ }), 'Male');
  await checkScreen(page);
  await page.getByRole('button', { name: 'Add employee', exact: true }).click();

  // Their page: covered, the spouse listed.
  await expect(page.getByRole('heading', { level: 1, name: `${employee.first} ${employee.last}` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Dependents' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Dependents' })).toContainText(spouse.first);
  const cover = page.getByRole('region', { name: 'Cover' });
  await expect(cover).toContainText('Active');
  await checkScreen(page);

  // The invitation in the mail catcher, and the employee's sign-up through its link in their own browser.
  const mail = await newestMailTo(page.request, employee.email);
  expect(mail.subject).toMatch(/invites you to the Member Portal$/);
  const { context, personPage, errors } = await personBrowser(browser, page, testInfo);
  await personPage.goto(memberUrl(linkPath(mail, '/signup')));
  await expect(personPage.getByRole('heading', { level: 1, name: 'Finish signing up' })).toBeVisible();
  await personPage.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await personPage.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(PASSWORD);
  await expectNoAxeViolations(personPage);
  await personPage.getByRole('button', { name: 'Create account' }).click();
  await expect(personPage.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await signInMember(personPage, employee.email, PASSWORD);

  // The member home: the employer benefit, and the spouse in the family list with it.
  const memberHome = async (benefitType: string) => {
    await expect(memberRow(personPage, '(you)')).toContainText(`Benefit type: ${benefitType}`);
    await expect(memberRow(personPage, spouse.first)).toContainText('Spouse');
    await expect(memberRow(personPage, spouse.first)).toContainText(`Benefit type: ${benefitType}`);
    await expectNoSidewaysScroll(personPage);
    await expectNoAxeViolations(personPage);
  };
  await memberHome('Employer');
  const idCards = personPage.getByRole('region', { name: 'ID cards' });
  await expect(idCards).toContainText('Family ID cards');
  await expect(idCards).toContainText(`${spouse.first} ${spouse.last}`);

  // The admin ends the benefit on the last day of this month (the server's month).
  const { today } = await serverClock(personPage);
  const endDate = lastDayOfMonth(today);
  await page.getByRole('button', { name: 'End benefit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel employee benefit' });
  await expect(dialog).toContainText('The cover of their dependent ends on the same day.');
  await dialog.getByLabel(/^Last day of cover/).fill(endDate);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'End benefit' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Reinstate' })).toBeVisible();
  await expect(cover).toContainText(formatIsoDate(endDate));
  await expect(cover).toContainText('Active');
  await checkScreen(page);

  // Until that day the member still has it.
  await personPage.reload();
  await memberHome('Employer');

  // The member's browser moves past the end date: the benefit and the spouse's cover are inactive there...
  const moved = await moveClock(personPage, daysBetween(today, endDate) + 1);
  expect(daysBetween(endDate, moved.today)).toBe(1);
  await personPage.reload();
  await memberHome('Inactive');
  // No ID card for anyone: the member's says why, and the spouse's cover ended with it.
  await expect(idCards).toContainText('You have no active plan, so there is no member ID card to show.');
  await expect(idCards).not.toContainText('Family ID cards');
  await expect(personPage.getByRole('region', { name: 'Environment' })).toContainText(`Server time ${moved.today}`);

  // ... while the admin's browser, at the same moment, still sees today: the employee is covered.
  await page.reload();
  await expect(cover).toContainText('Active');
  await expect(page.getByRole('button', { name: 'Reinstate' })).toBeVisible();

  await context.close();
  expect(errors, 'unexpected console errors on the member page').toEqual([]);
});

/** Picks `option` in a select (MUI's: a combobox opening a list box). */
async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(select).toContainText(option);
}
