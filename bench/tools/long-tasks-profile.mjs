// Where a page's long main-thread tasks go, function by function (decision 0038): loads the page signed in
// as the demo member, with the CPU slowed 4x as Lighthouse's mobile preset does, records a trace with the V8
// sampler, and prints for each task over the threshold the functions it spent its samples in (inclusive).
// With a build of the same hashes made with --sourcemap (`cd apps/member && npx vite build --sourcemap
// --outDir /tmp/member-sm`), the frames are named by source file and line: SM_DIR=/tmp/member-sm/assets.
//   node bench/tools/long-tasks-profile.mjs <url> [threshold-ms=50] [top=40]
// Timings under tracing are longer than Lighthouse's; read the shares, not the milliseconds.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import puppeteer from 'puppeteer-core';
import { signedInBrowserCookies } from '../lib/http-session.mjs';

const require = createRequire(import.meta.url);
const { SourceMapConsumer } = require('source-map-js');

const [url, thresholdArg, topArg] = process.argv.slice(2);
if (!url) throw new Error('usage: long-tasks-profile.mjs <url> [threshold-ms] [top]');
const thresholdUs = Number(thresholdArg ?? 50) * 1000;
const top = Number(topArg ?? 40);

async function traceOf(pageUrl) {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
    const { origin } = new URL(pageUrl);
    await browser.setCookie(...(await signedInBrowserCookies(origin)));
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${origin}/favicon.svg`);
    await page.tracing.start({
      categories: [
        'toplevel',
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-v8.cpu_profiler',
      ],
    });
    await page.goto(pageUrl, { waitUntil: 'networkidle0' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    return JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8')).traceEvents;
  } finally {
    await browser.close();
  }
}

const events = await traceOf(url);
// The page's main thread: the renderer main thread that ran the most tasks.
const mainThreads = new Set(
  events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
);
const busy = new Map();
for (const e of events)
  if (e.name === 'RunTask' && e.ph === 'X' && mainThreads.has(`${e.pid}:${e.tid}`))
    busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
const [pid, tid] = [...busy]
  .sort((a, b) => b[1] - a[1])[0][0]
  .split(':')
  .map(Number);
const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === pid && e.tid === tid);
const start = Math.min(...tasks.map((t) => t.ts));

// The sampler's nodes and samples (ProfileChunk events), with each sample's time.
const nodes = new Map();
const parent = new Map();
const samples = [];
let time = events.find((e) => e.name === 'Profile' && e.pid === pid)?.args?.data?.startTime ?? 0;
for (const e of events) {
  if (e.name !== 'ProfileChunk' || e.pid !== pid) continue;
  const { cpuProfile = {}, timeDeltas = [] } = e.args.data;
  for (const node of cpuProfile.nodes ?? []) {
    nodes.set(node.id, node);
    if (node.parent !== undefined) parent.set(node.id, node.parent);
  }
  (cpuProfile.samples ?? []).forEach((id, i) => {
    time += timeDeltas[i] ?? 0;
    samples.push([time, id]);
  });
}

const maps = new Map();
function frameName({ callFrame: f }) {
  const file = (f.url ?? '').split('/').pop();
  const mapFile = process.env.SM_DIR && file.endsWith('.js') ? `${process.env.SM_DIR}/${file}.map` : null;
  if (mapFile && existsSync(mapFile)) {
    if (!maps.has(mapFile)) maps.set(mapFile, new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8'))));
    const at = maps.get(mapFile).originalPositionFor({ line: f.lineNumber + 1, column: f.columnNumber });
    if (at.source) return `${at.name ?? f.functionName} ${at.source.replace(/.*node_modules\//, '')}:${at.line}`;
  }
  return `${f.functionName || '(anonymous)'} ${file}:${f.lineNumber}`;
}

for (const task of tasks.filter((t) => t.dur >= thresholdUs)) {
  const inclusive = new Map();
  let count = 0;
  for (const [at, id] of samples) {
    if (at < task.ts || at > task.ts + task.dur) continue;
    count += 1;
    const seen = new Set();
    for (let node = id; node !== undefined; node = parent.get(node)) {
      const name = frameName(nodes.get(node));
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + 1);
    }
  }
  console.log(
    `task at ${Math.round((task.ts - start) / 1000)} ms: ${Math.round(task.dur / 1000)} ms, ${count} samples`,
  );
  for (const [name, n] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`  ${String(n).padStart(5)}  ${name}`);
}
