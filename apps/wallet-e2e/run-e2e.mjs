// Serves both production builds (with the stand-in API behind their proxy) and runs the browser
// tests against them in Debian's Chromium. Expects `nx run wallet-e2e:e2e`, which builds first.
import { existsSync, readdirSync } from 'node:fs';
import { run, stopAll } from '../../tools/scripts/processes.mjs';
import { serveBuilds } from '../../tools/scripts/serve-builds.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`Chromium not found at ${chromium}. Install Debian's package: apt-get install -y chromium`);
  process.exit(1);
}

await serveBuilds({ quiet: !process.env.E2E_VERBOSE });

// Node 20's test runner takes files, not globs. E2E_SPECS=home,deposit runs only the files whose names contain one of those words.
const only = (process.env.E2E_SPECS ?? '').split(',').filter(Boolean);
const specs = readdirSync('apps/wallet-e2e/src')
  .filter((file) => file.endsWith('.e2e.ts') && (only.length === 0 || only.some((word) => file.includes(word))))
  .map((file) => `apps/wallet-e2e/src/${file}`);
const code = await run('node', ['--import', 'tsx', '--test', '--test-reporter=spec', '--test-concurrency=1', ...specs], {
  env: { CHROMIUM_PATH: chromium },
});
stopAll();
process.exit(code);
