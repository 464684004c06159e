// `npm start` (Thai) and `npm run start:la`: the stand-in API plus the Vite dev server of one build.
import { existsSync } from 'node:fs';
import { startProcess, waitForUrl } from './processes.mjs';

const region = process.argv[2] === 'la' ? 'la' : 'th';
const app = `wallet-${region}`;
const port = region === 'th' ? 4200 : 4201;

if (existsSync('tools/stub-api/src/main.ts')) {
  startProcess('stub-api', 'npx', ['tsx', 'tools/stub-api/src/main.ts'], { env: { STUB_REGION: region } });
}
startProcess(app, 'npx', ['vite', '--config', `apps/${app}/vite.config.mts`, '--mode', region]);

await waitForUrl(`http://127.0.0.1:${port}/`);
console.log(`\n  The ${region === 'th' ? 'Thai' : 'Laos'} build is running: http://localhost:${port}/login\n`);
