// An earlier commit's release artefact, for measuring it side by side with today's in the same run
// (`npm run lighthouse -- --baseline <commit>`): the machine's load then weighs on both alike, so a
// difference between them is the code's. The commit is checked out in a worktree of its own beside
// the system's temporary files, shares this checkout's node_modules, and is built there with its
// own release script; the artefact is kept, so a second run reuses it.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { run } from '../scripts/processes.mjs';
import { REGIONS } from './release.mjs';

const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim();

/** The artefact already built for `app` in `folder`, if any. */
function builtArtefact(folder, app) {
  const releases = path.join(folder, 'dist', 'release');
  if (!existsSync(releases)) return null;
  const found = readdirSync(releases).find((file) => file.startsWith(`${app}-`) && file.endsWith('.tar.gz'));
  return found ? path.join(releases, found) : null;
}

/** Resolves with the path of `ref`'s release artefact for `region`, building it the first time. */
export async function baselineRelease(ref, region) {
  const app = REGIONS[region];
  const commit = git('rev-parse', '--verify', `${ref}^{commit}`);
  const folder = path.join(tmpdir(), `wallet-baseline-${commit.slice(0, 12)}`);
  const kept = builtArtefact(folder, app);
  if (kept) return kept;

  if (!existsSync(path.join(folder, '.git'))) {
    rmSync(folder, { recursive: true, force: true });
    git('worktree', 'prune');
    git('worktree', 'add', '--detach', '--force', folder, commit);
    symlinkSync(path.resolve('node_modules'), path.join(folder, 'node_modules'), 'dir');
  }
  console.log(`Building ${app} at ${commit.slice(0, 12)} (${ref}) in ${folder}...`);
  // Its own Nx, without this checkout's daemon or cache.
  const code = await run('node', ['tools/release/release.mjs', region], { cwd: folder, env: { NX_DAEMON: 'false', NX_CACHE_DIRECTORY: path.join(folder, '.nx', 'cache') } });
  const built = builtArtefact(folder, app);
  if (code !== 0 || !built) throw new Error(`The release of ${ref} (${commit.slice(0, 12)}) for ${region} failed to build.`);
  return built;
}
