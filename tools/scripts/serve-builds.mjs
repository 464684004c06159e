// Serves the production builds of both regions, each behind its own stand-in API, for the browser
// tests and the screenshot script. Build first (`npm run build`).
import { BUILDS, stubUrl } from '../../apps/wallet-e2e/src/support/builds.mjs';
import { startProcess, waitForUrl } from './processes.mjs';

export async function serveBuilds({ quiet = true } = {}) {
  for (const build of Object.values(BUILDS)) {
    startProcess(`stub-api-${build.mode}`, 'npx', ['tsx', 'tools/stub-api/src/main.ts'], {
      env: { STUB_PORT: String(build.stubPort), STUB_REGION: build.mode },
      quiet,
    });
    startProcess(build.app, 'npx', ['vite', 'preview', '--config', `apps/${build.app}/vite.config.mts`, '--mode', build.mode], {
      env: { STUB_API_URL: stubUrl(build) },
      quiet,
    });
  }
  await Promise.all(
    Object.values(BUILDS).flatMap((build) => [waitForUrl(`${stubUrl(build)}/api/lookup/active`), waitForUrl(build.baseUrl)]),
  );
}
