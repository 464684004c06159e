// The member journey in WebKit (Safari's engine) and Firefox, against the production builds in
// dist/ with the stand-in API behind them (as run-e2e.mjs serves them, on ports of their own so it
// can run beside the Chromium browser tests). Expects the builds (the Nx target builds first).
//   node apps/wallet-e2e/run-engines.mjs                  both builds, WebKit and Firefox
//   node apps/wallet-e2e/run-engines.mjs la firefox       one build, one engine (any of th, la, webkit, firefox, chromium)
// Screenshots of every step: tmp/engines/<engine>-<build>/NN-step.png (chromium: the reference).
import { existsSync } from 'node:fs';
import { BROWSERS } from '../../tools/scripts/browsers.mjs';
import { run, stopAll } from '../../tools/scripts/processes.mjs';
import { serveBuilds } from '../../tools/scripts/serve-builds.mjs';
import { sitesAt } from '../../tools/scripts/sites.mjs';

const ENGINES = ['webkit', 'firefox', 'chromium'];
const BUILD_NAMES = ['th', 'la'];
const asked = process.argv.slice(2);
const unknown = asked.filter((word) => !ENGINES.includes(word) && !BUILD_NAMES.includes(word));
if (unknown.length) {
  console.error(`Unknown ${unknown.join(', ')}: name builds (${BUILD_NAMES.join(', ')}) and engines (${ENGINES.join(', ')}).`);
  process.exit(1);
}
const regions = asked.filter((word) => BUILD_NAMES.includes(word));
const engines = asked.filter((word) => ENGINES.includes(word));
const chosenRegions = regions.length ? regions : BUILD_NAMES;
const chosenEngines = engines.length ? engines : ['webkit', 'firefox'];

const missing = BROWSERS.filter((browser) => !existsSync(browser.path));
if (missing.length) {
  console.error(`Missing ${missing.map((browser) => browser.path).join(', ')}: run node tools/scripts/ensure-browsers.mjs (npm test does).`);
  process.exit(1);
}

// Ports of their own, 40 past the Chromium tests' own (E2E_PORT_OFFSET included); the journey's
// process reads them from its E2E_PORT_OFFSET.
const offset = 40 + Number(process.env.E2E_PORT_OFFSET || 0);
const sites = sitesAt(offset);
await serveBuilds({ quiet: !process.env.E2E_VERBOSE, regions: chosenRegions, sites }).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
console.log(`The member journey in ${chosenEngines.join(' and ')}, ${chosenRegions.map((region) => sites[region].name).join(' and ')} build${chosenRegions.length > 1 ? 's' : ''}`);
const code = await run('node', ['--import', 'tsx', '--test', '--test-reporter=spec', '--test-concurrency=1', 'apps/wallet-e2e/src/engines/engines.e2e.ts'], {
  env: { E2E_BUILDS: chosenRegions.join(','), E2E_ENGINES: chosenEngines.join(','), E2E_PORT_OFFSET: String(offset) },
});
stopAll();
process.exit(code);
