// Serves production builds, each behind its own stand-in API, for the browser tests and the
// screenshot script. Build first (`npm run build`). `regions` picks the builds (both by default).
// Every port must be free: a server already there (a developer's, another checkout's suite) is
// never used, as its state is not this run's; the run stops at once, naming the port.
import { portInUse, startProcess, waitForUrl } from './processes.mjs';
import { SHAPES, SITES, stubUrl } from './sites.mjs';

/** Fails, naming the port and what it was for, when one of the builds' ports is taken. */
export async function assertPortsFree(builds) {
  const wanted = builds.flatMap((build) => [
    { port: Number(new URL(build.baseUrl).port), what: `the ${build.name} build` },
    { port: build.stubPort, what: `the ${build.name} build's stand-in API` },
  ]);
  for (const { port, what } of wanted) {
    if (await portInUse(port)) {
      throw new Error(`Port ${port}, for ${what}, is already in use: stop what listens there, or run with another E2E_PORT_OFFSET.`);
    }
  }
}

/** `sites`: the builds with their ports (this process's, sites.mjs, unless a run serves others). */
export async function serveBuilds({ quiet = true, regions = Object.keys(SITES), sites = SITES } = {}) {
  const builds = regions.map((region) => sites[region]);
  await assertPortsFree(builds);
  for (const build of builds) {
    startProcess(`stub-api-${build.mode}`, 'npx', ['tsx', 'tools/stub-api/src/main.ts'], {
      env: { STUB_PORT: String(build.stubPort), STUB_REGION: build.mode, STUB_SHAPES: SHAPES },
      quiet,
    });
    const port = new URL(build.baseUrl).port;
    startProcess(build.app, 'npx', ['vite', 'preview', '--config', `apps/${build.app}/vite.config.mts`, '--mode', build.mode, '--port', port, '--strictPort'], {
      env: { WALLET_BACKEND_URL: stubUrl(build) },
      quiet,
    });
  }
  await Promise.all(builds.flatMap((build) => [waitForUrl(`${stubUrl(build)}/api/lookup/active`), waitForUrl(build.baseUrl)]));
}
