// The shared signed-out screens of every portal (spec §2): sign in, forgot password, update password,
// email not verified. They need no account: a wrong password is a 400 (DESIGN §3).
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { PORTAL_CONFIG, PORTALS, portalUrl } from '../support/portals.ts';
import { buttonColours, contrast } from '../support/colours.ts';

for (const portal of PORTALS) {
  const { title } = PORTAL_CONFIG[portal];

  test.describe(`${title} sign-in screens`, () => {
    test('a protected path asks to sign in and keeps where to return', async ({ page }) => {
      await page.goto(portalUrl(portal, '/?tab=overview'));
      await expect(page).toHaveURL(portalUrl(portal, '/sign-in?return-url=%2F&tab=overview'));
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    });

    test('the sign-in screen arrives drawn, cannot be sent before the script takes over, then hydrates cleanly', async ({
      browser,
      page,
    }) => {
      // decision 0008: the page itself carries the screen; with scripts off it is all there, but its
      // button stays disabled so a native submit can never put the password in the address.
      const noScript = await browser.newContext({ javaScriptEnabled: false });
      const bare = await noScript.newPage();
      await bare.goto(portalUrl(portal, '/sign-in'));
      await expect(bare.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      await expect(bare.getByRole('textbox', { name: 'Email' })).toBeVisible();
      // Nothing typed before React takes the fields over can be dropped: they take typing once live.
      await expect(bare.getByRole('textbox', { name: 'Email' })).not.toBeEditable();
      await expect(bare.getByRole('textbox', { name: 'Password', exact: true })).not.toBeEditable();
      const held = bare.getByRole('button', { name: 'Sign in' });
      await expect(held).toBeDisabled();
      // Issue 28 item 5: held, it is still readable (WCAG 1.4.3: 4.5 to 1), in the colours it will have live.
      const heldColours = await buttonColours(held);
      expect(contrast(heldColours.color, heldColours.background)).toBeGreaterThanOrEqual(4.5);
      await noScript.close();
      // With scripts the same screen becomes live (a hydration mismatch would fail on its console error).
      await page.goto(portalUrl(portal, '/sign-in'));
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
      await expect(page.getByRole('textbox', { name: 'Email' })).toBeEditable();
      await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/sign-in');
      // Nothing to fade through as it goes live (the fade was what a busy phone showed washed out).
      expect(await buttonColours(page.getByRole('button', { name: 'Sign in' }))).toEqual(heldColours);
    });

    test('sign in checks the fields, then shows a wrong password inline and as a banner', async ({
      page,
      allowConsoleError,
    }) => {
      allowConsoleError(/status of 400/);
      await page.goto(portalUrl(portal, '/sign-in'));
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByText('Required')).toHaveCount(2);
      await page.getByRole('textbox', { name: 'Email' }).fill('nobody@example.com');
      const password = page.getByRole('textbox', { name: 'Password', exact: true });
      await password.fill('Wrong-password-1');
      await page.getByRole('button', { name: 'Show password' }).click();
      await expect(password).toHaveAttribute('type', 'text');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password.' })).toHaveCount(2);
      await expectNoAxeViolations(page);
    });

    test('forgot password: required email, Back to sign in', async ({ page }) => {
      await page.goto(portalUrl(portal, '/sign-in'));
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await expect(page.getByText('Required')).toBeVisible();
      await page.getByRole('textbox', { name: 'Email' }).fill('a');
      await expect(page.getByText('Required')).toBeHidden(); // spec §5: the error clears on edit
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: 'Back' }).click();
      await expect(page).toHaveURL(portalUrl(portal, '/sign-in'));
    });

    test('update password shows its fields and checks that the passwords match', async ({ page }) => {
      await page.goto(portalUrl(portal, '/reset-password?code=abc'));
      await expect(page.getByRole('heading', { level: 1, name: 'Update Password' })).toBeVisible();
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Abcdef12');
      await expect(page.getByRole('tooltip')).toContainText('Minimum 8 characters');
      await page.getByRole('textbox', { name: 'Confirm password' }).fill('Abcdef13');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await expect(page.getByText('Passwords must match')).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('email not verified notice', async ({ page }) => {
      await page.goto(portalUrl(portal, '/email-not-verified'));
      await expect(page.getByRole('heading', { level: 1, name: 'Email not verified' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: 'Back to sign in' }).click();
      await expect(page).toHaveURL(portalUrl(portal, '/sign-in'));
    });
  });
}
