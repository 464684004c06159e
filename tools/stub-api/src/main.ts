// Entry point: `npx tsx tools/stub-api/src/main.ts` (npm start, the browser tests, nx serve).
// tsx only reads path aliases from a tsconfig.json in the working directory, and the workspace
// root has only tsconfig.base.json. So this file loads the rest of the server through a tsx
// require scope that uses this project's tsconfig, where @wallet/* aliases resolve. It imports
// nothing aliased itself.
import path from 'node:path';
import { register } from 'tsx/cjs/api';

process.env.TSX_TSCONFIG_PATH = path.resolve(__dirname, '../tsconfig.json');
const scope = register({ namespace: 'stub-api' });
const { startFromEnv } = scope.require('./start-from-env', __filename) as typeof import('./start-from-env');

startFromEnv().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
