// Helpers of the member portal's browser tests (issue 4).
import { expect as baseExpect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { generatedMemberEmail } from '../../apps/server/src/seed/demo-accounts.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { portalUrl } from './portals.ts';

export { DEMO_EMAILS } from '../../apps/server/src/seed/demo-accounts.ts';

/** Screens load several calls at once; on a busy machine (the suite runs fully parallel) that takes a while. */
export const expect = baseExpect.configure({ timeout: 15_000 });

/** The member portal's address of a path. */
export const memberUrl = (path = '/'): string => portalUrl('member', path);

/** Signs in to the member portal as `email` and waits for Home. */
export async function signInMember(page: Page, email: string, password: string = DEMO_PASSWORD): Promise<void> {
  await page.goto(memberUrl('/sign-in'));
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
}

/** The side navigation; on a phone it is in the drawer, opened from the top bar. */
export async function openNavigation(page: Page) {
  const opener = page.getByRole('button', { name: 'Open navigation' });
  if (await opener.isVisible()) await opener.click();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  return nav;
}

/**
 * A generated demo member (member<N>@demo.example.com, password DemoPass123) that only this test and
 * project use, for tests that change data on the one shared database (fullyParallel safe).
 */
export function ownMember(testInfo: TestInfo, slot: number): string {
  const projectOffset = testInfo.project.name.startsWith('phone') ? 100 : 150;
  return generatedMemberEmail(projectOffset + slot);
}

interface CaughtMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  received_at: string;
}

/** The newest mail caught for `to` (spec: /dev/mail/messages.json, newest first), waiting for it to arrive. */
export async function newestMailTo(request: APIRequestContext, to: string): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(memberUrl('/dev/mail/messages.json'));
        const messages = (await response.json()) as CaughtMail[];
        found = messages.find((message) => message.to.toLowerCase() === to.toLowerCase());
        return found !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  if (!found) throw new Error(`no mail to ${to}`);
  return found;
}

/** The path and query of the first link in a mail to `path` (the mail names the public host; tests use 127.0.0.1). */
export function linkPath(mail: CaughtMail, path: string): string {
  const match = new RegExp(`https?://[^\\s"'<>]+(${path.replace(/[/]/g, '\\/')}\\?[^\\s"'<>]+)`).exec(
    mail.text + mail.html,
  );
  if (!match?.[1]) throw new Error(`no ${path} link in the mail "${mail.subject}"`);
  return match[1].replace(/&amp;/g, '&');
}
