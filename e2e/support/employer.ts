// Helpers of the employer portal's browser tests (issue 27).
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expectNoSidewaysScroll } from './page-checks.ts';
import { expect } from './member.ts';
import { portalUrl } from './portals.ts';

/** Signs in to the employer portal as `email` and waits for its home, the employees list. */
export async function signInEmployer(page: Page, email: string): Promise<void> {
  await page.goto(portalUrl('employer', '/sign-in'));
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Employees' })).toBeVisible();
}

/** The screen has its data, fits the screen, and axe finds nothing. */
export async function checkScreen(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
}
