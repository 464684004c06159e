// What `npm run affected` (nx affected) and Nx Release's per-commit bumps see when one file
// changes: Nx's own affected logic over this workspace's project graph. The browser test groups
// a change reaches are in affected-browser-groups.test.mjs.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { affectedProjects, isBrowserGroup, projectGraph } from '../affected-browser-groups.mjs';

let graph;
before(async () => {
  graph = await projectGraph();
});

/** The projects a change in `files` affects, browser test groups left out. */
const affectedBy = async (...files) => (await affectedProjects(graph, files)).filter((name) => !isBrowserGroup(graph, name));

const projects = () => Object.keys(graph.nodes);

test('a change in libs/domain affects its dependents and not config, i18n or ui', async () => {
  const affected = await affectedBy('libs/domain/src/index.ts');
  for (const dependent of ['domain', 'api', 'feature-auth', 'shell', 'wallet-th', 'wallet-la', 'wallet-e2e']) {
    assert.ok(affected.includes(dependent), `${dependent} should be affected`);
  }
  for (const untouched of ['config', 'i18n', 'ui']) assert.ok(!affected.includes(untouched), `${untouched} should not be affected`);
});

test("a change in one feature library does not affect another feature library's tests", async () => {
  const features = projects().filter((name) => name.startsWith('feature-'));
  assert.ok(features.includes('feature-auth'));
  for (const feature of features) {
    const others = features.filter((name) => name !== feature);
    const affected = await affectedBy(`${graph.nodes[feature].data.root}/src/index.ts`);
    assert.deepEqual(affected.filter((name) => others.includes(name)), [], `a change in ${feature}`);
  }
});

test('a change in .env.la affects only wallet-la and the browser tests (and .env.th wallet-th)', async () => {
  assert.deepEqual(await affectedBy('.env.la'), ['wallet-e2e', 'wallet-la']);
  assert.deepEqual(await affectedBy('.env.th'), ['wallet-e2e', 'wallet-th']);
});

test('a change in the files both builds serve (apps/shared-public) or their Vite config affects both builds', async () => {
  for (const file of ['apps/shared-public/favicon.svg', 'tools/vite/wallet-app-config.mts']) {
    const affected = await affectedBy(file);
    for (const project of ['wallet-th', 'wallet-la', 'wallet-e2e']) assert.ok(affected.includes(project), `${file}: ${project}`);
  }
});

test('a change in one app affects that app and the browser tests only', async () => {
  assert.deepEqual(await affectedBy('apps/wallet-la/src/main.tsx'), ['wallet-e2e', 'wallet-la']);
});
