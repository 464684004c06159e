// The floor: what a home-like page costs on this stack, measured beside the release in the same
// run so that the machine's load weighs on both alike (`npm run lighthouse`). tools/release/floor/
// is that page: a top bar, a balance card, four tiles and sixteen game cards in three rails, drawn
// by React 19 with react-router, an RTK Query api reading one JSON answer through valibot,
// react-redux, styled-components and react-i18next, built with the workspace's own packages and
// Vite chunking (tools/vite), none of the apps' code. It is served as a region's artefact is, by
// the same nginx config, so transfer, compression and headers match.
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { run } from '../scripts/processes.mjs';
import { packSite } from './release.mjs';

export const FLOOR_VERSION = 'floor';

/**
 * Builds the floor page once, into a folder of its own, and gives that folder. Each region's
 * Lighthouse target runs side by side with the other's: a shared output folder was emptied by one
 * build while the other packed it (a floor without index.html, answered 404).
 */
export async function buildFloor() {
  const site = mkdtempSync(path.join(tmpdir(), 'wallet-floor-'));
  // The pack keeps the folder's mode, and nginx's workers (nobody) must read the page.
  chmodSync(site, 0o755);
  const code = await run('npx', ['vite', 'build', '--config', 'tools/release/floor/vite.config.mts', '--outDir', site, '--logLevel', 'warn']);
  if (code !== 0) throw new Error('The floor page failed to build.');
  return site;
}

/** The floor built in `site` packed as `region`'s artefact (dist/release/<app>-floor.tar.gz), served by that region's nginx config. */
export async function floorRelease(region, site) {
  writeFileSync(path.join(site, 'version.json'), JSON.stringify({ region, version: FLOOR_VERSION, commit: FLOOR_VERSION, builtAt: new Date().toISOString(), apiBase: '' }));
  return packSite({ region, site, version: FLOOR_VERSION, apiBase: '' });
}
