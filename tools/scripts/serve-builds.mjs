// Serves production builds, each behind its own stand-in API, for the browser tests and the
// screenshot script. Build first (`npm run build`). `regions` picks the builds (both by default).
import { BUILDS, SHAPES, stubUrl } from '../../apps/wallet-e2e/src/support/builds.mjs';
import { startProcess, waitForUrl } from './processes.mjs';

export async function serveBuilds({ quiet = true, regions = Object.keys(BUILDS) } = {}) {
  const builds = regions.map((region) => BUILDS[region]);
  for (const build of builds) {
    startProcess(`stub-api-${build.mode}`, 'npx', ['tsx', 'tools/stub-api/src/main.ts'], {
      env: { STUB_PORT: String(build.stubPort), STUB_REGION: build.mode, STUB_SHAPES: SHAPES },
      quiet,
    });
    const port = new URL(build.baseUrl).port;
    startProcess(build.app, 'npx', ['vite', 'preview', '--config', `apps/${build.app}/vite.config.mts`, '--mode', build.mode, '--port', port], {
      env: { WALLET_BACKEND_URL: stubUrl(build) },
      quiet,
    });
  }
  await Promise.all(builds.flatMap((build) => [waitForUrl(`${stubUrl(build)}/api/lookup/active`), waitForUrl(build.baseUrl)]));
}
