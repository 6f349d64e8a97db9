// Issue 17, as a member sees it: who a plan may cover (age, already held) on the purchase page, the same
// practice location in the shop and on the purchase page, the card form's expiry and labels on a phone,
// the shop explained to an employer member, and /start-plan-purchase signed in. Demo accounts, read only.
// axe on each screen, at 360px and 1280px (the config's two projects).
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { test } from '../support/fixtures.ts';
import { DEMO_EMAILS, expect, memberUrl, signInMember } from '../support/member.ts';

/** What this test reads of a purchase (the API's planPurchaseSchema). */
interface HeldPurchase {
  id: number;
  plan_id: number;
  covered_patients: { patient_id: number; name: string }[];
}

/** The shop's Buy link of a plan by name (the first practice selling it; any plan without a name): its href. */
async function buyHref(page: Page, planName = ''): Promise<string> {
  await page.goto(memberUrl(`/in-office-plans`));
  // The shop's nearest-first search is the slowest read here: wait for the list before looking in it.
  await expect(page.getByRole('list', { name: 'In-office plans' })).toBeVisible({ timeout: 45_000 });
  const link = page
    .getByRole('list', { name: 'In-office plans' })
    .getByRole('link', { name: new RegExp(`^Buy this plan: ${planName}`) })
    .first();
  await expect(link).toBeVisible();
  return (await link.getAttribute('href')) ?? '';
}

// Several screens each, on a machine shared by parallel builds: more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

test('the child plan cannot be ticked for the 41-year-old primary, with the reason; his 13-year-old is ticked', async ({
  page,
}) => {
  await signInMember(page, DEMO_EMAILS.member);
  await page.goto(memberUrl(await buyHref(page, 'Child Membership')));
  const people = page.getByRole('group', { name: 'Who the plan covers' });
  const daniel = people.getByRole('checkbox', { name: 'Daniel James Carter' });
  await expect(daniel).toBeDisabled();
  await expect(daniel).not.toBeChecked();
  await expect(daniel).toHaveAccessibleDescription(
    /^Daniel James Carter is [0-9]+: this plan is for people under 14\.$/,
  );
  await expect(people.getByRole('checkbox', { name: /^Lucas/ })).toBeChecked();
  await expect(people.getByRole('checkbox', { name: /^Lucas/ })).toBeEnabled();
  await expectNoAxeViolations(page);
});

test('the purchase page says Olivia already holds her plan and links to it', async ({ page }) => {
  await signInMember(page, DEMO_EMAILS.inOffice);
  const current = await page.request.get(memberUrl('/api/member/v4/in-office-plan-purchases/?view=current'));
  const held = ((await current.json()) as { data: HeldPurchase[] }).data.find((p) =>
    p.covered_patients.some((c) => c.name.startsWith('Olivia')),
  );
  if (!held) throw new Error('inoffice@ has no current purchase covering Olivia');
  await page.goto(memberUrl(`/complete-plan-purchase?plan=${held.plan_id}`));
  const people = page.getByRole('group', { name: 'Who the plan covers' });
  const olivia = people.getByRole('checkbox', { name: /^Olivia/ });
  await expect(olivia).toBeDisabled();
  await expect(olivia).toHaveAccessibleDescription(/^Olivia .* already holds this plan\. View the purchase$/);
  await expectNoAxeViolations(page);
  await people.getByRole('link', { name: 'View the purchase' }).click();
  await expect(page).toHaveURL(new RegExp(`/plan-purchase-details/${held.id}$`));
});

test('the purchase page names the practice location the shop showed', async ({ page }) => {
  await signInMember(page, DEMO_EMAILS.inOffice);
  await page.goto(memberUrl('/in-office-plans'));
  const first = page.getByRole('list', { name: 'In-office plans' }).locator(':scope > li').first();
  const address = ((await first.getByText(/ miles away$/).textContent()) ?? '').replace(/ · .* miles away$/, '');
  expect(address).toMatch(/, [A-Z]{2} [0-9]{5}$/);
  await first.getByRole('link', { name: /^Buy this plan/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Complete your purchase' })).toBeVisible();
  await expect(page.getByText(address, { exact: true })).toBeVisible();
});

test('the card form puts the expiry slash in and its labels fit', async ({ page }) => {
  await signInMember(page, DEMO_EMAILS.member);
  await page.goto(memberUrl(await buyHref(page)));
  await page.getByRole('button', { name: 'Add a card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a card' });
  const expiry = dialog.getByRole('textbox', { name: /^Expiry/ });
  await expiry.pressSequentially('1230');
  await expect(expiry).toHaveValue('12/30');
  await expect(expiry).toHaveAttribute('inputmode', 'numeric');
  // Each label is shown whole (not cut short with an ellipsis).
  for (const name of ['Card number', 'Expiry (MM/YY)', 'Security code']) {
    const label = dialog.locator('label').filter({ hasText: name });
    const cut = await label.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
    expect(cut, `${name} is cut short`).toBe(false);
  }
  await expectNoAxeViolations(page);
  // Saving the card never shows the purchase form's terms message (Confirm was not pressed).
  await dialog.getByRole('textbox', { name: /^Card number/ }).fill('4242 4242 4242 4242');
  await dialog.getByRole('textbox', { name: /^Security code/ }).fill('123');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Please accept the terms to continue.')).toHaveCount(0);
});

test('an employer member who types /in-office-plans is told why the shop is not for them', async ({ page }) => {
  await signInMember(page, DEMO_EMAILS.employee);
  await page.goto(memberUrl('/in-office-plans'));
  await expect(page.getByText('In-office plans are not offered with your coverage')).toBeVisible();
  await expect(page.getByText(/through your employer’s group plan/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'In-office plans' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a signed-in member on /start-plan-purchase continues to the purchase without being asked to sign in', async ({
  page,
}) => {
  await signInMember(page, DEMO_EMAILS.member);
  const href = await buyHref(page);
  const plan = /plan=([0-9]+)/.exec(href)?.[1] ?? '';
  await page.goto(memberUrl(`/start-plan-purchase?plan=${plan}`));
  await expect(page.getByRole('link', { name: 'Continue to purchase' })).toBeVisible();
  await expect(page.getByText(/sign in/i)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Continue to purchase' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Complete your purchase' })).toBeVisible();
});
