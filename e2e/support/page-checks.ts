// Checks a sweep runs on any page as it is at rest: no sideways scrolling, and the healthshare wording.
import { expect, type Page } from '@playwright/test';

/**
 * Issue 17 item 16: nothing scrolls sideways. The page is no wider than the viewport (at 360 px a phone's
 * emulation would otherwise zoom out to the content's width, so the viewport's own width is the bound), and
 * no box inside it scrolls sideways either (a table in a scrolling container is still a sideways scroll).
 */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const viewport = page.viewportSize()?.width ?? 0;
  const measured = await page.evaluate(() => {
    const scrollers = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => {
        if (element.matches('input, textarea, select')) return false;
        const overflow = getComputedStyle(element).overflowX;
        return (overflow === 'auto' || overflow === 'scroll') && element.scrollWidth > element.clientWidth + 1;
      })
      .map((element) => {
        const label =
          element.getAttribute('aria-label') ?? element.querySelector('[aria-label]')?.getAttribute('aria-label') ?? '';
        return `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 2).join('.')} "${label}" ${element.scrollWidth}px in ${element.clientWidth}px`;
      });
    return { innerWidth: window.innerWidth, scrollWidth: document.documentElement.scrollWidth, scrollers };
  });
  expect(measured.innerWidth, 'the window is as wide as the viewport (not zoomed out to wider content)').toBe(viewport);
  expect(measured.scrollWidth, 'the page is no wider than the window').toBeLessThanOrEqual(viewport);
  expect(measured.scrollers, 'boxes that scroll sideways').toEqual([]);
}

/** spec §1: the words a healthshare member never reads (outside proper names). */
const USUAL_WORDS = /\b(plans?|primary|networks?)\b/i;

/**
 * spec §1: a healthshare member reads 'membership', 'head of household' and 'affiliation', never 'plan',
 * 'primary' or 'network'. Reads the page's visible text and its accessible labels (what a screen reader says);
 * `properNames` (a plan's own name from the data, say) are left out first.
 */
export async function expectHealthshareWording(page: Page, properNames: readonly string[] = []): Promise<void> {
  const texts = await page.evaluate(() => [
    document.body.innerText,
    ...[...document.querySelectorAll('[aria-label]')].map((element) => element.getAttribute('aria-label') ?? ''),
  ]);
  const found = texts.flatMap((text) => {
    const cleaned = properNames.reduce((rest, name) => rest.split(name).join(' '), text);
    return cleaned
      .split('\n')
      .filter((line) => USUAL_WORDS.test(line))
      .map((line) => line.trim());
  });
  expect(found, "lines with 'plan', 'primary' or 'network' that a healthshare member reads").toEqual([]);
}

/**
 * Issue 28: the page has not moved since its first paint (Chromium's own layout-shift entries, buffered, not
 * those after an input). On failure, the message names what moved and from where to where.
 */
export async function expectNoLayoutShift(page: Page, what: string): Promise<void> {
  const shifts = await page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        type Shift = PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        };
        const box = ({ x, y, width, height }: DOMRectReadOnly) => [x, y, width, height].map(Math.round).join(',');
        const name = (node: Node | null) =>
          node instanceof Element
            ? `${node.tagName.toLowerCase()}.${[...node.classList].slice(0, 2).join('.')} "${(node.textContent ?? '').slice(0, 30)}"`
            : (node?.nodeName ?? 'a removed node');
        const found: string[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[])
            if (!entry.hadRecentInput)
              found.push(
                `${entry.value} at ${Math.round(entry.startTime)} ms: ` +
                  entry.sources
                    .map((s) => `${name(s.node)} ${box(s.previousRect)} -> ${box(s.currentRect)}`)
                    .join('; '),
              );
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(found), 300);
      }),
  );
  expect(shifts, `layout shifts on ${what}`).toEqual([]);
}
