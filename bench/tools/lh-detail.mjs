// A close look at one page's Lighthouse mobile run while working on page speed: the metrics, the
// largest-contentful-paint element, the long main-thread tasks and the requests before first paint.
//   node bench/tools/lh-detail.mjs <url> [runs=1] [--desktop]
// The reported measurement is the lighthouse suite; this prints, it records nothing.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const args = process.argv.slice(2);
const url = args.find((a) => a.startsWith('http'));
const runs = Number(args.find((a) => /^\d+$/.test(a)) ?? 1);
const desktop = args.includes('--desktop');
if (!url) throw new Error('usage: lh-detail.mjs <url> [runs] [--desktop]');

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  for (let i = 0; i < runs; i++) {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, desktop ? desktopConfig : undefined);
    const a = lhr.audits;
    const ms = (id) => Math.round(a[id]?.numericValue ?? NaN);
    console.log(`score ${Math.round(lhr.categories.performance.score * 100)}  FCP ${ms('first-contentful-paint')}  LCP ${ms('largest-contentful-paint')}  TBT ${ms('total-blocking-time')}  SI ${ms('speed-index')}  CLS ${a['cumulative-layout-shift'].numericValue.toFixed(3)}`);
    if (i > 0) continue;
    const lcp = a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
    console.log(`LCP element: ${lcp?.snippet ?? 'n/a'}`);
    for (const phase of a['largest-contentful-paint-element']?.details?.items?.[1]?.items ?? []) console.log(`  LCP phase ${phase.phase}: ${Math.round(phase.timing)} ms`);
    console.log('long tasks (simulated):');
    for (const t of a['long-tasks']?.details?.items ?? []) console.log(`  ${Math.round(t.startTime)} +${Math.round(t.duration)} ms  ${t.url}`);
    console.log('bootup (simulated ms: total / script eval / parse+compile):');
    for (const t of a['bootup-time']?.details?.items ?? []) console.log(`  ${Math.round(t.total)} / ${Math.round(t.scripting)} / ${Math.round(t.scriptParseCompile)}  ${t.url}`);
    console.log('main thread by category:');
    for (const t of a['mainthread-work-breakdown']?.details?.items ?? []) console.log(`  ${Math.round(t.duration)} ms  ${t.groupLabel}`);
    console.log('requests:');
    for (const r of a['network-requests']?.details?.items ?? []) console.log(`  ${Math.round(r.networkRequestTime)}-${Math.round(r.networkEndTime)} ${r.priority} ${r.transferSize}B ${r.url}`);
  }
} finally {
  await chrome.kill();
}
