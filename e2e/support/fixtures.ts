import { test as base, expect } from '@playwright/test';

interface ConsoleGuard {
  /** Lets this test log console errors that match (for failures it provokes on purpose). */
  allowConsoleError: (pattern: RegExp) => void;
}

/** STYLE "Tests": any unexpected console.error or uncaught page error fails the test. */
export const test = base.extend<ConsoleGuard>({
  allowConsoleError: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const unexpected: string[] = [];
      const note = (text: string) => {
        if (!allowed.some((pattern) => pattern.test(text))) unexpected.push(text);
      };
      page.on('console', (message) => {
        if (message.type() === 'error') note(message.text());
      });
      page.on('pageerror', (error) => note(`Uncaught ${error.name}: ${error.message}`));
      await use((pattern) => {
        allowed.push(pattern);
      });
      expect(unexpected, 'unexpected console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
