import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { checkBuild, developmentModules, MODULES_FILE } from '../check-builds.mjs';

test('finds development builds of packages by folder or file name, not our own sources', () => {
  const ids = [
    'node_modules/react-router/dist/development/chunk-6KYCQHYJ.mjs',
    'node_modules/react-router/dist/production/chunk-7RTFRKQW.mjs',
    'node_modules/react-dom/cjs/react-dom-client.development.js',
    'node_modules/react-dom/cjs/react-dom-client.production.js',
    'node_modules/@scope/pkg/development/index.js',
    'libs/feature-auth/src/development/notes.ts',
    'node_modules/developer-tools/index.js',
  ];
  assert.deepEqual(developmentModules(ids), [ids[0], ids[2], ids[4]]);
});

function fakeBuild(modules, code) {
  const dist = mkdtempSync(path.join(tmpdir(), 'wallet-build-'));
  mkdirSync(path.join(dist, '.vite'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html>');
  if (modules) writeFileSync(path.join(dist, MODULES_FILE), JSON.stringify(modules));
  writeFileSync(path.join(dist, 'assets/index-abc.js'), code);
  return dist;
}

test('a clean production build passes', () => {
  assert.deepEqual(checkBuild(fakeBuild(['node_modules/react/cjs/react.production.js'], 'console.log(1)')), []);
});

test('a build holding a development build, a NODE_ENV lookup or no module list fails', () => {
  const dev = checkBuild(fakeBuild(['node_modules/react-router/dist/development/index.mjs'], 'x'));
  assert.match(dev.join('\n'), /development build bundled: node_modules\/react-router/);
  const env = checkBuild(fakeBuild([], 'if (process.env.NODE_ENV !== "production") warn()'));
  assert.match(env.join('\n'), /reads process\.env\.NODE_ENV/);
  assert.match(checkBuild(fakeBuild(null, 'x')).join('\n'), /modules\.json missing/);
});

test('a chunk that loads a stylesheet when it loads fails', () => {
  const chunk = 'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/modal-x.js","assets/index-h4Z4.css"])))=>i.map(i=>d[i]);';
  assert.match(checkBuild(fakeBuild([], chunk)).join('\n'), /assets\/index-abc\.js loads the stylesheet assets\/index-h4Z4\.css/);
  assert.deepEqual(checkBuild(fakeBuild([], 'const note = "see assets/help.css.md"')), []);
});
