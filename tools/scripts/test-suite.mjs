// `npm test`: the whole suite (stages in test-suite/stages.mjs), then the time of every command.
//   1. lint and the Jest and script tests of every project (Nx), beside one type check of the workspace
//   2. the browser tests: both builds side by side, then the spec-only stand-in's journeys (Nx)
//   3. the production-build check, both release artefacts, and nginx (installed when missing)
//   4. side by side: the size budgets, and per build the nginx smoke test, then Lighthouse's budgets
import { fileURLToPath } from 'node:url';
import { runStages } from './test-suite/run-stages.mjs';
import { STAGES } from './test-suite/stages.mjs';

const started = Date.now();
const { failed, timings } = await runStages(STAGES, { cwd: fileURLToPath(new URL('../..', import.meta.url)) });
console.log('\nSteps:');
for (const { command, seconds, ok } of timings) console.log(`  ${String(seconds).padStart(4)} s  ${ok ? 'ok  ' : 'FAIL'}  ${command}`);
console.log(`Whole suite: ${Math.round((Date.now() - started) / 1000)} s${failed ? `, stopped at '${failed}'` : ''}`);
process.exit(failed ? 1 : 0);
