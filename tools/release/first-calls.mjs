// The member's first calls, started by the document itself (issue 27): a small script the build
// writes into index.html asks for home's first answers while the app's script is still on its way,
// and the api layer takes those answers instead of asking again (libs/api/src/first-calls.ts). The
// Content-Security-Policy allows this one inline script by its hash, so the build and the headers
// must agree on its text: both make it here.
import { createHash } from 'node:crypto';

/**
 * Home's first readings, asked for at once on every arrival (wallet, site name, notice). Only a
 * member's arrival on home asks for them, so no other page pays for a call it would not make.
 */
export const FIRST_CALLS = ['/api/wallet', '/api/lookup/info', '/api/lookup/notice'];

/**
 * The inline script for a build whose API lives at `apiBase` ('' for its own origin). It reads the
 * token where the app keeps it (libs/config storage keys), asks with the headers the app sends, and
 * leaves the answers' promises, by address, for the app; it never throws, and a call that fails is
 * left for the app to read as its own failure.
 */
export function firstCallsScript(apiBase = '') {
  const base = JSON.stringify(apiBase.replace(/\/$/, ''));
  const calls = JSON.stringify(FIRST_CALLS);
  return `(()=>{try{const t=localStorage.getItem("wallet.token")||sessionStorage.getItem("wallet.token");if(!t||!/^\\/user(\\/home)?\\/?$/.test(location.pathname))return;const a="Bearer "+t,h={"X-Client-App":"wallet-user",Authorization:a},c={};for(const p of ${calls}){const u=new URL(${base}+p,location.href).href;c[u]=fetch(u,{headers:h,cache:"no-store"});c[u].catch(()=>{})}window.__walletFirstCalls={authorization:a,startedAt:Date.now(),calls:c}}catch{}})();`;
}

/** The script's CSP source ('sha256-…'), for script-src. */
export function firstCallsHash(apiBase = '') {
  return `'sha256-${createHash('sha256').update(firstCallsScript(apiBase)).digest('base64')}'`;
}
