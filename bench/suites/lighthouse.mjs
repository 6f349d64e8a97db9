// Page speed (issue 8), with the issue 3 budget: the sign-in screen scores performance >= 90 and
// accessibility 100 on Lighthouse's mobile preset.
//
// Lighthouse 12 drives Debian's Chromium (CHROMIUM_PATH or /usr/bin/chromium) against the production build
// on 127.0.0.1, with its mobile (default, simulated throttling) and desktop presets. Signed-in pages get the
// session cookies of a real sign-in set in the browser first (Lighthouse clears the cache, not cookies).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { figure } from '../lib/stats.mjs';
import { freePortBlock, startServer } from '../lib/processes.mjs';
import { ApiSession } from '../lib/http-session.mjs';
import { measurePortal } from './bundle.mjs';

export const description = 'Page speed: Lighthouse 12 with Debian Chromium, mobile and desktop presets, production build';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const PORTALS = ['member', 'dentist', 'employer', 'admin'];
const OFFSETS = { member: 0, dentist: 1, employer: 2, admin: 3 };

/** The signed-in member pages that exist in this build (receipts and find-dentist arrive with issues 5 and 6). */
async function memberPages() {
  const names = (await measurePortal('member')).lazy.map((c) => c.name);
  const pages = [{ name: 'member home', path: '/' }];
  const notes = [];
  for (const [name, path, pattern, issue] of [
    ['member receipts', '/transactions', /^(transactions|receipts?)$/, 5],
    ['member find-dentist', '/find-dentist', /^find-(a-)?dentist$/, 6],
  ]) {
    if (names.some((n) => pattern.test(n))) pages.push({ name, path });
    else notes.push(`${name}: not measured yet: no such route chunk in the member build (issue ${issue})`);
  }
  return { pages, notes };
}

/** One Lighthouse run; a run that fails to record its trace (NO_NAVSTART and the like) is tried again, twice at most. */
async function audit(page, url, preset) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(page, url, preset);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`lighthouse: ${url} (${preset}) attempt ${attempt} failed, trying again: ${error.message}`);
    }
  }
}

async function auditOnce(page, url, preset) {
  const flags = { output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'] };
  const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined, page);
  const lhr = result.lhr;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
  const finalUrl = lhr.finalDisplayedUrl ?? lhr.finalUrl;
  // The weighted audits that did not pass, so a missed score says what to fix.
  const failing = (id) => (lhr.categories[id]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1).map((ref) => ref.id);
  return {
    failing: { accessibility: failing('accessibility'), bestPractices: failing('best-practices') },
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    finalUrl,
  };
}

const failingOf = (runs, category) => {
  const ids = [...new Set(runs.flatMap((r) => r.failing[category]))];
  return ids.length ? `not passed: ${ids.join(', ')}` : '';
};

function pageFigures(name, preset, runs, signInBudgets) {
  const perfBudget = signInBudgets ? { value: 90, higherIsBetter: true, id: 'i3-lh-performance' } : undefined;
  const a11yBudget = signInBudgets ? { value: 100, higherIsBetter: true, id: 'i3-lh-accessibility' } : undefined;
  const where = runs[0]?.finalUrl ? new URL(runs[0].finalUrl).pathname : '';
  return [
    { ...figure(`${name} (${preset}): performance`, 'score', runs.map((r) => r.performance), perfBudget), detail: `final URL path ${where}` },
    { ...figure(`${name} (${preset}): accessibility`, 'score', runs.map((r) => r.accessibility), a11yBudget), detail: failingOf(runs, 'accessibility') },
    { ...figure(`${name} (${preset}): best practices`, 'score', runs.map((r) => r.bestPractices)), detail: failingOf(runs, 'bestPractices') },
    figure(`${name} (${preset}): largest contentful paint`, 'ms', runs.map((r) => r.lcp)),
    figure(`${name} (${preset}): total blocking time`, 'ms', runs.map((r) => r.tbt)),
    figure(`${name} (${preset}): cumulative layout shift`, 'CLS', runs.map((r) => r.cls)),
  ];
}

export async function run({ quick }) {
  return quick ? measurePages({ runs: 1, presets: ['desktop'], portals: ['member'], signedIn: false }) : measurePages({ runs: 3, presets: ['mobile', 'desktop'], portals: PORTALS, signedIn: true });
}

/** Sign-in screens of `portals`, then (signedIn) the member pages, each `runs` times per preset. */
export async function measurePages({ runs, presets, portals, signedIn }) {
  const figures = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const userDataDir = mkdtempSync(join(tmpdir(), 'bench-chromium-'));
  const port = await freePortBlock();
  const server = await startServer({ PORT: String(port), DATA_DIR: dataDir });
  let chrome;
  let browser;
  try {
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, userDataDir, logLevel: 'silent' });
    browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const page = await browser.newPage();

    // Signed out: each portal's sign-in screen (quick: the member's, on desktop, once).
    for (const portal of portals) {
      const url = `http://127.0.0.1:${port + OFFSETS[portal]}/sign-in`;
      for (const preset of presets) {
        const results = [];
        for (let i = 0; i < runs; i++) results.push(await audit(page, url, preset));
        figures.push(...pageFigures(`${portal} sign-in`, preset, results, preset === 'mobile'));
      }
    }
    if (!signedIn) return figures;

    // Signed in as the demo member: the session cookies of a real sign-in, set in the browser.
    const member = `http://127.0.0.1:${port}`;
    const session = await new ApiSession(member).signIn();
    await browser.setCookie(...[...session.cookies].map(([name, value]) => ({ name, value, domain: '127.0.0.1', path: '/', httpOnly: !name.endsWith('_present') && name !== 'XSRF-TOKEN', sameSite: 'Lax' })));
    const { pages, notes } = await memberPages();
    for (const { name, path } of pages) {
      for (const preset of presets) {
        const results = [];
        for (let i = 0; i < runs; i++) results.push(await audit(page, `${member}${path}`, preset));
        if (results.some((r) => new URL(r.finalUrl).pathname.startsWith('/sign-in'))) throw new Error(`${name} was redirected to sign-in: the session cookies did not hold`);
        figures.push(...pageFigures(name, preset, results, false));
      }
    }
    for (const note of notes) figures.push({ label: note, unit: '', skipped: true, note: true, runs: [], median: null, min: null, max: null });
    return figures;
  } finally {
    await browser?.disconnect();
    chrome?.kill();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(userDataDir, { recursive: true, force: true });
  }
}
