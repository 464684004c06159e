// Serves production builds (with the stand-in API behind their proxy) and runs the browser tests
// against them in Debian's Chromium. Expects the builds in dist/ (the e2e targets build first).
//   node apps/wallet-e2e/run-e2e.mjs          both builds (nx run wallet-e2e:e2e runs th, then la)
//   node apps/wallet-e2e/run-e2e.mjs la       the Laos build only (nx run wallet-e2e-la:e2e)
// E2E_SPECS=home,deposit runs only the spec files whose names contain one of those words.
// E2E_SHAPES=spec serves the spec-only stand-in (STUB_SHAPES=spec) and runs src/spec-backend/.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { SHAPES, SITES as BUILDS } from '../../tools/scripts/sites.mjs';
import { modeFile } from '../../tools/release/release.mjs';
import { addressesOf, securityHeaders } from '../../tools/release/security-headers.mjs';
import { run, stopAll } from '../../tools/scripts/processes.mjs';
import { serveBuilds } from '../../tools/scripts/serve-builds.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`Chromium not found at ${chromium}. Install Debian's package: apt-get install -y chromium`);
  process.exit(1);
}

const asked = process.argv.slice(2);
const unknown = asked.filter((region) => !(region in BUILDS));
if (unknown.length) {
  console.error(`Unknown build ${unknown.join(', ')}: use ${Object.keys(BUILDS).join(' or ')}.`);
  process.exit(1);
}
const regions = asked.length ? asked : Object.keys(BUILDS);

await serveBuilds({ quiet: !process.env.E2E_VERBOSE, regions }).catch((error) => {
  console.error(error.message);
  process.exit(1);
});

// Node 20's test runner takes files, not globs.
const only = (process.env.E2E_SPECS ?? '').split(',').filter(Boolean);
const folder = SHAPES === 'spec' ? 'apps/wallet-e2e/src/spec-backend' : 'apps/wallet-e2e/src';
const chosen = readdirSync(folder)
  .filter((file) => file.endsWith('.e2e.ts') && (only.length === 0 || only.some((word) => file.includes(word))))
  .map((file) => `${folder}/${file}`);
// The Laos build's files run in reverse order: `npm test` runs the two builds side by side, and the
// heaviest file (the accessibility walk, first by name) should not meet its twin on the two cores.
const specs = regions.length === 1 && regions[0] === 'la' ? chosen.reverse() : chosen;
// A run of one build skips the other build's tests (support/build-filter.mjs).
const oneBuild = regions.length < Object.keys(BUILDS).length;
const filter = oneBuild ? ['--import', './apps/wallet-e2e/src/support/build-filter.mjs'] : [];
// The tests this run skips, for check-split.mjs.
const skipLog = oneBuild ? `tmp/e2e-split/${SHAPES === 'spec' ? 'spec-' : ''}${regions[0]}.jsonl` : '';
if (skipLog) {
  mkdirSync('tmp/e2e-split', { recursive: true });
  rmSync(skipLog, { force: true });
}
const against = SHAPES === 'spec' ? ', against the spec-only stand-in' : '';
console.log(`Browser tests of the ${regions.map((region) => BUILDS[region].name).join(' and ')} build${regions.length > 1 ? 's' : ''}${against}: ${specs.length} spec files`);
// E2E_RESULTS=<file>: one JSON line per test there too, for the flake hunter (tools/scripts/flake-hunt.mjs).
const results = process.env.E2E_RESULTS
  ? ['--test-reporter-destination=stdout', `--test-reporter=${path.resolve('tools/scripts/flake-hunt/test-events-reporter.mjs')}`, `--test-reporter-destination=${process.env.E2E_RESULTS}`]
  : [];
// The security headers the release's nginx config sends for each build (as tools/release/release.mjs
// writes them), for the tests that check the preview server sends the same.
const releaseHeaders = Object.fromEntries(
  regions.map((region) => {
    const built = JSON.parse(readFileSync(path.join('dist/apps', BUILDS[region].app, 'version.json'), 'utf8'));
    return [region, securityHeaders({ ...addressesOf(modeFile(region)), apiBase: built.apiBase })];
  }),
);
const code = await run('node', ['--import', 'tsx', ...filter, '--test', '--test-reporter=spec', ...results, '--test-concurrency=1', ...specs], {
  env: {
    CHROMIUM_PATH: chromium,
    E2E_BUILDS: regions.join(','),
    E2E_SHAPES: SHAPES,
    E2E_SKIP_LOG: skipLog && path.resolve(skipLog),
    E2E_RELEASE_HEADERS: JSON.stringify(releaseHeaders),
  },
});
stopAll();
process.exit(code);
