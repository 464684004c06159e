// The member's arrival on home, started by the document itself: a small script the build writes
// into index.html (tools/vite/first-calls.mts) asks for home's first answers and home's code while
// the app's entry is still on its way, and the api layer takes those answers instead of asking
// again (libs/api/src/first-calls.ts). Without it, the calls and home's chunks wait for the entry
// to download and run, then for the member frame to render. The Content-Security-Policy allows
// this one inline script by its hash, so the build and the headers must agree on its text: both
// make it here. Home's chunk names change with every build, so they are not in the script but in a
// data block before it (HOME_CHUNKS_ID, JSON that never runs): the hash stays fixed, and the
// preloads leave while the document is parsed instead of a round trip later.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Home's first readings, asked for at once on a member's arrival (wallet, site name, notice). */
export const FIRST_CALLS = ['/api/wallet', '/api/lookup/info', '/api/lookup/notice'];

/** The id of index.html's data block listing home's chunks: `{ files: [...], texts: { th: [...], ... }, locale }`. */
export const HOME_CHUNKS_ID = 'wallet-home-chunks';

/**
 * The inline script for a build whose API lives at `apiBase` ('' for its own origin). Only on a
 * member's arrival on home (a token stored, /user or /user/home): it reads HOME_CHUNKS_ID's block and adds a
 * modulepreload link for each of home's chunks and the texts of the member's language (the stored
 * one, else the build's),
 * and asks for FIRST_CALLS with the headers the app sends, leaving their promises by address for
 * the app. It never throws; a call that fails is left for the app to read as its own failure.
 */
export function firstCallsScript(apiBase = '') {
  const base = JSON.stringify(apiBase.replace(/\/$/, ''));
  const calls = JSON.stringify(FIRST_CALLS);
  return `(()=>{try{const t=localStorage.getItem("wallet.token")||sessionStorage.getItem("wallet.token");if(!t||!/^\\/user(\\/home)?\\/?$/.test(location.pathname))return;try{const m=JSON.parse(document.getElementById(${JSON.stringify(HOME_CHUNKS_ID)}).textContent),l=localStorage.getItem("wallet.locale");for(const f of m.files.concat(m.texts[l]||m.texts[m.locale])){const e=document.createElement("link");e.rel="modulepreload";e.crossOrigin="";e.href=f;document.head.appendChild(e)}}catch{}const a="Bearer "+t,h={"X-Client-App":"wallet-user",Authorization:a},c={};for(const p of ${calls}){const u=new URL(${base}+p,location.href).href;c[u]=fetch(u,{headers:h,cache:"no-store"});c[u].catch(()=>{})}window.__walletFirstCalls={authorization:a,startedAt:Date.now(),calls:c}}catch{}})();`;
}

/** The script's CSP source ('sha256-…'), for script-src. */
export function firstCallsHash(apiBase = '') {
  return `'sha256-${createHash('sha256').update(firstCallsScript(apiBase)).digest('base64')}'`;
}

/**
 * How many files home's own chunks may come to. Rolldown's own splitting made 27, each a request
 * that waited its turn on a phone's six connections to the host; tools/vite/chunks.mts groups them.
 */
export const HOME_CHUNK_FILES_LIMIT = 4;

/** What is wrong with the home chunks a build's index.html lists: none listed, absent from the build, too many. */
export function homeChunkProblems(site) {
  const html = readFileSync(path.join(site, 'index.html'), 'utf8');
  const block = new RegExp(`<script type="application/json" id="${HOME_CHUNKS_ID}">([^<]*)</script>`).exec(html);
  if (!block) return [`${site}: index.html lists no home chunks (tools/vite/first-calls.mts)`];
  const { files, texts } = JSON.parse(block[1]);
  const problems = [...files, ...Object.values(texts).flat()]
    .filter((file) => !existsSync(path.join(site, file)))
    .map((file) => `${site}: index.html lists the home chunk ${file}, which the build lacks`);
  if (files.length > HOME_CHUNK_FILES_LIMIT) problems.push(`${site}: home's code comes in ${files.length} files, over ${HOME_CHUNK_FILES_LIMIT} (tools/vite/chunks.mts)`);
  return problems;
}
