import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve('axe-core/axe.min.js');
// The portals' Content-Security-Policy (script-src 'self') blocks page.addScriptTag, which adds an inline
// <script>. Evaluating the source through the DevTools protocol is not subject to the page's policy.
const AXE_SOURCE = readFileSync(AXE_PATH, 'utf8');

interface AxeWindow {
  axe: { run: () => Promise<AxeResults> };
}

function describe(violation: Result): string {
  const targets = violation.nodes.map((node) => node.target.join(' ')).join(', ');
  return `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} -> ${targets}`;
}

/**
 * A control that has just changed state (a button enabled, a field focused) fades its colours for a moment;
 * axe measuring mid-fade reports a contrast nobody sees at rest (seen in CI on 'Pay off remaining balance').
 * Waits for the page's finite transitions and animations to end (a spinner's endless one is left running).
 */
async function settleTransitions(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** DESIGN §5: runs axe-core on the page as it is at rest and expects no violations. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // A page drawn at the server holds its forms' buttons disabled until React hydrates it (UntilHydrated,
  // decision 0034), then their colours fade in: axe reads the live page, not the moment it turns live.
  await expect(page.locator('[data-until-hydrated]')).toHaveCount(0, { timeout: 15_000 });
  await settleTransitions(page);
  await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(() => (window as unknown as AxeWindow).axe.run());
  expect(results.violations.map(describe), 'axe-core violations').toEqual([]);
}
