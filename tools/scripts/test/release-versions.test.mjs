// Conventional Commits feed `nx release` (issue 26), tried in a scratch clone of this checkout:
// both builds tagged at their current version, then one commit, then the version Nx would write.
// The commit-message check refuses a message that is not a Conventional Commit.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, beforeEach, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const scratch = mkdtempSync(path.join(tmpdir(), 'wallet-release-'));
const check = path.join(root, 'tools/scripts/commit-messages.mjs');
const version = JSON.parse(readFileSync(path.join(root, 'apps/wallet-th/package.json'), 'utf8')).version;

function run(command, args, { ok = true } = {}) {
  const done = spawnSync(command, args, { cwd: scratch, encoding: 'utf8', env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' } });
  if (ok) assert.equal(done.status, 0, `${command} ${args.join(' ')}\n${done.stdout}\n${done.stderr}`);
  return done;
}
const git = (...args) => run('git', ['-c', 'user.name=Release test', '-c', 'user.email=release@example.test', ...args]);

/** The version `nx release version` would write for each build. */
function nextVersions() {
  // Nx colours its output under CI=true, whatever the terminal.
  const stdout = stripVTControlCharacters(run('npx', ['nx', 'release', 'version', '--projects=wallet-th,wallet-la', '--dry-run']).stdout);
  return Object.fromEntries(['wallet-th', 'wallet-la'].map((project) => [project, stdout.match(new RegExp(`${project} .*new version (\\S+)`))?.[1] ?? 'unchanged']));
}

function commitTouching(file, message) {
  appendFileSync(path.join(scratch, file), '\n// release test\n');
  git('commit', '-qam', message);
}

before(() => {
  spawnSync('git', ['clone', '-q', root, scratch]);
  symlinkSync(path.join(root, 'node_modules'), path.join(scratch, 'node_modules'));
  git('tag', `wallet-th@${version}`);
  git('tag', `wallet-la@${version}`);
});
beforeEach(() => git('reset', '-q', '--hard', `wallet-th@${version}`));
after(() => rmSync(scratch, { recursive: true, force: true }));

const [major, minor, patch] = version.split('.').map(Number);

describe('nx release reads the commits', () => {
  test('a fix(la) touching only the Laos app bumps wallet-la’s patch and leaves wallet-th', () => {
    commitTouching('apps/wallet-la/src/main.tsx', 'fix(la): a hotfix for the Laos site');
    assert.deepEqual(nextVersions(), { 'wallet-th': 'unchanged', 'wallet-la': `${major}.${minor}.${patch + 1}` });
  });

  test('a feat touching a shared library bumps both minors', () => {
    commitTouching('libs/domain/src/index.ts', 'feat: a rule both sites use');
    assert.deepEqual(nextVersions(), { 'wallet-th': `${major}.${minor + 1}.0`, 'wallet-la': `${major}.${minor + 1}.0` });
  });
});

describe('the commit-message check', () => {
  test('passes Conventional Commits and refuses any other message, naming it', () => {
    commitTouching('libs/domain/src/index.ts', 'fix(domain): a rule read right');
    assert.equal(run('node', [check]).status, 0);
    commitTouching('libs/domain/src/index.ts', 'Changed some rules');
    const refused = run('node', [check], { ok: false });
    assert.notEqual(refused.status, 0);
    assert.match(refused.stdout + refused.stderr, /Changed some rules[\s\S]*type may not be empty/);
  });

  test('refuses a scope that is neither a region nor a project, and a subject over 100 characters', () => {
    commitTouching('libs/domain/src/index.ts', 'fix(readme): a scope nobody knows');
    assert.match(run('node', [check], { ok: false }).stdout, /scope must be one of \[th, la, /);
    git('reset', '-q', '--hard', `wallet-th@${version}`);
    commitTouching('libs/domain/src/index.ts', `fix(domain): ${'a'.repeat(95)}`);
    assert.match(run('node', [check], { ok: false }).stdout, /header must not be longer than 100 characters/);
  });
});
