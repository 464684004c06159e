// `npm install` (prepare): points git at .githooks, so a commit message is checked as it is written
// (commitlint). A help for developers only: outside a git checkout, or where git refuses, it says so
// and carries on; CI checks the messages itself (tools/scripts/commit-messages.mjs).
import { spawnSync } from 'node:child_process';

const inside = spawnSync('git', ['rev-parse', '--is-inside-work-tree'], { encoding: 'utf8' });
if (inside.status !== 0 || inside.stdout.trim() !== 'true') {
  console.log('Not a git checkout: no commit-message hook installed.');
} else {
  const set = spawnSync('git', ['config', 'core.hooksPath', '.githooks'], { encoding: 'utf8' });
  console.log(set.status === 0 ? 'Commit messages are checked by .githooks/commit-msg.' : `No commit-message hook: ${set.stderr.trim()}`);
}
