// Names the browser tests that failed, last in `npm test`'s output: CI keeps only the end of a long
// log, and the browser tests' own report sits in the middle of it, so a red run said "wallet-e2e:e2e
// failed" without saying which test or why. `node tools/scripts/failed-tests.mjs [results.json]`
// reads Playwright's JSON report (playwright.config.ts writes it) and prints each failed test with
// the start of its error and where its trace is; nothing when every test passed.
import { existsSync, readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

const ERROR_LINES = 12;

/** The first lines of an error's message, without terminal colours. */
const startOf = (message = '') => stripVTControlCharacters(message).split('\n').slice(0, ERROR_LINES);

/** Every test result of the report, with the file and title of its spec. */
function resultsOf(report) {
  const rows = [];
  const walk = (suite) => {
    for (const inner of suite.suites ?? []) walk(inner);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        for (const result of test.results) rows.push({ project: test.projectName, place: `${spec.file}:${spec.line}`, title: spec.title, result });
      }
    }
  };
  for (const suite of report.suites ?? []) walk(suite);
  return rows;
}

/** The lines that say what went wrong: each failed result, its error's start and its trace. */
export function failureLines(report) {
  const failed = resultsOf(report).filter(({ result }) => !['passed', 'skipped'].includes(result.status));
  const lines = [];
  for (const { project, place, title, result } of failed) {
    lines.push(`[${project}] ${place} ${title} (${result.status} after ${(result.duration / 1000).toFixed(0)} s)`);
    for (const error of result.errors ?? []) {
      lines.push(...startOf(error.message ?? error.value).map((line) => `    ${line}`));
    }
    const trace = (result.attachments ?? []).find((attachment) => attachment.name === 'trace');
    if (trace?.path) lines.push(`    trace: ${trace.path}`);
  }
  // Errors outside any test: a web server that did not start, a file that did not load.
  for (const error of report.errors ?? []) lines.push(`[run] ${startOf(error.message).join('\n    ')}`);
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2] ?? 'tmp/e2e/results.json';
  if (existsSync(file)) {
    const lines = failureLines(JSON.parse(readFileSync(file, 'utf8')));
    if (lines.length) console.log(`\nBrowser tests that failed (${file}):\n${lines.join('\n')}`);
  }
}
