// Issue 6, as a member uses it: search by zip with no network beyond our own origin (the offline map), the
// pins and the list show the same practices, a speciality filter, a pin chosen by keyboard highlights its
// list entry and back, a practice page; axe on each screen at 360px and 1280px (the config's two projects).
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { test } from '../support/fixtures.ts';
import { DEMO_EMAILS, expect, memberUrl, signInMember } from '../support/member.ts';

/** Lets only our own origin through and records anything else the page tries to reach. */
async function offline(page: Page): Promise<string[]> {
  const outside: string[] = [];
  const own = new URL(memberUrl('/')).host;
  await page.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.host === own) return route.continue();
    outside.push(url.href);
    return route.abort();
  });
  return outside;
}

const list = (page: Page) => page.getByRole('list', { name: 'Dentists found' });
const map = (page: Page) => page.getByRole('group', { name: /^Map of the \d+ dentists listed$/ });

/** The location ids of the list entries and of the pins, each in order. */
async function shownIds(page: Page): Promise<{ listed: string[]; pinned: string[] }> {
  const listed = await list(page)
    .locator(':scope > li')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-location-id') ?? ''));
  const pinned = await map(page)
    .getByRole('button')
    .evaluateAll((pins) => pins.map((pin) => pin.getAttribute('data-location-id') ?? ''));
  return { listed, pinned };
}

async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
}

test('search by zip on the offline map: pins and list agree, a speciality filter, a practice page', async ({
  page,
  allowConsoleError,
}) => {
  // The unknown zip's answer is a 400 (said on the field).
  allowConsoleError(/status of 400/);
  // A long walk through two screens with axe twice; a busy machine needs more than the default 30 s.
  test.setTimeout(120_000);
  const outside = await offline(page);
  await signInMember(page, DEMO_EMAILS.member);
  await page.goto(memberUrl('/find-dentist'));
  await expect(page.getByRole('heading', { level: 1, name: 'Find a Dentist' })).toBeVisible();

  // spec §5: a zip is 5 digits.
  await page.getByRole('textbox', { name: 'Zip code' }).fill('787');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Invalid zip: enter 5 digits')).toBeVisible();

  // Issue 17 item 24: a well-formed zip that does not exist is said on the field, with no toast.
  await page.getByRole('textbox', { name: 'Zip code' }).fill('00000');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Zip code' })).toHaveAccessibleDescription('Unknown zip code');
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Zip code' }).fill('78701');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/zip=78701/);
  await expect(list(page).locator(':scope > li').first()).toBeVisible();
  await expect(map(page)).toBeVisible();
  await settled(page);
  const first = await shownIds(page);
  expect(first.listed.length).toBeGreaterThan(0);
  expect([...first.pinned].sort()).toEqual([...first.listed].sort());
  // The count, or '100+' where the search stopped counting (meta.total_capped).
  await expect(page.getByText(/\d+\+? dentists? within 10 miles/)).toBeVisible();
  await expectNoAxeViolations(page);

  // A speciality filter: every entry has a dentist of it, and the pins follow the list. On a phone the
  // filters are folded behind a button.
  const filters = page.getByRole('button', { name: /^Filters/ });
  if (await filters.isVisible()) {
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    await filters.click();
  }
  await page.getByRole('combobox', { name: 'Speciality' }).click();
  await page.getByRole('option', { name: 'General dentist' }).click();
  await expect(page).toHaveURL(/speciality=general\+dentist/);
  await settled(page);
  const filtered = await shownIds(page);
  expect(filtered.listed.length).toBeGreaterThan(0);
  expect([...filtered.pinned].sort()).toEqual([...filtered.listed].sort());
  for (const item of await list(page).locator(':scope > li').all()) await expect(item).toContainText('General dentist');

  // A pin chosen with the keyboard highlights its list entry; the list's button highlights the pin.
  const pin = map(page).getByRole('button').first();
  const pinId = await pin.getAttribute('data-location-id');
  await pin.focus();
  await page.keyboard.press('Enter');
  await expect(list(page).locator(`li[data-location-id="${pinId}"]`)).toHaveAttribute('aria-current', 'true');
  await expect(map(page).locator(`[data-location-id="${pinId}"]`)).toHaveAttribute('aria-pressed', 'true');
  const lastEntry = list(page).locator(':scope > li').last();
  const entryId = await lastEntry.getAttribute('data-location-id');
  await lastEntry.getByRole('button', { name: 'Show on the map' }).click();
  await expect(map(page).locator(`[data-location-id="${entryId}"]`)).toHaveAttribute('aria-pressed', 'true');

  // The practice page.
  const link = list(page).locator(':scope > li').first().getByRole('link');
  const locationName = await link.innerText();
  await link.click();
  // The list names the location ('Practice - City' for a second location); the page is the practice's.
  await expect(page).toHaveURL(/\/find-dentist\/practice\/\d+$/);
  await expect(page.getByRole('table', { name: /^Opening hours of / }).first()).toContainText('Monday');
  expect(locationName.startsWith(await page.getByRole('heading', { level: 1 }).innerText())).toBe(true);
  await expect(page.getByRole('heading', { name: 'Dentists' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'In-office plans' })).toBeVisible();
  await expect(page.getByText(/^Information (last verified|not yet verified)/)).toBeVisible();
  await expect(page.getByRole('link', { name: /^Directions/ }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: '← Find a Dentist' }).click();
  await expect(page).toHaveURL(/zip=78701.*speciality=general\+dentist|speciality=general\+dentist.*zip=78701/);

  expect(outside, 'requests beyond our own origin').toEqual([]);
});

test('an empty search says so and offers a wider radius', async ({ page }) => {
  await signInMember(page, DEMO_EMAILS.member);
  await page.goto(memberUrl('/find-dentist?zip=59001&radius=5'));
  await expect(page.getByText('No dentists found within 5 miles. Try a wider radius.')).toBeVisible();
  await page.getByRole('button', { name: 'Search within 10 miles' }).click();
  await expect(page).toHaveURL(/radius=10/);
  await expect(page.getByText('No dentists found within 10 miles. Try a wider radius.')).toBeVisible();
  await expectNoAxeViolations(page);
});
