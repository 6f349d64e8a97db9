// Issue 17: an in-office member's plan page shows the membership (what it includes, the discount), not an
// empty coverage card and insurance limits of 'None' and $0.00.
import { expectNoAxeViolations } from '../support/axe.ts';
import { test } from '../support/fixtures.ts';
import { DEMO_EMAILS, expect, openNavigation, signInMember } from '../support/member.ts';

test("an in-office member's plan page lists what the membership includes and its discount", async ({ page }) => {
  await signInMember(page, DEMO_EMAILS.inOffice);
  const nav = await openNavigation(page);
  await nav.getByRole('link', { name: 'My Plan' }).click();
  const included = page.getByRole('region', { name: 'What your membership includes' });
  await expect(included.getByRole('listitem').first()).toContainText(/times? per term/);
  await expect(included).toContainText(/\d+% off other treatment at /);
  await expect(page.getByRole('region', { name: 'What is covered' })).toHaveCount(0);
  await expect(page.getByText('Annual maximum')).toHaveCount(0);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoAxeViolations(page);
});
