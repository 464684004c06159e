// `npm run affected`: lint, type check and tests of the projects touched since the base, then the
// browser test groups the change reaches (affected-browser-groups.mjs: a feature library's change
// runs that feature's tests and the member journey in both builds; a shared library, the test
// support code or the stand-in runs every group; a build's own files every group of that build),
// in one Playwright run after the builds.
//   npm run affected                      base: origin/main when it exists, else main
//   npm run affected -- --base=HEAD~1     any git ref (or AFFECTED_BASE=...)
//   npm run affected -- --no-e2e          without the browser tests
// Other options go to nx (e.g. --skip-nx-cache for honest timings).
// Uncommitted and untracked files count as touched too. Prints the time of each part.
import { execFileSync } from 'node:child_process';
import { affectedGroups, playwrightArgs, projectGraph, touchedSince } from './affected-browser-groups.mjs';
import { run } from './processes.mjs';

const args = process.argv.slice(2);
const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const passOn = args.filter((arg) => !arg.startsWith('--base=') && arg !== '--no-e2e');

function refExists(ref) {
  try {
    execFileSync('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const base = option('base') ?? process.env.AFFECTED_BASE ?? ['origin/main', 'main'].find(refExists);
if (!base || !refExists(base)) {
  console.error(`No base to compare with (${base ?? 'neither origin/main nor main exists'}): pass --base=<git ref>.`);
  process.exit(1);
}

const nx = (targets) => run('npx', ['nx', 'affected', '-t', ...targets, `--base=${base}`, '--output-style=static', ...passOn]);

async function timed(label, step) {
  const started = Date.now();
  const code = await step();
  console.log(`\n${label}: ${((Date.now() - started) / 1000).toFixed(1)} s${code ? ' (failed)' : ''}\n`);
  return code;
}

console.log(`Projects touched since ${base} (${execFileSync('git', ['rev-parse', '--short', base]).toString().trim()}), and their dependents:`);
await run('npx', ['nx', 'show', 'projects', '--affected', `--base=${base}`]);

let code = await timed('lint, type check and tests', () => nx(['lint', 'typecheck', 'test']));
if (code === 0 && !args.includes('--no-e2e')) {
  const graph = await projectGraph();
  const groups = await affectedGroups(graph, touchedSince(base));
  console.log(`Browser test groups reached: ${groups.join(', ') || 'none'}`);
  if (groups.length) {
    const e2e = ['nx', 'run', 'wallet-e2e:e2e', '--output-style=static', ...passOn, '--', ...playwrightArgs(graph, groups)];
    // dist/ is shared with other runs on this machine: take the lock.
    code = await timed(`browser tests (${groups.join(', ')})`, () => (hasFlock() ? run('flock', ['/tmp/wallet-dist.lock', 'npx', ...e2e]) : run('npx', e2e)));
  }
}
process.exit(code);

function hasFlock() {
  try {
    execFileSync('flock', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
