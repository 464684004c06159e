// The security headers of a build, written once: the release's nginx config includes them on every
// answer, and the preview server (vite preview, which the browser tests use) sends the same, so a
// test sees what production enforces.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { firstCallsHash } from './first-calls.mjs';

/** An origin (scheme://host[:port]) of an absolute address, or null for a same-origin path or none. */
function originOf(address) {
  return /^https?:\/\//.test(address ?? '') ? new URL(address).origin : null;
}

/**
 * The Content-Security-Policy of a build: its own origin, plus its API, chat socket and video hosts
 * when they live elsewhere (each address as the mode file or the build gives it).
 */
export function contentSecurityPolicy({ apiBase = '', videoBase = '', chatSocket = '' } = {}) {
  const connectOrigins = [originOf(apiBase), originOf(chatSocket)].filter(Boolean);
  const connect = ["'self'", ...new Set(connectOrigins.flatMap((origin) => [origin, origin.replace(/^http/, 'ws')]))];
  const video = originOf(videoBase);
  return [
    "default-src 'self'",
    // The app's own files, and the one inline script: the member's first calls (first-calls.mjs).
    `script-src 'self' ${firstCallsHash(apiBase)}`,
    // styled-components writes <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    // Bank logos, QR codes and promotion pictures come from the backend's HTML and data.
    "img-src 'self' data: blob: https:",
    `media-src 'self'${video ? ` ${video}` : ''}`,
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    // The installable app: its service worker (/sw.js) and web manifest are the site's own.
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Every security header of a build, as [name, value] pairs. */
export function securityHeaders(addresses = {}) {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(addresses)],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
    ['Strict-Transport-Security', 'max-age=31536000'],
  ];
}

/**
 * The headers of an answer no page is made of (a hashed script, style, font or image, an API
 * answer): the policy, the frame and referrer rules and the permissions act on documents and
 * workers only, so these carry only what acts on them, and a member's phone is not sent the whole
 * policy again with every file.
 */
export function fileHeaders(headers) {
  const forFiles = new Set(['X-Content-Type-Options', 'Strict-Transport-Security']);
  return headers.filter(([name]) => forFiles.has(name));
}

/** The addresses a build's headers depend on, from its mode file's VITE_* settings. */
export function addressesOf(env) {
  return { apiBase: env.VITE_API_BASE ?? '', videoBase: env.VITE_HOWTO_VIDEO_BASE ?? '', chatSocket: env.VITE_CHAT_SOCKET ?? '' };
}

/** The headers as nginx's security-headers.conf, which every location that adds its own includes. */
export function nginxSecurityHeaders(title, headers) {
  return [`# ${title}: included by every location that adds headers of its own.`, ...headers.map(([name, value]) => `add_header ${name} "${value}" always;`), ''].join('\n');
}

/** VITE_* settings of a region's mode file (.env.<region>), for the parts of the config that need them. */
export function modeFile(region) {
  const file = `.env.${region}`;
  if (!existsSync(file)) return {};
  return Object.fromEntries(
    readFileSync(file, 'utf8')
      .split('\n')
      .map((line) => /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line))
      .filter(Boolean)
      .map(([, key, value]) => [key, value.replace(/^(['"])(.*)\1$/, '$2')]),
  );
}

/**
 * The security headers the release's nginx config sends for a region, from its build in dist/ (the
 * API address is the build's own): the browser tests check the preview server sends the same.
 */
export function releaseHeadersOf(region) {
  const app = region === 'la' ? 'wallet-la' : 'wallet-th';
  const built = JSON.parse(readFileSync(path.join('dist', 'apps', app, 'version.json'), 'utf8'));
  return securityHeaders({ ...addressesOf(modeFile(region)), apiBase: built.apiBase });
}
