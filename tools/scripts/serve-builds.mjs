// Serves production builds, each behind its own stand-in API, for the measuring scripts and the
// screenshots (the browser tests' Playwright config starts the same servers through `buildServers`).
// Build first (`npm run build`). `regions` picks the builds (both by default). Every port must be
// free: a server already there (a developer's, another checkout's suite) is never used, as its
// state is not this run's; the run stops at once, naming the port.
import { portInUse, startProcess, waitForUrl } from './processes.mjs';
import { SITES, STANDS, sitesOf, stubUrl } from './sites.mjs';

// The preview servers send the release's security headers: the browser tests hold them to these.
export { releaseHeadersOf } from '../release/security-headers.mjs';

/**
 * The two servers of one build on one stand (sites.mjs): its stand-in API, and the production
 * build's preview with /api sent to that stand-in. Each with the address that answers once it is up.
 */
export function buildServers(region, stand = 'measure') {
  const build = sitesOf(stand)[region];
  const port = new URL(build.baseUrl).port;
  return [
    {
      name: `stub-api-${build.mode}${stand === 'default' ? '' : `-${stand}`}`,
      what: `the ${build.name} build's stand-in API`,
      port: build.stubPort,
      command: 'npx',
      args: ['tsx', 'tools/stub-api/src/main.ts'],
      env: { STUB_PORT: String(build.stubPort), STUB_REGION: build.mode, STUB_SHAPES: STANDS[stand].shapes },
      readyUrl: `${stubUrl(build)}/api/lookup/active`,
    },
    {
      name: `${build.app}${stand === 'default' ? '' : `-${stand}`}`,
      what: `the ${build.name} build`,
      port: Number(port),
      command: 'npx',
      args: [
        ...['vite', 'preview', '--config', `apps/${build.app}/vite.config.mts`, '--mode', build.mode, '--port', port, '--strictPort'],
        // Vite reads --outDir from the app's folder (apps/<app>), as the apps' build-field-reports writes it.
        ...(STANDS[stand].distDir ? ['--outDir', `../../${STANDS[stand].distDir}/${build.app}`] : []),
      ],
      env: { WALLET_BACKEND_URL: stubUrl(build) },
      readyUrl: build.baseUrl,
    },
  ];
}

/** Fails, naming the port and what it was for, when one of the servers' ports is taken. */
export async function assertPortsFree(servers) {
  for (const { port, what } of servers) {
    if (await portInUse(port)) {
      throw new Error(`Port ${port}, for ${what}, is already in use: stop what listens there, or run with another E2E_PORT_OFFSET.`);
    }
  }
}

export async function serveBuilds({ quiet = true, regions = Object.keys(SITES), stand = 'measure' } = {}) {
  const servers = regions.flatMap((region) => buildServers(region, stand));
  await assertPortsFree(servers);
  for (const server of servers) startProcess(server.name, server.command, server.args, { env: server.env, quiet });
  await Promise.all(servers.map((server) => waitForUrl(server.readyUrl)));
}
