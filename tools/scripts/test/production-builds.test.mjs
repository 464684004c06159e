import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { productionTwin } from '../../vite/production-builds.mts';

const pkg = (file) => path.resolve('node_modules', file);

test("a package's development file maps to its production twin", () => {
  assert.equal(productionTwin(pkg('react-router/dist/development/index.mjs')), pkg('react-router/dist/production/index.mjs'));
  assert.equal(productionTwin(pkg('react-router/dist/development/dom-export.mjs')), pkg('react-router/dist/production/dom-export.mjs'));
});

test('files without a production twin, or outside packages, stay as they are', () => {
  assert.equal(productionTwin(pkg('react/cjs/react.production.js')), null);
  assert.equal(productionTwin(pkg('react-router/dist/development/no-such-file.mjs')), null);
  assert.equal(productionTwin(path.resolve('libs/development/index.ts')), null);
});
