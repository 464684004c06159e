// Every installed package supports the Node versions the workspace declares, so `npm install`
// on Node 20 prints no EBADENGINE warning (the lock file is what a fresh install gets).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import semver from 'semver';

const root = JSON.parse(readFileSync('package.json', 'utf8'));
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));

test('the lock file installs only packages whose engines accept the declared Node versions', () => {
  const lowest = semver.minVersion(root.engines.node).version;
  const refusing = Object.entries(lock.packages)
    .filter(([location, entry]) => location && entry.engines?.node && !semver.satisfies(lowest, entry.engines.node))
    .map(([location, entry]) => `${location} (${entry.version}) wants node ${entry.engines.node}`);
  assert.deepEqual(refusing, [], `these need a newer Node than ${lowest}`);
});

test('the lock file matches package.json, so an install rewrites nothing', () => {
  const declared = { ...root.dependencies, ...root.devDependencies };
  const locked = { ...lock.packages[''].dependencies, ...lock.packages[''].devDependencies };
  assert.deepEqual(locked, declared);
  assert.deepEqual(lock.packages[''].engines, root.engines);
});
