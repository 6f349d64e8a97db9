import { expect, type Page } from '@playwright/test';
import { DEMO_MFA_EMAILS, DEMO_TOTP_SECRET } from '../../apps/server/src/seed/demo-accounts.ts';
import { DEMO_ACCOUNT, DEMO_PASSWORD } from './demo-accounts.ts';
import { passSecondStep } from './two-step.ts';
import type { Portal } from './portals.ts';

/** Fills and sends the sign-in form as a person would. */
export async function signIn(page: Page, portal: Portal, password: string = DEMO_PASSWORD): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_ACCOUNT[portal]);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Staff pass a second step (decision 0025) with the demo authenticator secret.
  if (DEMO_MFA_EMAILS.includes(DEMO_ACCOUNT[portal])) {
    await expect(page.getByRole('heading', { level: 1, name: 'Two-step verification' })).toBeVisible();
    await passSecondStep(page, DEMO_TOTP_SECRET);
  }
}
