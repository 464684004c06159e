// `npm run flake-hunt`: runs every Jest and node test runner project N times and the browser tests
// M times while a second process keeps every core busy, then lists each test that failed any run
// with its count. A test that fails one run in twenty costs more than it catches: this finds it.
// `--help` for the options; flake-hunt/ holds the parts.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBurner, stopBurner } from './flake-hunt/cpu-burner.mjs';
import { discoverProjects, parseOptions, pickProjects, USAGE } from './flake-hunt/projects.mjs';
import { addRun, duration, flakyTests, jestResults, nodeTestResults, report } from './flake-hunt/results.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const reporter = path.join(root, 'tools/scripts/flake-hunt/test-events-reporter.mjs');
const jestBin = createRequire(import.meta.url).resolve('jest/bin/jest');

let options;
try {
  options = parseOptions(process.argv.slice(2));
} catch (error) {
  console.error(`${error.message}\n\n${USAGE}`);
  process.exit(2);
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}
const projects = discoverProjects(root);
if (options.list) {
  for (const project of projects) console.log(`${project.kind.padEnd(8)} ${project.name}`);
  process.exit(0);
}
let picked;
try {
  picked = pickProjects(projects, options);
} catch (error) {
  console.error(error.message);
  process.exit(2);
}

const out = path.join(root, 'tmp/flake-hunt', new Date().toISOString().replace(/[:.]/g, '-'));
mkdirSync(path.join(out, 'logs'), { recursive: true });

/** Runs a command with its output in a log file; resolves with the exit code. */
function runLogged(args, log, env = {}) {
  return new Promise((resolve) => {
    const file = createWriteStream(log);
    const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(file, { end: false });
    child.stderr.pipe(file, { end: false });
    child.on('close', (code, signal) => file.end(() => resolve(code ?? (signal ? 128 : 1))));
  });
}

const reporters = (results) => ['--test-reporter=spec', '--test-reporter-destination=stdout', `--test-reporter=${reporter}`, `--test-reporter-destination=${results}`];

/** One run of one project: its exit code and what it said of each test (null when it wrote nothing). */
async function runOnce(project, run) {
  const base = path.join(out, `${project.name}-${run}`);
  const log = path.relative(root, path.join(out, 'logs', `${project.name}-${run}.log`));
  let exitCode;
  if (project.kind === 'jest') {
    exitCode = await runLogged([jestBin, '-c', project.config, '--ci', '--json', `--outputFile=${base}.json`], log);
    const results = existsSync(`${base}.json`) ? jestResults(JSON.parse(readFileSync(`${base}.json`, 'utf8')), root) : null;
    return { exitCode, results, log };
  }
  if (project.kind === 'node') {
    const at = project.args.indexOf('--test') + 1;
    exitCode = await runLogged([...project.args.slice(0, at), ...reporters(`${base}.jsonl`), ...project.args.slice(at)], log);
  } else {
    const env = { ...project.env, E2E_RESULTS: `${base}.jsonl`, ...(options.specs ? { E2E_SPECS: options.specs } : {}) };
    exitCode = await runLogged(['apps/wallet-e2e/run-e2e.mjs', project.region], log, env);
  }
  const results = existsSync(`${base}.jsonl`) ? nodeTestResults(readFileSync(`${base}.jsonl`, 'utf8'), root) : null;
  return { exitCode, results, log };
}

async function buildApps(regions) {
  for (const region of regions) {
    const code = await runLogged([path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', `apps/wallet-${region}/vite.config.mts`, '--mode', region], path.join(out, 'logs', `build-${region}.log`));
    if (code !== 0) throw new Error(`the ${region} build failed: see ${path.join(out, 'logs', `build-${region}.log`)}`);
  }
}

const tally = new Map();
const timings = new Map();
async function hunt(list, runs) {
  for (let run = 1; run <= runs; run += 1) {
    for (const project of list) {
      const started = Date.now();
      const outcome = await runOnce(project, run);
      const took = Date.now() - started;
      const timing = timings.get(project.name) ?? { project: project.name, runs: [] };
      timing.runs.push(took);
      timings.set(project.name, timing);
      addRun(tally, { project: project.name, ...outcome });
      const failed = (outcome.results ?? []).filter((result) => result.status === 'fail').length;
      const verdict = outcome.exitCode === 0 ? 'passed' : failed ? `${failed} failed` : `exit code ${outcome.exitCode}`;
      console.log(`  ${project.name} run ${run}/${runs}: ${outcome.results?.length ?? 0} tests, ${verdict} (${duration(took)})`);
    }
  }
}

const started = Date.now();
let burner = null;
try {
  const regions = [...new Set(picked.browser.map((project) => project.region))];
  if (options.build && regions.length) await buildApps(regions);
  burner = await startBurner(options.burners);
  const plan = [picked.unit.length && `${picked.unit.length} unit-test projects x ${options.unitRuns} runs`, picked.browser.length && `${picked.browser.length} browser-test projects x ${options.browserRuns} runs`].filter(Boolean);
  console.log(`Flake hunt: ${plan.join(', ') || 'nothing picked'}, with ${options.burners} busy threads beside them; results in ${path.relative(root, out)}`);
  await hunt(picked.unit, options.unitRuns);
  await hunt(picked.browser, options.browserRuns);
} catch (error) {
  stopBurner(burner);
  console.error(error.message);
  process.exit(2);
}
stopBurner(burner);
console.log(`\n${report(tally, timings)}\n\nTotal time: ${duration(Date.now() - started)}`);
process.exit(flakyTests(tally).length ? 1 : 0);
