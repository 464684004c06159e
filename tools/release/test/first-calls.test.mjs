import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { runInNewContext } from 'node:vm';
import { FIRST_CALLS, firstCallsScript, HOME_CHUNK_FILES_LIMIT, HOME_CHUNKS_ID, homeChunkProblems } from '../first-calls.mjs';

const CHUNKS = { files: ['/assets/home-a.js', '/assets/public-b.js'], texts: { th: ['/assets/wallet-th.js'], en: ['/assets/wallet-en.js'] }, locale: 'th' };

/** Runs the document's script as a page at `pathname` would, and tells what it asked for. */
function arrive({ pathname = '/user/home', token = 'tok', locale = null, chunks = CHUNKS } = {}) {
  const preloads = [];
  const fetched = [];
  const stored = { 'wallet.token': token, 'wallet.locale': locale };
  const page = {
    localStorage: { getItem: (key) => stored[key] ?? null },
    sessionStorage: { getItem: () => null },
    location: { pathname, href: `https://wallet.example${pathname}` },
    URL,
    JSON,
    Date,
    fetch: (url) => {
      fetched.push(url);
      return Promise.resolve({});
    },
    document: {
      getElementById: (id) => (id === HOME_CHUNKS_ID && chunks ? { textContent: JSON.stringify(chunks) } : null),
      createElement: () => ({}),
      head: { appendChild: (link) => preloads.push(link) },
    },
  };
  page.window = page;
  runInNewContext(firstCallsScript(''), page);
  return { preloads, fetched, handed: page.__walletFirstCalls };
}

test("a member's arrival on home preloads home's chunks from the page's own list, while the calls leave", () => {
  const { preloads, fetched, handed } = arrive();
  assert.deepEqual(
    preloads.map((link) => [link.rel, link.href, link.crossOrigin]),
    ['/assets/home-a.js', '/assets/public-b.js', '/assets/wallet-th.js'].map((file) => ['modulepreload', file, '']),
  );
  // No round trip for the list: only the member's first calls go out.
  assert.deepEqual(fetched, FIRST_CALLS.map((call) => `https://wallet.example${call}`));
  assert.equal(handed.authorization, 'Bearer tok');
  assert.deepEqual(arrive({ locale: 'en' }).preloads.map((link) => link.href).slice(-1), ['/assets/wallet-en.js']);
});

test('nothing is asked for without a session or away from home; a page without the list still makes its calls', () => {
  assert.deepEqual(arrive({ token: null }), { preloads: [], fetched: [], handed: undefined });
  assert.deepEqual(arrive({ pathname: '/user/statement' }).fetched, []);
  const unlisted = arrive({ chunks: null });
  assert.deepEqual(unlisted.preloads, []);
  assert.equal(unlisted.fetched.length, FIRST_CALLS.length);
});

function site(html, files = []) {
  const folder = mkdtempSync(path.join(tmpdir(), 'wallet-site-'));
  mkdirSync(path.join(folder, 'assets'));
  writeFileSync(path.join(folder, 'index.html'), html);
  for (const file of files) writeFileSync(path.join(folder, file), '');
  return folder;
}
const listed = (chunks) => `<script type="application/json" id="${HOME_CHUNKS_ID}">${JSON.stringify(chunks)}</script>`;
const allFiles = [...CHUNKS.files, ...Object.values(CHUNKS.texts).flat()];

test("the release refuses a build whose home chunks are unlisted, missing, or more than a few files", () => {
  assert.deepEqual(homeChunkProblems(site(listed(CHUNKS), allFiles)), []);
  assert.match(homeChunkProblems(site('<!doctype html>')).join('\n'), /lists no home chunks/);
  assert.match(homeChunkProblems(site(listed(CHUNKS), allFiles.slice(1))).join('\n'), /lists the home chunk \/assets\/home-a\.js, which the build lacks/);
  const many = Array.from({ length: HOME_CHUNK_FILES_LIMIT + 1 }, (_, index) => `/assets/part-${index}.js`);
  const split = { ...CHUNKS, files: many };
  assert.match(homeChunkProblems(site(listed(split), [...many, ...allFiles])).join('\n'), new RegExp(`comes in ${HOME_CHUNK_FILES_LIMIT + 1} files, over ${HOME_CHUNK_FILES_LIMIT}`));
});
