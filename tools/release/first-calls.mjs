// The member's arrival on home, started by the document itself: a small script the build writes
// into index.html (tools/vite/first-calls.mts) asks for home's first answers and home's code while
// the app's entry is still on its way, and the api layer takes those answers instead of asking
// again (libs/api/src/first-calls.ts). Without it, the calls and home's chunks wait for the entry
// to download and run, then for the member frame to render. The Content-Security-Policy allows
// this one inline script by its hash, so the build and the headers must agree on its text: both
// make it here. Home's chunk names change with every build, so they are not in the script but in a
// file beside index.html (HOME_CHUNKS_FILE), which keeps the hash fixed and costs the pages other
// than home nothing.
import { createHash } from 'node:crypto';

/** Home's first readings, asked for at once on a member's arrival (wallet, site name, notice). */
export const FIRST_CALLS = ['/api/wallet', '/api/lookup/info', '/api/lookup/notice'];

/** The file at the site's root listing home's chunks: `{ files: [...], texts: { th: [...], ... }, locale }`. */
export const HOME_CHUNKS_FILE = 'home-chunks.json';

/**
 * The inline script for a build whose API lives at `apiBase` ('' for its own origin). Only on a
 * member's arrival on home (a token stored, /user or /user/home): it reads HOME_CHUNKS_FILE and adds a
 * modulepreload link for each of home's chunks and the texts of the member's language (the stored
 * one, else the build's),
 * and asks for FIRST_CALLS with the headers the app sends, leaving their promises by address for
 * the app. It never throws; a call that fails is left for the app to read as its own failure.
 */
export function firstCallsScript(apiBase = '') {
  const base = JSON.stringify(apiBase.replace(/\/$/, ''));
  const calls = JSON.stringify(FIRST_CALLS);
  return `(()=>{try{const t=localStorage.getItem("wallet.token")||sessionStorage.getItem("wallet.token");if(!t||!/^\\/user(\\/home)?\\/?$/.test(location.pathname))return;fetch(${JSON.stringify(`/${HOME_CHUNKS_FILE}`)}).then(r=>r.json()).then(m=>{const l=localStorage.getItem("wallet.locale");for(const f of m.files.concat(m.texts[l]||m.texts[m.locale])){const e=document.createElement("link");e.rel="modulepreload";e.crossOrigin="";e.href=f;document.head.appendChild(e)}}).catch(()=>{});const a="Bearer "+t,h={"X-Client-App":"wallet-user",Authorization:a},c={};for(const p of ${calls}){const u=new URL(${base}+p,location.href).href;c[u]=fetch(u,{headers:h,cache:"no-store"});c[u].catch(()=>{})}window.__walletFirstCalls={authorization:a,startedAt:Date.now(),calls:c}}catch{}})();`;
}

/** The script's CSP source ('sha256-…'), for script-src. */
export function firstCallsHash(apiBase = '') {
  return `'sha256-${createHash('sha256').update(firstCallsScript(apiBase)).digest('base64')}'`;
}
