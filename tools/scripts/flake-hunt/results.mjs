// What one test run says of each test, read from Jest's --json file or from the node test runner's
// events (test-events-reporter.mjs), and the tally over many runs. Pure: no files, no processes.
import path from 'node:path';

/** @typedef {{ id: string, status: 'pass' | 'fail', message?: string }} TestResult */

const JEST_STATUS = { passed: 'pass', failed: 'fail' };

/** The first line that says something: a failure's headline without its stack. */
export function headline(text = '') {
  return (
    String(text)
      .split('\n')
      .map((line) => line.trim())
      .find((line) => line && !line.startsWith('at ')) ?? ''
  );
}

const relative = (root, file) => path.relative(root, file).split(path.sep).join('/');

/**
 * The tests of one Jest run (its --json answer), each named `<file> > <describe...> > <title>`.
 * Skipped and todo tests are left out. A file that could not run at all (a syntax error, a failing
 * hook at its top) is one failed entry named by the file.
 */
export function jestResults(report, root) {
  const results = [];
  for (const file of report.testResults ?? []) {
    const name = relative(root, file.name);
    const tests = file.assertionResults ?? [];
    for (const test of tests) {
      const status = JEST_STATUS[test.status];
      if (!status) continue;
      const id = [name, ...(test.ancestorTitles ?? []), test.title].join(' > ');
      results.push(status === 'fail' ? { id, status, message: headline((test.failureMessages ?? []).join('\n')) } : { id, status });
    }
    if (file.status === 'failed' && !tests.some((test) => test.status === 'failed')) {
      results.push({ id: `${name} (the file itself)`, status: 'fail', message: headline(file.message || file.failureMessage) });
    }
  }
  return results;
}

/**
 * The tests of one node test runner run, from the JSON lines test-events-reporter.mjs wrote.
 * A suite's failure counts only when none of its own tests failed (an `after` hook that threw);
 * otherwise its tests already say it. Skipped tests are left out; a file that could not run at
 * all is one failed entry named by the file.
 */
export function nodeTestResults(lines, root) {
  const results = [];
  for (const line of lines.split('\n')) {
    if (!line.trim()) continue;
    const event = JSON.parse(line);
    if (event.status === 'skip') continue;
    const file = event.file ? relative(root, event.file) : '';
    // A file that fails before any test runs is reported under its own path.
    const steps = event.path.filter((step) => step !== event.file);
    const id = steps.length ? [file, ...steps].filter(Boolean).join(' > ') : `${file} (the file itself)`;
    if (event.suite && (event.status === 'pass' || results.some((result) => result.status === 'fail' && result.id.startsWith(`${id} > `)))) continue;
    results.push(event.status === 'fail' ? { id, status: 'fail', message: headline(event.error) } : { id, status: 'pass' });
  }
  return results;
}

/**
 * Adds one run of a project to the tally: per test, the runs it ran in and the runs it failed, with
 * the first failure's message and log. A run that failed without naming a failed test (it crashed,
 * or wrote no results) is counted as a failure of the run itself.
 */
export function addRun(tally, { project, results, exitCode, log }) {
  const named = results ?? [];
  const unexplained = exitCode !== 0 && !named.some((result) => result.status === 'fail');
  const entries = unexplained
    ? [...named, { id: '(the run itself)', status: 'fail', message: results ? `exit code ${exitCode} with no failed test` : `exit code ${exitCode}, no results written` }]
    : named;
  for (const { id, status, message } of entries) {
    const key = `${project}  ${id}`;
    const seen = tally.get(key) ?? { project, id, runs: 0, failed: 0, message: '', log: '' };
    seen.runs += 1;
    if (status === 'fail') {
      seen.failed += 1;
      if (!seen.message) Object.assign(seen, { message: message ?? '', log: log ?? '' });
    }
    tally.set(key, seen);
  }
  return tally;
}

/** The tests that failed at least once, most failures first. */
export function flakyTests(tally) {
  return [...tally.values()].filter((test) => test.failed > 0).sort((a, b) => b.failed - a.failed || a.project.localeCompare(b.project) || a.id.localeCompare(b.id));
}

/** Minutes and seconds, as a person reads a duration. */
export function duration(ms) {
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}

/** The closing report: every test that failed a run (with its count, message and log), then the totals. */
export function report(tally, timings) {
  const failing = flakyTests(tally);
  const lines = [];
  if (failing.length) {
    lines.push(`${failing.length} test${failing.length > 1 ? 's' : ''} failed at least one run (failed runs / runs):`);
    for (const test of failing) {
      lines.push(`  ${test.failed}/${test.runs}  ${test.project}  ${test.id}`);
      if (test.message) lines.push(`        ${test.message.slice(0, 200)}`);
      if (test.log) lines.push(`        log: ${test.log}`);
    }
  } else {
    lines.push(`No test failed: ${tally.size} tests, every run passed.`);
  }
  lines.push('', 'Time per project (each run, slowest first):');
  for (const { project, runs } of [...timings.values()].sort((a, b) => Math.max(...b.runs) - Math.max(...a.runs))) {
    lines.push(`  ${project.padEnd(22)} ${runs.map(duration).join(', ')}`);
  }
  return lines.join('\n');
}
