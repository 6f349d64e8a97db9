// The second step of sign-in (decision 0025) as a person with an authenticator app passes it.
import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';

const STEP_MS = 30_000;
const REFUSED = 'That code is not right, or it has been used already. Please try again.';

/** The authenticator app's code, `stepsAhead` 30-second steps from now. */
export const appCode = (secret: string, stepsAhead = 0): Promise<string> =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

/**
 * Enters the app's code on the second-step screen until one is taken and Home shows. A step already used (by
 * a set-up a moment before, or another test signing in as the same shared demo user) is refused, as it must
 * be: then the next step's code, and failing that, the next step itself is waited for.
 * The test calling it should allow console errors /status of 400/ (each refusal is one).
 */
export async function passSecondStep(page: Page, secret: string): Promise<void> {
  test.info().setTimeout(test.info().timeout + 3 * STEP_MS);
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const stepsAhead = attempt % 2;
    if (attempt > 0 && stepsAhead === 0) await page.waitForTimeout(STEP_MS - (Date.now() % STEP_MS) + 500);
    await page.getByRole('textbox', { name: 'Code from your app' }).fill(await appCode(secret, stepsAhead));
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/token/mfa/');
    await page.getByRole('button', { name: 'Verify' }).click();
    if ((await answer).status() === 200) {
      await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
      return;
    }
    await expect(page.getByText(REFUSED).first()).toBeVisible();
  }
  throw new Error('no authenticator code was taken');
}
