import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { runInNewContext } from 'node:vm';
import { ARRIVAL_CHUNK_FILES_LIMIT, ARRIVAL_CHUNKS_ID, arrivalChunkProblems, FIRST_CALLS, firstCallsScript, SCREEN_FIRST_CALLS } from '../first-calls.mjs';

const CHUNKS = {
  home: { files: ['/assets/home-a.js', '/assets/public-b.js'], texts: { th: ['/assets/wallet-th.js'], en: ['/assets/wallet-en.js'] } },
  firstVisit: { files: ['/assets/public-b.js', '/assets/purify.js'], texts: { th: ['/assets/auth-th.js'], en: ['/assets/auth-en.js'] } },
  locale: 'th',
};

/** Runs the document's script as a page at `pathname` would, and tells what it asked for. */
function arrive({ pathname = '/user/home', token = 'tok', locale = null, chunks = CHUNKS, accepted = null, acceptedThisVisit = null } = {}) {
  const preloads = [];
  const fetched = [];
  const stored = { 'wallet.token': token, 'wallet.locale': locale, 'wallet.publicAgreement': accepted };
  const page = {
    localStorage: { getItem: (key) => stored[key] ?? null },
    sessionStorage: { getItem: (key) => (key === 'wallet.agreementThisVisit' ? acceptedThisVisit : null) },
    location: { pathname, href: `https://wallet.example${pathname}` },
    URL,
    JSON,
    Date,
    fetch: (url, { headers }) => {
      fetched.push(`${url} ${headers.Authorization ?? 'no session'}`);
      return Promise.resolve({});
    },
    document: {
      getElementById: (id) => (id === ARRIVAL_CHUNKS_ID && chunks ? { textContent: JSON.stringify(chunks) } : null),
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
  assert.deepEqual(fetched, FIRST_CALLS.home.map((call) => `https://wallet.example${call} Bearer tok`));
  assert.equal(handed.authorization, 'Bearer tok');
  assert.deepEqual(arrive({ locale: 'en' }).preloads.map((link) => link.href).slice(-1), ['/assets/wallet-en.js']);
});

test("a first visit to a public screen preloads its screen, the notice and its sanitizer, and asks for the agreement without a session", () => {
  const visitorCalls = (calls) => calls.map((call) => `https://wallet.example${call} no session`);
  for (const pathname of ['/login', '/register/', '/contact']) {
    const { preloads, fetched, handed } = arrive({ pathname, token: null });
    assert.deepEqual(
      preloads.map((link) => link.href),
      ['/assets/public-b.js', '/assets/purify.js', '/assets/auth-th.js'],
    );
    assert.deepEqual(fetched.slice(0, FIRST_CALLS.firstVisit.length), visitorCalls(FIRST_CALLS.firstVisit));
    assert.equal(handed.authorization, null);
  }
  // /login's own first call (whether the site still runs) goes with them, on /login only.
  assert.deepEqual(SCREEN_FIRST_CALLS['/login'], ['/api/lookup/active']);
  assert.deepEqual(arrive({ pathname: '/login/', token: null }).fetched, visitorCalls([...FIRST_CALLS.firstVisit, '/api/lookup/active']));
  assert.deepEqual(arrive({ pathname: '/register', token: null }).fetched, visitorCalls(FIRST_CALLS.firstVisit));
  // A member's stored token does not go with a public screen's calls (its visit ends the session).
  assert.deepEqual(arrive({ pathname: '/login' }).fetched, visitorCalls([...FIRST_CALLS.firstVisit, '/api/lookup/active']));
});

test('nothing is asked for without an arrival it knows; a page without the list still makes its calls', () => {
  assert.deepEqual(arrive({ token: null }), { preloads: [], fetched: [], handed: undefined });
  assert.deepEqual(arrive({ pathname: '/user/statement' }).fetched, []);
  assert.deepEqual(arrive({ pathname: '/login', token: null, accepted: 'earlier' }).fetched, [], 'an accepted agreement: no first visit');
  assert.deepEqual(arrive({ pathname: '/login', token: null, acceptedThisVisit: '1' }).fetched, []);
  assert.deepEqual(arrive({ pathname: '/terminated', token: null }).fetched, []);
  const unlisted = arrive({ chunks: null });
  assert.deepEqual(unlisted.preloads, []);
  assert.equal(unlisted.fetched.length, FIRST_CALLS.home.length);
});

function site(html, files = []) {
  const folder = mkdtempSync(path.join(tmpdir(), 'wallet-site-'));
  mkdirSync(path.join(folder, 'assets'));
  writeFileSync(path.join(folder, 'index.html'), html);
  for (const file of files) writeFileSync(path.join(folder, file), '');
  return folder;
}
const listed = (chunks) => `<script type="application/json" id="${ARRIVAL_CHUNKS_ID}">${JSON.stringify(chunks)}</script>`;
const allFiles = [...new Set(['home', 'firstVisit'].flatMap((arrival) => [...CHUNKS[arrival].files, ...Object.values(CHUNKS[arrival].texts).flat()]))];

test("the release refuses a build whose arrivals' chunks are unlisted, missing, or more than a few files", () => {
  assert.deepEqual(arrivalChunkProblems(site(listed(CHUNKS), allFiles)), []);
  assert.match(arrivalChunkProblems(site('<!doctype html>')).join('\n'), /lists no arrival chunks/);
  assert.match(arrivalChunkProblems(site(listed({ ...CHUNKS, firstVisit: undefined }), allFiles)).join('\n'), /lists no firstVisit chunks/);
  assert.match(arrivalChunkProblems(site(listed(CHUNKS), allFiles.slice(1))).join('\n'), /lists the home chunk \/assets\/home-a\.js, which the build lacks/);
  const many = Array.from({ length: ARRIVAL_CHUNK_FILES_LIMIT + 1 }, (_, index) => `/assets/part-${index}.js`);
  const split = { ...CHUNKS, home: { ...CHUNKS.home, files: many } };
  assert.match(arrivalChunkProblems(site(listed(split), [...many, ...allFiles])).join('\n'), new RegExp(`home arrival's code comes in ${ARRIVAL_CHUNK_FILES_LIMIT + 1} files, over ${ARRIVAL_CHUNK_FILES_LIMIT}`));
});
