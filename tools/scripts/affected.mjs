// `npm run affected`: lint, type check and tests of the projects touched since the base, then the
// browser tests of the affected builds only: the Playwright projects of each affected app (th,
// spec-th and engines-th for wallet-th; the la ones for wallet-la), all of them when only the
// tests themselves changed.
//   npm run affected                      base: origin/main when it exists, else main
//   npm run affected -- --base=HEAD~1     any git ref (or AFFECTED_BASE=...)
//   npm run affected -- --no-e2e          without the browser tests
// Other options go to nx (e.g. --skip-nx-cache for honest timings).
// Uncommitted and untracked files count as touched too. Prints the time of each part.
import { execFileSync } from 'node:child_process';
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
const affected = execFileSync('npx', ['nx', 'show', 'projects', '--affected', `--base=${base}`], { encoding: 'utf8' }).split('\n');
if (code === 0 && !args.includes('--no-e2e') && affected.includes('wallet-e2e')) {
  const builds = { 'wallet-th': 'th', 'wallet-la': 'la' };
  const regions = Object.entries(builds).filter(([app]) => affected.includes(app)).map(([, region]) => region);
  const projects = (regions.length ? regions : Object.values(builds)).flatMap((region) => [region, `spec-${region}`, `engines-${region}`]);
  const e2e = ['nx', 'run', 'wallet-e2e:e2e', '--output-style=static', ...projects.map((project) => `--project=${project}`), ...passOn];
  // dist/ is shared with other runs on this machine: take the lock.
  code = await timed(`browser tests (${projects.join(', ')})`, () => (hasFlock() ? run('flock', ['/tmp/wallet-dist.lock', 'npx', ...e2e]) : run('npx', e2e)));
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
