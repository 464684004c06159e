// What `npm test` runs (tools/scripts/test-suite.mjs): stages one after another; within a stage,
// lanes side by side, each lane's commands one after another. Browser work of the two builds shares
// a stage, as its waits (timers, replies) leave the cores idle more than half the time.
import { REGIONS } from '../../release/release.mjs';

const BUILDS = Object.keys(REGIONS);

const nx = (...args) => ['npx', 'nx', ...args, '--output-style=static'];
const node = (...args) => ['node', ...args];

export const STAGES = [
  {
    name: 'lint, unit, component and script tests; type check; commit messages',
    lanes: [[nx('run-many', '-t', 'lint', 'test')], [['npx', 'tsc', '-p', 'tsconfig.json'], node('tools/scripts/commit-messages.mjs')]],
  },
  // wallet-e2e:e2e runs the Thai and Laos browser tests side by side (nx.json's parallel 2), then
  // the journeys against the spec-only stand-in, and checks that every test ran in one of them;
  // wallet-e2e:engines, the member journey in WebKit and Firefox, takes the first of the two slots
  // to come free. One Nx run, so both apps are built once and never while a browser reads them.
  { name: 'browser tests', lanes: [[nx('run-many', '-t', 'e2e', 'engines', '-p', 'wallet-e2e')]] },
  { name: 'production builds, release artefacts', lanes: [[node('tools/scripts/check-builds.mjs'), node('tools/release/release.mjs', '--no-build', ...BUILDS), node('tools/release/ensure-nginx.mjs')]] },
  {
    name: 'size budgets; per build, the release smoke test and Lighthouse budgets',
    lanes: [[node('tools/scripts/size.mjs', '--no-build')], ...BUILDS.map((build) => [node('tools/release/smoke.mjs', build), node('tools/release/lighthouse.mjs', '--runs', '1', build)])],
  },
];
