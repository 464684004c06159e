// Nx Release on a copy of this workspace (its own git history, tagged wallet-th@1.1.14 and
// wallet-la@1.1.14): conventional commits bump each region on its own.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';

const workspace = process.cwd();
let copy;

const git = (...args) => execFileSync('git', args, { cwd: copy, encoding: 'utf8' });
const commit = (file, message) => {
  appendFileSync(path.join(copy, file), file.endsWith('.ts') ? '\n// release test\n' : '\n# release test\n');
  git('commit', '-q', '-m', message, '--', file);
};

/** Runs nx release in the copy; returns its output and the new version per project (null: none). */
function nxRelease(...args) {
  const result = spawnSync(path.join(workspace, 'node_modules/.bin/nx'), ['release', ...args, '--dry-run'], {
    cwd: copy,
    encoding: 'utf8',
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', FORCE_COLOR: '0' },
  });
  const output = `${result.stdout}${result.stderr}`;
  assert.equal(result.status, 0, output);
  const versionOf = (project) => new RegExp(`${project} .*New version (\\S+) written`).exec(output)?.[1] ?? null;
  return { output, versions: { 'wallet-th': versionOf('wallet-th'), 'wallet-la': versionOf('wallet-la') } };
}

before(() => {
  copy = mkdtempSync(path.join(tmpdir(), 'wallet-release-versions-'));
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { encoding: 'utf8' }).split('\n').filter(Boolean);
  for (const file of files) {
    if (!existsSync(file)) continue;
    mkdirSync(path.join(copy, path.dirname(file)), { recursive: true });
    cpSync(file, path.join(copy, file));
  }
  symlinkSync(path.join(workspace, 'node_modules'), path.join(copy, 'node_modules'));
  git('init', '-q', '-b', 'main');
  git('config', 'user.email', 'release-test@example.invalid');
  git('config', 'user.name', 'Release test');
  git('add', '-A');
  git('commit', '-q', '-m', 'chore: the workspace as released');
  git('tag', 'wallet-th@1.1.14');
  git('tag', 'wallet-la@1.1.14');
});
after(() => copy && rmSync(copy, { recursive: true, force: true }));

test('a fix in .env.la bumps wallet-la only; a fix in a shared library then bumps both', { timeout: 300_000 }, () => {
  commit('.env.la', 'fix(la): Laos mode file');
  assert.deepEqual(nxRelease('version').versions, { 'wallet-th': null, 'wallet-la': '1.1.15' });

  commit('libs/domain/src/index.ts', 'fix(domain): a shared rule');
  const { output, versions } = nxRelease('--skip-publish');
  assert.deepEqual(versions, { 'wallet-th': '1.1.15', 'wallet-la': '1.1.15' });
  // Each app gets its own changelog entry and its own tag.
  assert.match(output, /apps\/wallet-th\/CHANGELOG\.md/);
  assert.match(output, /apps\/wallet-la\/CHANGELOG\.md/);
  assert.match(output, /wallet-th@1\.1\.15/);
  assert.match(output, /wallet-la@1\.1\.15/);
});
