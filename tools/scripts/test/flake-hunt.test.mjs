// The flake hunter (tools/scripts/flake-hunt.mjs): what it reads of Jest's and the node test
// runner's results, how it counts failures over runs, its options, and the projects it finds.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { startBurner, stopBurner } from '../flake-hunt/cpu-burner.mjs';
import { discoverProjects, parseOptions, pickProjects } from '../flake-hunt/projects.mjs';
import { addRun, flakyTests, headline, jestResults, nodeTestResults, report } from '../flake-hunt/results.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const reporter = path.join(root, 'tools/scripts/flake-hunt/test-events-reporter.mjs');

describe("Jest's --json answer", () => {
  const report = {
    testResults: [
      {
        name: `${root}/libs/feature-wallet/src/deposit/slip-panel.spec.tsx`,
        status: 'failed',
        message: '',
        assertionResults: [
          { ancestorTitles: ['slip upload'], title: 'offers a photo', status: 'passed', failureMessages: [] },
          {
            ancestorTitles: ['slip upload progress'],
            title: 'shows how much has gone out',
            status: 'failed',
            failureMessages: ['Error: expect(element).not.toBeInTheDocument()\n\n    at Object.<anonymous> (slip-panel.spec.tsx:141:5)'],
          },
          { ancestorTitles: [], title: 'later', status: 'pending', failureMessages: [] },
          { ancestorTitles: [], title: 'some day', status: 'todo', failureMessages: [] },
        ],
      },
      { name: `${root}/libs/domain/src/broken.spec.ts`, status: 'failed', message: '  ● Test suite failed to run\n\n    SyntaxError: Unexpected token', assertionResults: [] },
    ],
  };

  test('names each test by file and titles, with its status and the failure headline; skipped tests are left out', () => {
    assert.deepEqual(jestResults(report, root), [
      { id: 'libs/feature-wallet/src/deposit/slip-panel.spec.tsx > slip upload > offers a photo', status: 'pass' },
      {
        id: 'libs/feature-wallet/src/deposit/slip-panel.spec.tsx > slip upload progress > shows how much has gone out',
        status: 'fail',
        message: 'Error: expect(element).not.toBeInTheDocument()',
      },
      { id: 'libs/domain/src/broken.spec.ts (the file itself)', status: 'fail', message: '● Test suite failed to run' },
    ]);
  });

  test('a headline is the first line with words that is not a stack frame', () => {
    assert.equal(headline('\n  \n    at x (y.js:1:1)\n  Expected 1\n'), 'Expected 1');
    assert.equal(headline(undefined), '');
  });
});

describe("the node test runner's events", () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'flake-hunt-'));
  writeFileSync(
    path.join(folder, 'sample.test.mjs'),
    `import { after, describe, it, test } from 'node:test';
describe('outer', () => {
  it('passes', () => {});
  describe('inner', () => {
    it('fails', () => { throw new Error('the Close button was still there'); });
    it('is skipped', (t) => t.skip('runs with the Laos build'));
  });
});
test('top level', () => {});
describe('tidies up badly', () => {
  after(() => { throw new Error('after hook broke'); });
  it('passes itself', () => {});
});
`,
  );
  writeFileSync(path.join(folder, 'broken.test.mjs'), "throw new Error('cannot load');\n");

  test('are written one line per test by the reporter and read back with their suites, leaving skips out', () => {
    const lines = path.join(folder, 'events.jsonl');
    // A runner of its own, not a child reporting to this one.
    const env = { ...process.env };
    delete env.NODE_TEST_CONTEXT;
    const ran = spawnSync(process.execPath, ['--test', `--test-reporter=${reporter}`, `--test-reporter-destination=${lines}`, 'sample.test.mjs', 'broken.test.mjs'], { cwd: folder, env });
    assert.equal(ran.status, 1, 'the sample run fails');
    // The two files run side by side: their lines may come in either order.
    const results = nodeTestResults(readFileSync(lines, 'utf8'), folder).sort((a, b) => a.id.localeCompare(b.id));
    assert.deepEqual(results, [
      { id: 'broken.test.mjs (the file itself)', status: 'fail', message: 'test failed' },
      { id: 'sample.test.mjs > outer > inner > fails', status: 'fail', message: 'the Close button was still there' },
      { id: 'sample.test.mjs > outer > passes', status: 'pass' },
      { id: 'sample.test.mjs > tidies up badly', status: 'fail', message: 'after hook broke' },
      { id: 'sample.test.mjs > tidies up badly > passes itself', status: 'pass' },
      { id: 'sample.test.mjs > top level', status: 'pass' },
    ]);
  });
});

describe('the tally over runs', () => {
  const pass = (id) => ({ id, status: 'pass' });
  const fail = (id, message) => ({ id, status: 'fail', message });

  test('counts per test the runs it failed out of the runs it ran, keeping the first failure', () => {
    const tally = new Map();
    addRun(tally, { project: 'feature-wallet', exitCode: 1, log: 'logs/feature-wallet-1.log', results: [pass('a'), fail('b', 'first')] });
    addRun(tally, { project: 'feature-wallet', exitCode: 1, log: 'logs/feature-wallet-2.log', results: [pass('a'), fail('b', 'second')] });
    addRun(tally, { project: 'feature-wallet', exitCode: 0, log: 'logs/feature-wallet-3.log', results: [pass('a'), pass('b')] });
    addRun(tally, { project: 'domain', exitCode: 0, results: [pass('a')] });
    assert.deepEqual(flakyTests(tally), [{ project: 'feature-wallet', id: 'b', runs: 3, failed: 2, message: 'first', log: 'logs/feature-wallet-1.log' }]);
    assert.equal(tally.get('domain  a').runs, 1);
  });

  test('a run that fails without naming a failed test counts as a failure of the run itself', () => {
    const tally = new Map();
    addRun(tally, { project: 'wallet-e2e-th', exitCode: 1, results: null, log: 'x.log' });
    addRun(tally, { project: 'api', exitCode: 1, results: [pass('a')], log: 'y.log' });
    assert.deepEqual(
      flakyTests(tally).map(({ project, id, message }) => [project, id, message]),
      [
        ['api', '(the run itself)', 'exit code 1 with no failed test'],
        ['wallet-e2e-th', '(the run itself)', 'exit code 1, no results written'],
      ],
    );
  });

  test('the report lists failures with count, message and log, then each project\'s run times', () => {
    const tally = addRun(new Map(), { project: 'shell', exitCode: 1, log: 'logs/shell-1.log', results: [fail('x > y', 'boom')] });
    const text = report(tally, new Map([['shell', { project: 'shell', runs: [65_000, 4_000] }]]));
    assert.match(text, /^1 test failed at least one run/);
    assert.match(text, /1\/1 {2}shell {2}x > y\n {8}boom\n {8}log: logs\/shell-1\.log/);
    assert.match(text, /shell +1 min 05 s, 4 s/);
    assert.match(report(addRun(new Map(), { project: 'ui', exitCode: 0, results: [pass('z')] }), new Map()), /^No test failed: 1 tests, every run passed\./);
  });
});

describe('options and projects', () => {
  test('default to 10 unit runs, 3 browser runs, every project, a burner thread per core and a build', () => {
    const options = parseOptions([]);
    assert.deepEqual({ ...options, burners: typeof options.burners }, { unitRuns: 10, browserRuns: 3, projects: null, browser: null, specs: '', burners: 'number', build: true, list: false, help: false });
    assert.ok(options.burners >= 1);
  });

  test('take counts, picks and switches, and refuse what they do not know', () => {
    const options = parseOptions(['--unit-runs=2', '--browser-runs=1', '--projects=domain,api', '--browser=th,spec-la', '--specs=first-hour', '--burners=0', '--no-build']);
    assert.deepEqual(options, { unitRuns: 2, browserRuns: 1, projects: ['domain', 'api'], browser: ['wallet-e2e-th', 'wallet-e2e-spec-la'], specs: 'first-hour', burners: 0, build: false, list: false, help: false });
    assert.deepEqual(parseOptions(['--projects=none']).projects, []);
    assert.throws(() => parseOptions(['--unit-runs=two']), /--unit-runs takes a whole number/);
    assert.throws(() => parseOptions(['--fast']), /unknown option --fast/);
  });

  test("are found from the workspace's own test targets: Jest configs, node --test commands and both builds' browser tests", () => {
    const projects = discoverProjects(root);
    const named = (name) => projects.find((project) => project.name === name);
    assert.deepEqual(named('domain'), { name: 'domain', kind: 'jest', config: 'libs/domain/jest.config.cjs' });
    assert.deepEqual(named('scripts'), { name: 'scripts', kind: 'node', args: ['--import', 'tsx', '--test', 'tools/scripts/test/'] });
    assert.deepEqual(named('wallet-e2e-spec-la'), { name: 'wallet-e2e-spec-la', kind: 'browser', region: 'la', env: { E2E_SHAPES: 'spec' } });
    assert.equal(named('wallet-e2e'), undefined, 'the check that runs after both builds is no test run');
    const picked = pickProjects(projects, parseOptions(['--projects=domain', '--browser=la']));
    assert.deepEqual([picked.unit.map((p) => p.name), picked.browser.map((p) => p.name)], [['domain'], ['wallet-e2e-la']]);
    assert.deepEqual(pickProjects(projects, parseOptions(['--browser-runs=0'])).browser, []);
    assert.throws(() => pickProjects(projects, parseOptions(['--projects=domian'])), /no such project: domian/);
  });
});

test('the CPU burner runs in a process of its own and stops when told', async () => {
  const burner = await startBurner(1);
  assert.notEqual(burner.pid, process.pid);
  assert.equal(burner.exitCode, null, 'it is running');
  const exited = new Promise((resolve) => burner.once('exit', (code, signal) => resolve(signal)));
  stopBurner(burner);
  assert.equal(await exited, 'SIGTERM');
  assert.equal(await startBurner(0), null, 'no burner without threads');
});
