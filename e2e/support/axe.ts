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

/** DESIGN §5: runs axe-core on the page as it is now and expects no violations. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(() => (window as unknown as AxeWindow).axe.run());
  expect(results.violations.map(describe), 'axe-core violations').toEqual([]);
}
