import assert from 'node:assert/strict';
import { test } from 'node:test';
import { describeMargins, floorVerdicts, medianOf, renderVerdicts, verdicts } from '../lighthouse-budgets.mjs';

const clean = { accessibility: 100, bestPractices: 100, seo: 100, cls: 0.002, bytes: { total: 150 * 1024 }, failing: { accessibility: [], 'best-practices': [], seo: [] } };

test("the median of a page's runs", () => {
  assert.equal(medianOf([3, 1, 2]), 2);
  assert.equal(medianOf([4, 1, 3, 2]), 2.5);
});

test('a page whose every run keeps the budgets breaks none', () => {
  assert.deepEqual(verdicts('/login', [clean, clean, clean]), []);
});

test('each run is held to full marks, CLS under 0.01 and, on /login, 200 KB: a failure names its audits and run', () => {
  const slipped = { ...clean, seo: 82, failing: { ...clean.failing, seo: ['meta-description', 'robots-txt'] }, cls: 0.01, bytes: { total: 200 * 1024 + 1 } };
  assert.deepEqual(verdicts('/login', [clean, slipped]), ['seo 82 (run 2): meta-description, robots-txt', 'CLS 0.010 (run 2), over 0.01', 'first visit transfers 200.0 KB (run 2), over 200 KB']);
  // The transfer budget is /login's alone.
  assert.deepEqual(verdicts('/user/home', [{ ...clean, bytes: { total: 400 * 1024 } }]), []);
});

test("home's game cards may each be drawn twice while it loads, and not more", () => {
  assert.deepEqual(renderVerdicts({ cards: 16, cardRenders: 32 }), []);
  assert.deepEqual(renderVerdicts({ cards: 16, cardRenders: 48 }), ['16 game cards drawn 48 times, over 2 each']);
  assert.deepEqual(renderVerdicts({ cards: 0, cardRenders: 0 }), ['home showed no game card']);
});

test("a page is held to its margins beside the floor's medians, and printed beside it", () => {
  const run = (lcpMs, tbtMs, fcpMs = 1000) => ({ ...clean, lcpMs, tbtMs, fcpMs });
  const floor = [run(1800, 50), run(1900, 60), run(2000, 70)];
  assert.deepEqual(floorVerdicts('/user/home', [run(2400, 150), run(2500, 160), run(9000, 900)], floor), []);
  assert.deepEqual(floorVerdicts('/user/home', [run(2600, 170), run(2500, 161), run(2600, 170)], floor), [
    "LCP 700 ms behind the floor's, over 600 ms",
    "TBT 110 ms behind the floor's, over 100 ms",
  ]);
  assert.deepEqual(floorVerdicts('/login', [run(2300, 900)], floor), ["LCP 400 ms behind the floor's, over 300 ms"]);
  // A page without margins (/register) is only printed beside the floor.
  assert.deepEqual(floorVerdicts('/register', [run(9000, 9000)], floor), []);
  assert.equal(describeMargins([run(1700, 40, 900)], floor), 'FCP -100 ms, LCP -200 ms, TBT -20 ms');
});
