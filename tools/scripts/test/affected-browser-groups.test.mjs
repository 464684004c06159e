// The browser tests `npm run affected` runs for a touched file: the same selection code the
// command runs (affected-browser-groups.mjs over this workspace's project graph), so a change to
// the groups, their inputs or the graph that breaks the selection fails here.
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { before, test } from 'node:test';
import { affectedGroups, playwrightArgs, projectGraph } from '../affected-browser-groups.mjs';

let graph;
before(async () => {
  graph = await projectGraph();
});

const BOTH = ['th', 'la'];
const ALL = ['accessibility', 'account', 'auth', 'bonus', 'chat', 'engines', 'field-reports', 'first-hour', 'hostile', 'journey', 'offline', 'session', 'shell', 'spec', 'spin', 'wallet'];
/** The group projects of `groups` in `builds`, sorted as affectedGroups gives them. */
const inBuilds = (groups, builds = BOTH) => groups.flatMap((group) => builds.map((build) => `e2e-${group}-${build}`)).sort();

// Touched file -> the groups that run.
const SELECTION = [
  ['libs/feature-spin/src/spin-page.tsx', inBuilds(['spin', 'journey'])],
  ['libs/feature-wallet/src/home/action-tiles.tsx', inBuilds(['wallet', 'journey'])],
  ['libs/feature-account/src/profile/profile-page.tsx', inBuilds(['account', 'journey'])],
  ['libs/feature-auth/src/login/login-page.tsx', inBuilds(['auth', 'journey'])],
  ['libs/feature-bonus/src/index.ts', inBuilds(['bonus', 'journey'])],
  ['libs/feature-chat/src/index.ts', inBuilds(['chat', 'journey'])],
  ['libs/ui/src/bottom-menu.tsx', inBuilds(ALL)],
  ['libs/api/src/token-storage.ts', inBuilds(ALL)],
  ['libs/api-texts/src/index.ts', inBuilds(ALL)],
  ['libs/domain/src/index.ts', inBuilds(ALL)],
  ['libs/i18n/src/locales/en/common.json', inBuilds(ALL)],
  ['libs/config/src/index.ts', inBuilds(ALL)],
  ['libs/shell/src/member-layout.tsx', inBuilds(ALL)],
  ['apps/wallet-e2e/src/support/member.ts', inBuilds(ALL)],
  ['apps/wallet-e2e/playwright.config.ts', inBuilds(ALL)],
  ['tools/stub-api/src/main.ts', inBuilds(ALL)],
  ['.env.la', inBuilds(ALL, ['la'])],
  ['.env.th', inBuilds(ALL, ['th'])],
  ['apps/wallet-la/src/main.tsx', inBuilds(ALL, ['la'])],
  ['apps/wallet-e2e/src/session.e2e.ts', inBuilds(['session'])],
  ['apps/wallet-e2e/src/spin-prize.e2e.ts', inBuilds(['spin'])],
  ['apps/wallet-e2e/src/spec-backend/member-journeys.e2e.ts', inBuilds(['spec'])],
  ['apps/wallet-e2e/src/engines/journey.ts', inBuilds(['engines'])],
  ['tools/scripts/affected.mjs', []],
  ['README.md', []],
];

/** The groups as a title: every group of a build is said so. */
function named(groups) {
  if (!groups.length) return 'no browser test';
  for (const builds of [BOTH, ['th'], ['la']]) if (groups.join() === inBuilds(ALL, builds).join()) return `every group in ${builds.join(' and ')}`;
  return groups.join(', ');
}

for (const [file, groups] of SELECTION) {
  test(`a change in ${file} runs ${named(groups)}`, async () => {
    assert.deepEqual(await affectedGroups(graph, [file]), groups);
  });
}

test('a change in libs/feature-spin runs the spin tests and the member journey in both builds, in one Playwright run', async () => {
  const groups = await affectedGroups(graph, ['libs/feature-spin/src/spin-page.tsx']);
  assert.deepEqual(playwrightArgs(graph, groups), [
    '--project=la',
    '--project=th',
    '--testFiles=src/member-journey.e2e.ts',
    '--testFiles=src/spin-prize.e2e.ts',
    '--testFiles=src/spin-wheel.e2e.ts',
  ]);
});

test('a change in .env.la runs the Laos projects only, every file of them', async () => {
  const args = playwrightArgs(graph, await affectedGroups(graph, ['.env.la']));
  assert.deepEqual(
    args.filter((arg) => arg.startsWith('--project=')),
    ['--project=engines-la', '--project=field-la', '--project=la', '--project=spec-la'],
  );
  assert.ok(['spec-backend', 'engines', 'field-reports'].every((folder) => args.includes(`--testFiles=src/${folder}/`)));
});

test('every browser test file is in a group, so a run of every group runs it', () => {
  const src = new URL('../../../apps/wallet-e2e/src/', import.meta.url);
  const files = readdirSync(src, { recursive: true })
    .filter((file) => file.endsWith('.e2e.ts'))
    .map((file) => `src/${file}`);
  const filters = Object.values(graph.nodes).flatMap((node) => node.data.metadata?.browserGroup?.filters ?? []);
  const grouped = (file) => filters.some((filter) => (filter.endsWith('/') ? file.startsWith(filter) : file === filter));
  assert.deepEqual(files.filter((file) => !grouped(file)), []);
});
