// Issue 17, decisions 0031 and 0034: a signed-in page opened first comes drawn by the server with its data,
// and the browser hydrates it with the same answers: no loading state, and none of its calls made again.
import { test } from '../support/fixtures.ts';
import { DEMO_EMAILS, expect, memberUrl, signInMember } from '../support/member.ts';

test('the home opened with a session comes drawn with its benefits and hydrates without calling them again', async ({
  page,
}) => {
  await signInMember(page, DEMO_EMAILS.member);
  // The sign-in's own home finishes first: its calls, answered, are not counted with the next load's.
  await expect(page.getByRole('table', { name: 'Plan benefits' })).toBeVisible();
  await expect(page.getByRole('group', { name: /ID card of Daniel/ })).toBeVisible();
  // The sign-in's page unloaded before counting starts: a call it still makes (a late refetch) cannot be
  // counted with the next load's.
  await page.goto('about:blank');
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
  const response = await page.goto(memberUrl('/'));
  // Drawn at the server: the page carries the member's data, and no cache may keep it.
  expect(response?.headers()['cache-control']).toBe('no-store, private');
  expect(await response?.text()).toContain('Plan benefits');
  await expect(page.locator('#root[data-prerendered="/"]')).toHaveCount(1);
  await expect(page.getByRole('table', { name: 'Plan benefits' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Members on your plan' })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { firstScreen: { loading: boolean } }).firstScreen.loading),
  ).toBe(false);
  await expect(page.getByRole('group', { name: /ID card of Daniel/ })).toBeVisible();
  // The server made these calls through the API's own handlers; the browser took their answers from the page.
  for (const path of ['/api/member/v4/benefit/', '/api/member/v4/user/', '/api/member/v4/family-members/']) {
    expect(
      calls.filter((call) => call === path),
      path,
    ).toHaveLength(0);
  }
});
