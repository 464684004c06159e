// `npm start` (Thai) and `npm run start:la`: the stand-in API plus the Vite dev server of one build.
// Each build has its own ports (tools/scripts/sites.mjs), so both can run side by
// side. A port already taken stops the command (no fallback to another build's API), and
// 'running' is printed only once the app answers and its /api reaches this build's stand-in.
// START_APP_PORT / START_API_PORT move the ports (the script's own tests use free ones).
// WALLET_BACKEND_URL=<address> runs the dev server in front of that backend (an operator's)
// instead of the stand-in, which is then not started.
// Against the stand-in the app sends its field reports (issue 39) to the stand-in's collector, which
// prints one line of counts after each; a VITE_FIELD_REPORTS_URL already set is kept (empty: off).
import { SITES } from './sites.mjs';
import { exitOf, portInUse, startProcess, stopAll, waitForUrl } from './processes.mjs';

const region = process.argv[2] === 'la' ? 'la' : 'th';
const build = SITES[region];
const appPort = Number(process.env.START_APP_PORT || build.devPort);
const apiPort = Number(process.env.START_API_PORT || build.devApiPort);
const operatorBackend = process.env.WALLET_BACKEND_URL || '';
const apiUrl = operatorBackend || `http://127.0.0.1:${apiPort}`;
const appUrl = `http://127.0.0.1:${appPort}`;

const wanted = [
  { port: appPort, what: `the ${build.name} app (Vite dev server)` },
  ...(operatorBackend ? [] : [{ port: apiPort, what: `the ${build.name} build's stand-in API` }]),
];
for (const { port, what } of wanted) {
  if (await portInUse(port)) {
    console.error(
      `\n  Port ${port}, for ${what}, is already in use. Stop whatever listens there ` +
        `(an earlier npm start? the browser tests?) and run the command again.\n`,
    );
    process.exit(1);
  }
}

const api = operatorBackend
  ? null
  : startProcess('stub-api', 'node_modules/.bin/tsx', ['tools/stub-api/src/main.ts'], {
      env: { STUB_REGION: region, STUB_PORT: String(apiPort), STUB_FIELD_REPORTS_LOG: '1' },
    });
// Vite lets the process's env override the mode file's.
const fieldReports = api ? { VITE_FIELD_REPORTS_URL: process.env.VITE_FIELD_REPORTS_URL ?? '/__dev/field-reports' } : {};
const app = startProcess(
  build.app,
  'node_modules/.bin/vite',
  ['--config', `apps/${build.app}/vite.config.mts`, '--mode', region, '--port', String(appPort), '--strictPort'],
  { env: { WALLET_BACKEND_URL: apiUrl, ...fieldReports } },
);

try {
  // The stand-in's active lookup through the app's proxy: the app answers and its API is this one.
  const lookup = { headers: { 'X-Client-App': 'wallet-user' } };
  const stopped = [...(api ? [exitOf(api, 'The stand-in API')] : []), exitOf(app, 'The Vite dev server')];
  if (api) await Promise.race([waitForUrl(`${apiUrl}/api/lookup/active`, { ok: true, init: lookup }), ...stopped]);
  await Promise.race([waitForUrl(`${appUrl}/api/lookup/active`, { ok: true, init: lookup }), ...stopped]);
} catch (error) {
  console.error(`\n  ${error.message}: the ${build.name} build is not running.\n`);
  stopAll();
  process.exit(1);
}
console.log(`\n  The ${build.name} build is running: http://localhost:${appPort}/login (${api ? 'stand-in API' : 'backend'} on ${apiUrl})\n`);
