import assert from 'node:assert/strict';
import { test } from 'node:test';
import { medianOf, renderVerdicts, verdicts } from '../lighthouse-budgets.mjs';

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
