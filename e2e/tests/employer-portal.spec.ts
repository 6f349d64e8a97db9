// Issue 27: the employer portal as an HR admin uses it, at 360 px and 1280 px (the config's two projects): the
// employees list shows rows, the search narrows them, an employee's page shows their dependents, and every
// screen fits the screen with nothing for axe to report. The EDI company sees its enrolment controls disabled.
import type { Page } from '@playwright/test';
import { checkScreen, signInEmployer } from '../support/employer.ts';
import { portalUrl } from '../support/portals.ts';
import { test } from '../support/fixtures.ts';
import { DEMO_EMAILS, expect } from '../support/member.ts';
import { CENSUS_COLUMNS } from '@dental/domain';

/** An 834 adding a family (the X12 reader's fixture, apps/server/src/platform/x12/README.md). */
const ADD_FAMILY_834 = new URL('../../apps/server/src/platform/x12/fixtures/add-family.x12', import.meta.url).pathname;

/** The employees' names as the list shows them (table rows; on a phone each row a block of lines, by CSS). */
const employeeLinks = (page: Page) => page.getByRole('region', { name: 'Your employees' }).getByRole('link');

test('the employees list, its search and an employee with dependents', async ({ page }) => {
  test.setTimeout(120_000);
  await signInEmployer(page, DEMO_EMAILS.employer);
  const links = employeeLinks(page);
  await expect(links.first()).toBeVisible();
  const all = await links.count();
  expect(all).toBeGreaterThan(3);
  await checkScreen(page);

  // Search by a last name: fewer rows, each of them that name.
  const first = (await links.first().textContent()) ?? '';
  const lastName = first.split(',')[0] ?? '';
  await page.getByRole('textbox', { name: 'Name, last four or employee id' }).fill(lastName);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  await expect.poll(() => links.count()).toBeLessThan(all);
  for (const text of await links.allTextContents()) expect(text).toContain(lastName);

  // An employee with dependents: the list says how many; their page lists them with their cover.
  await page.getByRole('textbox', { name: 'Name, last four or employee id' }).fill('');
  await page.getByRole('button', { name: 'Search' }).click();
  // The whole list again (at least as long: another test may have added an employee since).
  await expect(page).not.toHaveURL(/[?&]q=/);
  await expect.poll(() => links.count()).toBeGreaterThanOrEqual(all);
  const employee = (await page.request
    .get(portalUrl('employer', '/api/employer/v1/employees/'))
    .then((r) => r.json())) as {
    data: { id: number; first_name: string; dependents_count: number }[];
  };
  const withDependents = employee.data.find((row) => row.dependents_count > 0);
  expect(withDependents, 'a demo employee with dependents').toBeDefined();
  await page.goto(portalUrl('employer', `/employees/${withDependents?.id ?? 0}`));
  const dependents = page.getByRole('list', { name: 'Dependents' }).getByRole('listitem');
  await expect(dependents).toHaveCount(withDependents?.dependents_count ?? 0);
  await expect(dependents.first()).toContainText(/Cover|Covered/);
  await checkScreen(page);

  // The other screens fit too.
  for (const path of ['/employees/new', '/company', '/census']) {
    await page.goto(portalUrl('employer', path));
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await checkScreen(page);
  }

  // The census template is the server's file, with the columns the import reads.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the census template (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('census-template.csv');
  const { readFile } = await import('node:fs/promises');
  const header = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '').split(/\r?\n/)[0];
  expect(header).toBe(CENSUS_COLUMNS.join(','));
});

test('a company using EDI sees its enrolment controls disabled, with the reason', async ({ page }) => {
  await signInEmployer(page, DEMO_EMAILS.employerEdi);
  await expect(page.getByText(/Some features are disabled for companies using EDI/)).toBeVisible();
  // Locked, it is a disabled button: a link cannot be disabled (decision 0067).
  await expect(page.getByRole('button', { name: 'Add employee' })).toBeDisabled();
  await page.goto(portalUrl('employer', '/census'));
  await expect(page.getByText(/Some features are disabled for companies using EDI/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Check file' })).toBeDisabled();
  await checkScreen(page);

  // Its 834 file instead (issue 27 item 5): checked, each member loop and what it would do; nothing saved.
  await page.goto(portalUrl('employer', '/edi'));
  await expect(page.getByRole('button', { name: 'Choose an 834 file' })).toBeEnabled();
  await page.locator('input[type=file]').setInputFiles(ADD_FAMILY_834);
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByRole('table', { name: 'Members in the file' })).toBeVisible();
  await checkScreen(page);
});

test('the group plan, users and accept-invite pages show their data, fit the screen, axe clean (issue 27 items 1 and 2)', async ({
  page,
}) => {
  await signInEmployer(page, DEMO_EMAILS.employer);
  await page.goto(portalUrl('employer', '/plan'));
  await expect(page.getByRole('table', { name: 'Plans in force today' })).toContainText('Acme Group Dental');
  await checkScreen(page);
  await page.goto(portalUrl('employer', '/users'));
  await expect(page.getByRole('table', { name: 'Users' })).toContainText(DEMO_EMAILS.employer);
  await checkScreen(page);
  // An invitation's link opens signed out.
  await page.context().clearCookies();
  await page.goto(portalUrl('employer', '/accept-invite?code=not-a-real-code'));
  await expect(page.getByRole('heading', { level: 1, name: 'Accept your invitation' })).toBeVisible();
  await checkScreen(page);
});

// Issue 27 item 6 (decision 0060): the bank verification's steps on the shared screens, the offline gateway's
// deposits ($0.32 and $0.45). The demo companies start verified; each project walks its own (the phone Harbor,
// the desktop Acme), so the two never replace each other's account: a new owner, a new account (verification
// pending), the deposits, verified.
test('the HR admin walks owner -> account -> deposits to a verified bank account', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const phone = testInfo.project.name.startsWith('phone');
  await signInEmployer(page, phone ? DEMO_EMAILS.employerEdi : DEMO_EMAILS.employer);
  await page.goto(portalUrl('employer', '/bank'));
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Bank account' })).toBeVisible();
  const status = page.getByRole('main').getByRole('status');
  await expect(status).toHaveText('Status: Verified');
  await checkScreen(page);

  await page.getByRole('button', { name: 'Change owner' }).click();
  const owner = page.getByRole('form', { name: 'Account owner' });
  await owner.getByRole('textbox', { name: 'First name' }).fill('Jordan');
  await owner.getByRole('textbox', { name: 'Last name' }).fill('Reyes');
  await owner.getByLabel('Date of birth').fill('1980-06-30');
  await owner.getByRole('textbox', { name: 'Last 4 of SSN' }).fill('1234');
  await owner.getByRole('textbox', { name: 'Address line 1' }).fill('500 Lamar Blvd');
  await owner.getByRole('textbox', { name: 'City' }).fill('Austin');
  await owner.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Texas' }).click();
  await owner.getByRole('textbox', { name: 'Zip' }).fill('78703');
  await owner.getByRole('button', { name: 'Save owner' }).click();
  await expect(page.getByText('Jordan Reyes')).toBeVisible();

  await page.getByRole('button', { name: 'Replace bank account' }).click();
  const account = page.getByRole('form', { name: 'Bank account' });
  for (const [label, value] of [
    ['Routing number', '110000000'],
    ['Confirm routing number', '110000000'],
    ['Account number', '000555666777'],
    ['Confirm account number', '000555666777'],
  ] as const)
    await account.getByRole('textbox', { name: new RegExp(`^${label}`) }).fill(value);
  await account.getByRole('button', { name: 'Add bank account' }).click();
  await expect(status).toHaveText('Status: Verification pending');
  await expect(page.getByText(/sent to the account ending 6777/)).toBeVisible();
  await checkScreen(page);

  const deposits = page.getByRole('form', { name: 'Confirm the deposits' });
  await deposits.getByRole('textbox', { name: 'First deposit' }).fill('0.32');
  await deposits.getByRole('textbox', { name: 'Second deposit' }).fill('0.45');
  await deposits.getByRole('button', { name: 'Verify account' }).click();
  await expect(status).toHaveText('Status: Verified');
  await expect(page.getByText('Checking ending 6777, verified')).toBeVisible();
  await checkScreen(page);
});
