// A close look at one page's Lighthouse mobile run while working on page speed: the metrics, the
// largest-contentful-paint element, the layout shifts, the long main-thread tasks, the script bytes and
// the requests before first paint.
//   node bench/tools/lh-detail.mjs <url> [runs=1] [--desktop] [--signed-in]
// --signed-in: signs in as the demo member on the URL's origin first and hands Lighthouse a browser with
// the session cookies, as the lighthouse suite does for the member pages.
// The reported measurement is the lighthouse suite; this prints, it records nothing.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { signedInBrowserCookies } from '../lib/http-session.mjs';

const args = process.argv.slice(2);
const url = args.find((a) => a.startsWith('http'));
const runs = Number(args.find((a) => /^\d+$/.test(a)) ?? 1);
const desktop = args.includes('--desktop');
const signedIn = args.includes('--signed-in');
if (!url) throw new Error('usage: lh-detail.mjs <url> [runs] [--desktop] [--signed-in]');

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
  ],
});
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
try {
  const page = await browser.newPage();
  if (signedIn) {
    await browser.setCookie(...(await signedInBrowserCookies(new URL(url).origin)));
  }
  for (let i = 0; i < runs; i++) {
    const { lhr } = await lighthouse(
      url,
      { output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      desktop ? desktopConfig : undefined,
      page,
    );
    const a = lhr.audits;
    const ms = (id) => Math.round(a[id]?.numericValue ?? NaN);
    const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
    console.log(
      `score ${Math.round(lhr.categories.performance.score * 100)}  FCP ${ms('first-contentful-paint')}  LCP ${ms('largest-contentful-paint')}  TBT ${ms('total-blocking-time')}  SI ${ms('speed-index')}  CLS ${a['cumulative-layout-shift']?.numericValue?.toFixed(3)}  (final path ${finalPath})`,
    );
    const m = a.metrics?.details?.items?.[0] ?? {};
    console.log(
      `  benchmarkIndex ${lhr.environment?.benchmarkIndex}  warnings: ${(lhr.runWarnings ?? []).join(' / ').slice(0, 200)}`,
    );
    console.log(
      `  observed (unthrottled): FCP ${m.observedFirstContentfulPaint}  LCP ${m.observedLargestContentfulPaint}  DCL ${m.observedDomContentLoaded}  load ${m.observedLoad}`,
    );
    if (i > 0) continue;
    const lcp = a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
    console.log(`LCP element: ${lcp?.snippet ?? 'n/a'}`);
    for (const phase of a['largest-contentful-paint-element']?.details?.items?.[1]?.items ?? [])
      console.log(`  LCP phase ${phase.phase}: ${Math.round(phase.timing)} ms`);
    console.log('layout shifts:');
    for (const s of a['layout-shifts']?.details?.items ?? [])
      console.log(`  ${s.score.toFixed(3)}  ${s.node?.snippet ?? s.node?.selector ?? 'n/a'}`);
    console.log('long tasks (simulated):');
    for (const t of a['long-tasks']?.details?.items ?? [])
      console.log(`  ${Math.round(t.startTime)} +${Math.round(t.duration)} ms  ${t.url}`);
    console.log('bootup (simulated ms: total / script eval / parse+compile):');
    for (const t of a['bootup-time']?.details?.items ?? [])
      console.log(
        `  ${Math.round(t.total)} / ${Math.round(t.scripting)} / ${Math.round(t.scriptParseCompile)}  ${t.url}`,
      );
    console.log('main thread by category:');
    for (const t of a['mainthread-work-breakdown']?.details?.items ?? [])
      console.log(`  ${Math.round(t.duration)} ms  ${t.groupLabel}`);
    const fcp = a['first-contentful-paint']?.numericValue ?? 0;
    const requests = a['network-requests']?.details?.items ?? [];
    const scriptBytes = requests
      .filter((r) => r.resourceType === 'Script' && r.networkEndTime <= fcp)
      .reduce((sum, r) => sum + r.transferSize, 0);
    console.log(
      `script bytes transferred before first contentful paint (observed): ${(scriptBytes / 1024).toFixed(1)} KB`,
    );
    console.log('requests:');
    for (const r of requests)
      console.log(
        `  ${Math.round(r.networkRequestTime)}-${Math.round(r.networkEndTime)} ${r.priority} ${r.transferSize}B ${r.url}`,
      );
  }
} finally {
  await browser.disconnect();
  chrome.kill();
}
