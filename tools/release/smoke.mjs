// `npm run release:smoke -- th la`: serves each region's release artefact
// (dist/release/wallet-<region>-<version>.tar.gz; `--build` makes it first) with Debian's nginx in
// front of a stand-in API (serve-release.mjs), and runs the smoke tests against it
// (apps/wallet-e2e/src/release/, Playwright Test: apps/wallet-e2e/playwright.smoke.config.ts).
import { spawnSync } from 'node:child_process';
import { exitOf, run, startProcess, stopAll, waitForUrl } from '../scripts/processes.mjs';
import { REGIONS, release } from './release.mjs';
import { CLIENT_HEADERS, ensureNginx, freePort, NGINX, serveRelease } from './serve-release.mjs';

async function smoke(region) {
  const { app, name, version, baseUrl, apiUrl, brotli, close } = await serveRelease(region);
  const quiet = !process.env.E2E_VERBOSE;
  // The preview server the browser tests run against, so the smoke test can hold its headers to nginx's.
  const previewPort = await freePort();
  const preview = startProcess(`preview-${region}`, 'node_modules/.bin/vite', ['preview', '--config', `apps/${app}/vite.config.mts`, '--mode', region, '--port', String(previewPort)], {
    env: { WALLET_BACKEND_URL: apiUrl },
    quiet,
  });
  const previewUrl = `http://127.0.0.1:${previewPort}`;
  await Promise.race([waitForUrl(`${previewUrl}/login`, { ok: true, init: { headers: CLIENT_HEADERS } }), exitOf(preview, 'The preview server')]);
  const nginxVersion = spawnSync(NGINX, ['-v'], { encoding: 'utf8' }).stderr.trim();
  console.log(`\n${name}: ${nginxVersion} on ${baseUrl}, stand-in API on ${apiUrl}${brotli ? ', brotli on' : ''}`);
  const code = await run('npx', ['playwright', 'test', '-c', 'apps/wallet-e2e/playwright.smoke.config.ts'], {
    env: {
      SMOKE_URL: baseUrl,
      SMOKE_PREVIEW_URL: previewUrl,
      SMOKE_APP: app,
      SMOKE_REGION: region,
      SMOKE_VERSION: version,
      SMOKE_BROTLI: brotli ? '1' : '',
    },
  });
  stopAll();
  await close();
  return code;
}

const args = process.argv.slice(2);
const regions = args.filter((arg) => !arg.startsWith('--'));
try {
  if (regions.length === 0 || regions.some((region) => !REGIONS[region])) throw new Error('Usage: npm run release:smoke -- [--build] th la');
  await ensureNginx();
  let failed = 0;
  for (const region of regions) {
    if (args.includes('--build')) await release(region);
    failed += (await smoke(region)) === 0 ? 0 : 1;
  }
  process.exit(failed ? 1 : 0);
} catch (error) {
  console.error(error.message);
  stopAll();
  process.exit(1);
}
