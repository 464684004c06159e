// The end of `npm test` names the failed browser tests (failed-tests.mjs), as CI shows only a log's end.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { failureLines } from '../failed-tests.mjs';

const result = (status, extra = {}) => ({ status, duration: 41_500, errors: [], attachments: [], ...extra });
const report = (results) => ({
  suites: [
    {
      file: 'session.e2e.ts',
      suites: [
        {
          specs: [
            {
              file: 'session.e2e.ts',
              line: 48,
              title: "never sees the first member's name",
              tests: results.map(([projectName, each]) => ({ projectName, results: [each] })),
            },
          ],
        },
      ],
    },
  ],
  errors: [],
});

test('says nothing when every browser test passed', () => {
  assert.deepEqual(failureLines(report([['th', result('passed')], ['la', result('passed')]])), []);
});

test('names each failed test with its project, place, the start of its error and its trace', () => {
  const failed = result('failed', {
    errors: [{ message: '\x1b[31mTimeoutError\x1b[39m: page.waitForURL: Timeout 30000ms exceeded.\nwaiting for navigation to "**/user/profile"' }],
    attachments: [{ name: 'trace', path: 'tmp/e2e/results/session-th/trace.zip' }],
  });
  assert.deepEqual(failureLines(report([['th', failed], ['la', result('passed')]])), [
    "[th] session.e2e.ts:48 never sees the first member's name (failed after 42 s)",
    '    TimeoutError: page.waitForURL: Timeout 30000ms exceeded.',
    '    waiting for navigation to "**/user/profile"',
    '    trace: tmp/e2e/results/session-th/trace.zip',
  ]);
});

test('names a run-wide error, such as a server that did not start', () => {
  const broken = { ...report([]), errors: [{ message: 'Error: Timed out waiting 60000ms from config.webServer.' }] };
  assert.deepEqual(failureLines(broken), ['[run] Error: Timed out waiting 60000ms from config.webServer.']);
});
