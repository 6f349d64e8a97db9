// Issue 28 item 4, on a long page of the member portal (the shell and the table are packages/ui's, the same in
// every portal): the explanation of benefits' Total row is as large and as dark as its lines, and at 1280 px the
// navigation's white column with its border reaches the bottom of the page (the page's grey showed under it
// below the first screen). Read from the drawn page (computed styles and what is under a point), not pixels.
import { test } from '../support/fixtures.ts';
import { DEMO_EMAILS, expect, memberUrl, signInMember } from '../support/member.ts';

test('a long page: the Total row reads like its lines, the navigation column reaches the bottom', async ({
  page,
}, testInfo) => {
  await signInMember(page, DEMO_EMAILS.member);
  await page.goto(memberUrl('/transactions'));
  await page.locator('a[href*="/transactions-appointment-details/"]').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Appointment details' })).toBeVisible();

  const table = page.getByRole('table').filter({ has: page.getByRole('rowheader', { name: 'Total' }) });
  const style = (cell: ReturnType<typeof page.locator>) =>
    cell.evaluate((el) => {
      const css = getComputedStyle(el);
      return { fontSize: css.fontSize, color: css.color };
    });
  const total = await style(table.getByRole('rowheader', { name: 'Total' }));
  const line = await style(table.locator('tbody').getByRole('cell').first());
  expect(total).toEqual(line);

  if (testInfo.project.name.startsWith('phone')) return; // No side navigation below md: nothing more to see.
  await page.setViewportSize({ width: 1280, height: 480 });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const underNavigation = await page.evaluate(() => {
    // The first painted background under a point near the bottom of the window, inside the navigation's column.
    let el: Element | null = document.elementFromPoint(24, window.innerHeight - 4);
    while (el) {
      const background = getComputedStyle(el).backgroundColor;
      if (background !== 'rgba(0, 0, 0, 0)' && background !== 'transparent') return background;
      el = el.parentElement;
    }
    return 'none';
  });
  expect(underNavigation).toBe('rgb(255, 255, 255)');
  expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight * 1.5)).toBe(true);
});
