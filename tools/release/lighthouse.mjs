// `npm run lighthouse [-- --runs 3] [--baseline <commit>] [th la]`: Lighthouse (mobile, simulated
// throttling, Debian's Chromium) against each region's release artefact served by nginx as
// production serves it (serve-release.mjs), on /login and /register as a first-time visitor and
// /user/home with a member's token seeded. Each run starts a fresh browser profile, so every run is
// a first visit with an empty cache.
//
// Prints per page the median performance score, FCP, LCP, TBT, CLS, the bytes transferred by kind
// and the machine's benchmarkIndex; then home's load (home-load.mjs): its cards' draws, and its long
// tasks at a fixed 4x CPU slowdown (median of 3 loads). Enforces what does not move with the
// machine: accessibility, best practices and SEO 100 and CLS under 0.01 on every run, /login's
// whole first-visit transfer at most 200 KB, and home's game cards drawn at most twice each.
// Performance and the long tasks are reported, not enforced: both follow the machine's load.
// Every run measures the floor first (floor.mjs: a home-like page on the same libraries), and each
// page is printed with its distance from the floor's medians, and held against FLOOR_MARGINS.
// --page <path> measures only that page (repeatable).
// --baseline <commit> builds that commit's release too (baseline.mjs) and measures it in the same
// run, each of its runs right after today's, and prints its figures under today's: the machine's
// load then weighs on both alike.
// LIGHTHOUSE_REPORTS=<folder> keeps each run's full report (JSON) there.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { REGIONS } from './release.mjs';
import { CLIENT_HEADERS, ensureNginx, serveRelease } from './serve-release.mjs';
import { baselineRelease } from './baseline.mjs';
import { buildFloor, floorRelease } from './floor.mjs';
import { countHomeRenders, CPU_SLOWDOWN, homeLongTasks } from './home-load.mjs';
import { describeMargins, floorVerdicts, HOME_LONG_TASK_LOADS, medianOf, renderVerdicts, verdicts } from './lighthouse-budgets.mjs';

import { CHROMIUM_PATH as CHROMIUM, CHROMIUM_ARGS } from '../scripts/chromium.mjs';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const DEMO_MEMBER = { username: '0812345678', password: 'demo1234' };

const PAGES = [
  { path: '/login', member: false },
  { path: '/register', member: false },
  { path: '/user/home', member: true },
];
const FLOOR_PAGE = { path: '/', member: false };

async function memberToken(apiUrl) {
  const answer = await fetch(`${apiUrl}/api/login`, { method: 'POST', headers: { ...CLIENT_HEADERS, 'content-type': 'application/json' }, body: JSON.stringify(DEMO_MEMBER) });
  const { token } = await answer.json();
  if (!token) throw new Error('The stand-in did not log the demo member in');
  return token;
}

/** One Lighthouse run in a fresh profile; `token` is stored for the site before the run. */
async function audit(url, token) {
  const profile = mkdtempSync(path.join(tmpdir(), 'wallet-lighthouse-'));
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, userDataDir: profile, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    if (token) {
      // The site's own robots.txt: an address of the origin that runs no app code.
      await page.goto(new URL('/robots.txt', url).href);
      await page.evaluate((value) => window.localStorage.setItem('wallet.token', value), token);
    }
    const result = await lighthouse(url, { output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, disableStorageReset: true }, undefined, page);
    if (!result?.lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** `measure(browser, url, token)` (home-load.mjs) on /user/home, in a browser of its own. */
async function onHome(served, measure) {
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  try {
    return await measure(browser, `${served.baseUrl}/user/home`, await memberToken(served.apiUrl));
  } finally {
    await browser.close();
  }
}

/** What a run says, in the units it is printed in. */
function reading(lhr) {
  const audit = (id) => lhr.audits[id];
  const bytes = Object.fromEntries((audit('resource-summary').details?.items ?? []).map((item) => [item.resourceType, item.transferSize]));
  const failing = (category) => lhr.categories[category].auditRefs.filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1).map((ref) => ref.id);
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
    seo: Math.round(lhr.categories.seo.score * 100),
    fcpMs: audit('first-contentful-paint').numericValue,
    lcpMs: audit('largest-contentful-paint').numericValue,
    tbtMs: audit('total-blocking-time').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    bytes,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failing: { accessibility: failing('accessibility'), 'best-practices': failing('best-practices'), seo: failing('seo') },
  };
}

const kb = (bytes) => `${((bytes ?? 0) / 1024).toFixed(1)} KB`;

function report(title, readings) {
  const median = (key) => medianOf(readings.map((one) => one[key]));
  const byKind = ['script', 'font', 'stylesheet', 'document', 'image', 'other']
    .map((kind) => `${kind} ${kb(medianOf(readings.map((one) => one.bytes[kind] ?? 0)))}`)
    .join(', ');
  console.log(`\n${title} (${readings.length} run${readings.length > 1 ? 's' : ''}, benchmarkIndex ${Math.round(median('benchmarkIndex'))})`);
  console.log(`  performance ${median('performance')}  FCP ${Math.round(median('fcpMs'))} ms  LCP ${Math.round(median('lcpMs'))} ms  TBT ${Math.round(median('tbtMs'))} ms  CLS ${median('cls').toFixed(3)}`);
  console.log(`  accessibility ${Math.min(...readings.map((one) => one.accessibility))}  best practices ${Math.min(...readings.map((one) => one.bestPractices))}  SEO ${Math.min(...readings.map((one) => one.seo))}`);
  console.log(`  transferred ${kb(medianOf(readings.map((one) => one.bytes.total)))}: ${byKind}`);
}

/** One Lighthouse run of `page` on a served release, its report kept when asked for. */
async function lighthouseRun(served, page, label) {
  const token = page.member ? await memberToken(served.apiUrl) : null;
  const lhr = await audit(served.baseUrl + page.path, token);
  if (process.env.LIGHTHOUSE_REPORTS) {
    mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
    writeFileSync(path.join(process.env.LIGHTHOUSE_REPORTS, `${label}${page.path.replaceAll('/', '-')}.json`), JSON.stringify(lhr));
  }
  return reading(lhr);
}

/** Home's long tasks, median of HOME_LONG_TASK_LOADS loads (by blocking time). */
async function longTasksOf(served) {
  const loads = [];
  for (let load = 0; load < HOME_LONG_TASK_LOADS; load += 1) loads.push(await onHome(served, homeLongTasks));
  return loads.sort((a, b) => a.blockingMs - b.blockingMs)[Math.floor((loads.length - 1) / 2)];
}

const describeLongTasks = (tasks) => `${tasks.count} long tasks at ${CPU_SLOWDOWN}x CPU slowdown, the longest ${tasks.longestMs} ms, blocking ${tasks.blockingMs} ms`;

const { values: options, positionals } = parseArgs({ options: { runs: { type: 'string', default: '3' }, baseline: { type: 'string' }, page: { type: 'string', multiple: true } }, allowPositionals: true });
const runs = Number(options.runs);
const pages = options.page ? PAGES.filter((page) => options.page.includes(page.path)) : PAGES;
const chosen = positionals.length ? positionals : Object.keys(REGIONS);
if (!Number.isInteger(runs) || runs < 1 || pages.length === 0 || chosen.some((region) => !REGIONS[region])) {
  console.error(`Usage: npm run lighthouse -- [--runs 3] [--baseline <commit>] [--page ${PAGES.map((page) => page.path).join(' --page ')}] [th] [la]`);
  process.exit(2);
}

await ensureNginx();
// Built before anything is served, so the build's load does not fall on a measurement.
const floorSite = await buildFloor();
const problems = [];
// The distances from the floor that home and /login are to keep (FLOOR_MARGINS): printed while
// the pages are still on their way there, enforced once they are.
const behindFloor = [];
for (const region of chosen) {
  const app = REGIONS[region];
  const baselineTarball = options.baseline ? await baselineRelease(options.baseline, region) : null;
  const served = await serveRelease(region);
  const floor = await serveRelease(region, { tarball: await floorRelease(region, floorSite) });
  const before = baselineTarball ? await serveRelease(region, { tarball: baselineTarball }) : null;
  try {
    // Run by run, the floor first and then each page (and the baseline's right after it): a
    // change in the machine's load falls on the pages and on the floor they are compared with.
    const floorReadings = [];
    const readings = new Map(pages.map((page) => [page, { today: [], before: [] }]));
    for (let run = 0; run < runs; run += 1) {
      floorReadings.push(await lighthouseRun(floor, FLOOR_PAGE, `${app}-floor-${run + 1}`));
      for (const page of pages) {
        readings.get(page).today.push(await lighthouseRun(served, page, `${app}-${run + 1}`));
        if (before) readings.get(page).before.push(await lighthouseRun(before, page, `${app}-baseline-${run + 1}`));
      }
    }
    report(`floor (${floor.name}: a home-like page on the same stack)`, floorReadings);
    for (const page of pages) {
      const { today, before: earlier } = readings.get(page);
      report(`${app} ${page.path}`, today);
      console.log(`  beside the floor: ${describeMargins(today, floorReadings)}`);
      if (before) report(`  before: ${options.baseline}, ${before.name}, ${page.path}`, earlier);
      problems.push(...verdicts(page.path, today).map((problem) => `${app} ${page.path}: ${problem}`));
      behindFloor.push(...floorVerdicts(page.path, today, floorReadings).map((problem) => `${app} ${page.path}: ${problem}`));
    }
    if (pages.some((page) => page.member)) {
      const renders = await onHome(served, countHomeRenders);
      const longTasks = await longTasksOf(served);
      console.log(`\n${app} /user/home renders: ${renders.cards} game cards drawn ${renders.cardRenders} times; ${renders.renders} component renders in ${renders.commits} commits`);
      console.log(`${app} /user/home load: ${describeLongTasks(longTasks)} (median of ${HOME_LONG_TASK_LOADS} loads)`);
      if (before) console.log(`  before: ${options.baseline}: ${describeLongTasks(await longTasksOf(before))}`);
      problems.push(...renderVerdicts(renders).map((problem) => `${app} /user/home: ${problem}`));
    }
  } finally {
    await served.close();
    await floor.close();
    await before?.close();
  }
}
rmSync(floorSite, { recursive: true, force: true });
if (behindFloor.length) console.log(`\nNot yet within the floor's margins:\n${behindFloor.map((problem) => `  ${problem}`).join('\n')}`);
if (problems.length) {
  console.error(`\nLighthouse budgets broken:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log("\nLighthouse budgets kept: accessibility, best practices and SEO 100, CLS under 0.01, /login first visit at most 200 KB, home's game cards drawn at most twice each.");
