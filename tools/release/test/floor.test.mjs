// The floor page's build (floor.mjs): the two regions' Lighthouse targets build it side by side.
import assert from 'node:assert/strict';
import { existsSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { buildFloor } from '../floor.mjs';

test('two floor builds at once each keep a whole page', async () => {
  const sites = await Promise.all([buildFloor(), buildFloor()]);
  try {
    assert.notEqual(sites[0], sites[1]);
    for (const site of sites) assert.ok(existsSync(path.join(site, 'index.html')), `${site} holds index.html`);
    // nginx's workers read the packed site as nobody.
    for (const site of sites) assert.equal(statSync(site).mode & 0o005, 0o005, `${site} is readable by others`);
  } finally {
    for (const site of sites) rmSync(site, { recursive: true, force: true });
  }
});
