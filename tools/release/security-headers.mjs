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

/** The name the policy's report-to gives the field reports' address (Reporting-Endpoints). */
const REPORT_GROUP = 'field-reports';
const REPORT_ABSOLUTE = /^https?:\/\/[\w.-]+(:\d+)?(\/[\w.~:/?#@!&=%+-]*)?$/i;
const REPORT_PATH = /^\/(?!\/)[\w.~:/?#@!&=%+-]*$/;

/**
 * The field reports' address (VITE_FIELD_REPORTS_URL, issue 39), '' when off. It goes into the
 * policy and a structured header as it is, so a space, quote, comma or semicolon, which would end
 * or split them, is a build mistake.
 */
function reportAddress(address = '') {
  if (address !== '' && !REPORT_ABSOLUTE.test(address) && !REPORT_PATH.test(address)) {
    throw new Error(`VITE_FIELD_REPORTS_URL must be empty, a path of this site or an http(s) address, without spaces, quotes, commas or semicolons; got "${address}"`);
  }
  return address;
}

/**
 * The Content-Security-Policy of a build: its own origin, plus its API, chat socket, video hosts
 * and field reports' collector when they live elsewhere (each address as the mode file or the
 * build gives it). With field reports on, the browser reports a breach of the policy there too.
 */
export function contentSecurityPolicy({ apiBase = '', videoBase = '', chatSocket = '', fieldReports = '' } = {}) {
  const reports = reportAddress(fieldReports);
  const backends = [originOf(apiBase), originOf(chatSocket)].filter(Boolean).flatMap((origin) => [origin, origin.replace(/^http/, 'ws')]);
  const connect = ["'self'", ...new Set([...backends, originOf(reports)].filter(Boolean))];
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
    // report-to for the browsers that know the Reporting API, report-uri for the others (Firefox).
    ...(reports ? [`report-uri ${reports}`, `report-to ${REPORT_GROUP}`] : []),
  ].join('; ');
}

/** Every security header of a build, as [name, value] pairs. */
export function securityHeaders(addresses = {}) {
  const reports = reportAddress(addresses.fieldReports);
  return [
    ['Content-Security-Policy', contentSecurityPolicy(addresses)],
    // The address the policy's report-to names.
    ...(reports ? [['Reporting-Endpoints', `${REPORT_GROUP}="${reports}"`]] : []),
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
  return {
    apiBase: env.VITE_API_BASE ?? '',
    videoBase: env.VITE_HOWTO_VIDEO_BASE ?? '',
    chatSocket: env.VITE_CHAT_SOCKET ?? '',
    // Trimmed, as the app reads it (libs/config).
    fieldReports: (env.VITE_FIELD_REPORTS_URL ?? '').trim(),
  };
}

/** The headers as nginx's security-headers.conf, which every location that adds its own includes. */
export function nginxSecurityHeaders(title, headers) {
  // A value in nginx's double quotes: Reporting-Endpoints' own quotes are escaped.
  const quoted = (value) => `"${value.replace(/["\\]/g, '\\$&')}"`;
  return [`# ${title}: included by every location that adds headers of its own.`, ...headers.map(([name, value]) => `add_header ${name} ${quoted(value)} always;`), ''].join('\n');
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
 * API and field reports' addresses are the build's own): the browser tests check the preview
 * server sends the same.
 */
export function releaseHeadersOf(region) {
  const app = region === 'la' ? 'wallet-la' : 'wallet-th';
  const built = JSON.parse(readFileSync(path.join('dist', 'apps', app, 'version.json'), 'utf8'));
  return securityHeaders({ ...addressesOf(modeFile(region)), apiBase: built.apiBase, fieldReports: built.fieldReports ?? '' });
}
