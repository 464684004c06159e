// The arrivals the document starts itself: a small script the build writes into index.html
// (tools/vite/first-calls.mts) asks for the first answers and the code of the screen the address
// shows while the app's entry is still on its way, and the api layer takes those answers instead
// of asking again (libs/api/src/first-calls.ts). Without it, the calls and the screen's chunks wait
// for the entry to download and run, then for the frame to render. Two arrivals are started so:
//  - home: a member (a token stored) on /user or /user/home: the wallet, site name, notice and
//    whether the wheel is on (home's third tile);
//  - first visit: a public screen with the site agreement not yet accepted: the site name and the
//    agreement's text, which the notice over the screen shows first.
// The Content-Security-Policy allows this one inline script by its hash, so the build and the
// headers must agree on its text: both make it here. Chunk names change with every build, so they
// are not in the script but in a data block before it (ARRIVAL_CHUNKS_ID, JSON that never runs):
// the hash stays fixed, and the preloads leave while the document is parsed.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** What each arrival asks for at once (api paths), the member's with its token. */
export const FIRST_CALLS = {
  home: ['/api/wallet', '/api/lookup/info', '/api/lookup/notice', '/api/spinwheel/active'],
  firstVisit: ['/api/lookup/info', '/api/lookup/agreements'],
};

/**
 * What a public screen asks for at once, asked besides on a first visit to it: /login first asks
 * whether the site still runs (spec section 2), and asked by its first draw, that call was what
 * its first paint waited for last.
 */
export const SCREEN_FIRST_CALLS = { '/login': ['/api/lookup/active'] };

/**
 * The id of index.html's data block listing each arrival's chunks:
 * `{ home: { files: [...], texts: { th: [...], ... } }, firstVisit: { ... }, locale }`.
 */
export const ARRIVAL_CHUNKS_ID = 'wallet-arrival-chunks';

/**
 * The inline script for a build whose API lives at `apiBase` ('' for its own origin). On an arrival
 * of FIRST_CALLS it reads ARRIVAL_CHUNKS_ID's block, adds a modulepreload link for each of that
 * arrival's chunks and the texts of the visitor's language (the stored one, else the build's), and
 * asks for its calls (a first visit's with its screen's own, SCREEN_FIRST_CALLS) with the headers
 * the app sends, leaving their promises by address for the app
 * (with the Authorization they carry, null for a visitor's). It never throws; a call that fails is
 * left for the app to read as its own failure.
 */
export function firstCallsScript(apiBase = '') {
  const base = JSON.stringify(apiBase.replace(/\/$/, ''));
  const calls = JSON.stringify(FIRST_CALLS);
  const screenCalls = JSON.stringify(SCREEN_FIRST_CALLS);
  return `(()=>{try{const L=localStorage,S=sessionStorage,t=L.getItem("wallet.token")||S.getItem("wallet.token"),p=location.pathname;let k,a=null;if(t&&/^\\/user(\\/home)?\\/?$/.test(p)){k="home";a="Bearer "+t}else if(/^\\/(login|register|howto|contact)\\/?$/.test(p)&&!L.getItem("wallet.publicAgreement")&&!S.getItem("wallet.agreementThisVisit"))k="firstVisit";else return;try{const m=JSON.parse(document.getElementById(${JSON.stringify(ARRIVAL_CHUNKS_ID)}).textContent),g=m[k],l=L.getItem("wallet.locale");for(const f of g.files.concat(g.texts[l]||g.texts[m.locale])){const e=document.createElement("link");e.rel="modulepreload";e.crossOrigin="";e.href=f;document.head.appendChild(e)}}catch{}const h={"X-Client-App":"wallet-user"},c={};if(a)h.Authorization=a;const s=k==="firstVisit"&&${screenCalls}[p.replace(/\\/$/,"")];for(const q of ${calls}[k].concat(s||[])){const u=new URL(${base}+q,location.href).href;c[u]=fetch(u,{headers:h,cache:"no-store"});c[u].catch(()=>{})}window.__walletFirstCalls={authorization:a,startedAt:Date.now(),calls:c}}catch{}})();`;
}

/** The script's CSP source ('sha256-…'), for script-src. */
export function firstCallsHash(apiBase = '') {
  return `'sha256-${createHash('sha256').update(firstCallsScript(apiBase)).digest('base64')}'`;
}

/**
 * How many files an arrival's own chunks may come to. Rolldown's own splitting made 27 of home's,
 * each a request that waited its turn on a phone's six connections to the host; tools/vite/chunks.mts
 * groups them.
 */
export const ARRIVAL_CHUNK_FILES_LIMIT = 4;

/** What is wrong with the arrivals' chunks a build's index.html lists: none listed, absent from the build, too many. */
export function arrivalChunkProblems(site) {
  const html = readFileSync(path.join(site, 'index.html'), 'utf8');
  const block = new RegExp(`<script type="application/json" id="${ARRIVAL_CHUNKS_ID}">([^<]*)</script>`).exec(html);
  if (!block) return [`${site}: index.html lists no arrival chunks (tools/vite/first-calls.mts)`];
  const listed = JSON.parse(block[1]);
  return Object.keys(FIRST_CALLS).flatMap((arrival) => {
    const { files = [], texts = {} } = listed[arrival] ?? {};
    const problems = [...files, ...Object.values(texts).flat()]
      .filter((file) => !existsSync(path.join(site, file)))
      .map((file) => `${site}: index.html lists the ${arrival} chunk ${file}, which the build lacks`);
    if (files.length === 0) problems.push(`${site}: index.html lists no ${arrival} chunks`);
    if (files.length > ARRIVAL_CHUNK_FILES_LIMIT) problems.push(`${site}: the ${arrival} arrival's code comes in ${files.length} files, over ${ARRIVAL_CHUNK_FILES_LIMIT} (tools/vite/chunks.mts)`);
    return problems;
  });
}
