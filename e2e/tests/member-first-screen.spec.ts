// Issue 17, decision 0031: a signed-in page opened first is drawn once, with its data: its calls start
// beside its chunks, before React's first render, and are not made again when the page mounts.
import { test } from '../support/fixtures.ts';
import { DEMO_EMAILS, expect, memberUrl, signInMember } from '../support/member.ts';

test('the home opened with a session draws its benefits without a loading state, calling each once', async ({
  page,
}) => {
  await signInMember(page, DEMO_EMAILS.member);
  // The sign-in's own home finishes first: its calls, answered, are not counted with the next load's.
  await expect(page.getByRole('table', { name: 'Plan benefits' })).toBeVisible();
  await expect(page.getByRole('group', { name: /ID card of Daniel/ })).toBeVisible();
  // From the first byte of the next load: did a loading state of the home's benefits ever enter the page?
  await page.addInitScript(() => {
    const seen = { loading: false };
    (window as unknown as { firstScreen: typeof seen }).firstScreen = seen;
    new MutationObserver(() => {
      if (document.querySelector('[role="status"][aria-label="Loading plan benefits"]')) seen.loading = true;
    }).observe(document, { childList: true, subtree: true });
  });
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/member/')) calls.push(path);
  });
  await page.goto(memberUrl('/'));
  await expect(page.getByRole('table', { name: 'Plan benefits' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Members on your plan' })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { firstScreen: { loading: boolean } }).firstScreen.loading),
  ).toBe(false);
  await expect(page.getByRole('group', { name: /ID card of Daniel/ })).toBeVisible();
  for (const path of ['/api/member/v4/benefit/', '/api/member/v4/user/', '/api/member/v4/family-members/']) {
    expect(
      calls.filter((call) => call === path),
      path,
    ).toHaveLength(1);
  }
});
