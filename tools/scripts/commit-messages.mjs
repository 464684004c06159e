// Checks every commit message after the baseline (commitlint.config.mjs) against Conventional
// Commits, as `nx release` reads them to version each build. In a shallow checkout that lacks the
// baseline, the commits it has are checked and the gap is said.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { BASELINE_COMMIT } from '../../commitlint.config.mjs';

// The rules of this checkout, whichever repository the command runs in (the release test's scratch clone).
const config = fileURLToPath(new URL('../../commitlint.config.mjs', import.meta.url));

const git = (...args) => spawnSync('git', args, { encoding: 'utf8' });

const range = () => {
  if (git('cat-file', '-e', `${BASELINE_COMMIT}^{commit}`).status === 0) return ['--from', BASELINE_COMMIT];
  const oldest = git('rev-list', '--max-parents=0', 'HEAD').stdout.trim().split('\n')[0];
  console.log(`The baseline ${BASELINE_COMMIT.slice(0, 7)} is not in this (shallow) checkout: checking from ${oldest.slice(0, 7)}.`);
  return ['--from', oldest];
};

const from = range();
const count = git('rev-list', '--count', `${from[1]}..HEAD`).stdout.trim();
const lint = spawnSync('npx', ['--no', '--', 'commitlint', '--config', config, ...from, '--to', 'HEAD'], { stdio: 'inherit' });
if (lint.status === 0) console.log(`Commit messages: ${count} after ${from[1].slice(0, 7)}, all Conventional Commits.`);
process.exit(lint.status ?? 1);
