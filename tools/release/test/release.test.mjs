import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { renderTemplate } from '../release.mjs';
import { firstCallsHash, firstCallsScript } from '../first-calls.mjs';
import { addressesOf, contentSecurityPolicy, fileHeaders, nginxSecurityHeaders, securityHeaders } from '../security-headers.mjs';

test('the CSP allows the site itself, and the API and video hosts only when they live elsewhere', () => {
  const sameOrigin = contentSecurityPolicy({ apiBase: '', videoBase: '/api/assets/howto' });
  assert.match(sameOrigin, /connect-src 'self';/);
  assert.match(sameOrigin, /media-src 'self';/);
  assert.ok(sameOrigin.includes(`script-src 'self' ${firstCallsHash('')};`), 'scripts: the site and its first-calls script');
  assert.match(sameOrigin, /frame-ancestors 'none'/);
  const elsewhere = contentSecurityPolicy({ apiBase: 'https://api.example.com/v1', videoBase: 'https://cdn.example.com/howto' });
  assert.match(elsewhere, /connect-src 'self' https:\/\/api\.example\.com wss:\/\/api\.example\.com;/);
  assert.match(elsewhere, /media-src 'self' https:\/\/cdn\.example\.com;/);
  const chatElsewhere = contentSecurityPolicy({ apiBase: '', chatSocket: 'https://chat.example.com' });
  assert.match(chatElsewhere, /connect-src 'self' https:\/\/chat\.example\.com wss:\/\/chat\.example\.com;/);
  assert.match(contentSecurityPolicy({ chatSocket: '/' }), /connect-src 'self';/);
  // The service worker and the web manifest (the installable app) come from the site only.
  assert.match(sameOrigin, /worker-src 'self';/);
  assert.match(sameOrigin, /manifest-src 'self';/);
});

test("the CSP allows the document's first-calls script by its hash, which follows the build's API address", () => {
  const script = firstCallsScript('https://api.example.com/v1/');
  assert.ok(script.includes('"https://api.example.com/v1"+q'), 'the calls go to the API address, without its closing slash');
  const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  assert.equal(firstCallsHash('https://api.example.com/v1/'), hash);
  assert.ok(contentSecurityPolicy({ apiBase: 'https://api.example.com/v1/' }).includes(`script-src 'self' ${hash};`));
  assert.notEqual(firstCallsHash(''), hash);
});

test('without field reports the headers are those of before: no report address, no Reporting-Endpoints', () => {
  const addresses = { apiBase: 'https://api.example.com/v1', videoBase: '', chatSocket: '/' };
  assert.deepEqual(securityHeaders({ ...addresses, fieldReports: '' }), securityHeaders(addresses));
  assert.deepEqual(
    securityHeaders(addresses).map(([name]) => name),
    ['Content-Security-Policy', 'X-Content-Type-Options', 'X-Frame-Options', 'Referrer-Policy', 'Permissions-Policy', 'Strict-Transport-Security'],
  );
  assert.doesNotMatch(contentSecurityPolicy(addresses), /report/);
  assert.match(contentSecurityPolicy(addresses), /; frame-ancestors 'none'$/);
});

test('field reports on a path of the site: the policy reports there, named by Reporting-Endpoints', () => {
  const headers = Object.fromEntries(securityHeaders({ fieldReports: '/__dev/field-reports' }));
  const policy = headers['Content-Security-Policy'];
  assert.match(policy, /connect-src 'self';/);
  assert.match(policy, /; frame-ancestors 'none'; report-uri \/__dev\/field-reports; report-to field-reports$/);
  assert.equal(headers['Reporting-Endpoints'], 'field-reports="/__dev/field-reports"');
  // A document's header, not one of the files'.
  assert.ok(!fileHeaders(securityHeaders({ fieldReports: '/__dev/field-reports' })).some(([name]) => name === 'Reporting-Endpoints'));
});

test("field reports elsewhere: the collector's origin joins connect-src, once", () => {
  const address = 'https://reports.example.com/v1/field?site=th';
  const headers = Object.fromEntries(securityHeaders({ apiBase: 'https://api.example.com', fieldReports: address }));
  assert.match(headers['Content-Security-Policy'], /connect-src 'self' https:\/\/api\.example\.com wss:\/\/api\.example\.com https:\/\/reports\.example\.com;/);
  assert.ok(headers['Content-Security-Policy'].endsWith(`; report-uri ${address}; report-to field-reports`));
  assert.equal(headers['Reporting-Endpoints'], `field-reports="${address}"`);
  const sameAsApi = contentSecurityPolicy({ apiBase: 'https://api.example.com', fieldReports: 'https://api.example.com/reports' });
  assert.match(sameAsApi, /connect-src 'self' https:\/\/api\.example\.com wss:\/\/api\.example\.com;/);
});

test('VITE_FIELD_REPORTS_URL is read trimmed, absent or blank is off, and an address that would break the headers is refused', () => {
  assert.equal(addressesOf({ VITE_FIELD_REPORTS_URL: ' /__dev/field-reports ' }).fieldReports, '/__dev/field-reports');
  assert.equal(addressesOf({}).fieldReports, '');
  assert.equal(addressesOf({ VITE_FIELD_REPORTS_URL: '  ' }).fieldReports, '');
  for (const address of ['/a b', '/a;b', '/a,b', '/a"b', '//reports.example.com/x', 'reports.example.com/x', 'javascript:alert(1)', 'https://reports.example.com/a b']) {
    assert.throws(() => securityHeaders({ fieldReports: address }), /VITE_FIELD_REPORTS_URL/, address);
  }
});

test("nginx's security-headers.conf carries every security header, each on every answer", () => {
  const conf = nginxSecurityHeaders('wallet-th 1.2.3', securityHeaders({}));
  assert.match(conf, /^# wallet-th 1\.2\.3/);
  for (const [name, value] of securityHeaders({})) assert.ok(conf.includes(`add_header ${name} "${value}" always;`), name);
  // Reporting-Endpoints' own quotes, escaped inside nginx's.
  const reporting = nginxSecurityHeaders('wallet-th 1.2.3', securityHeaders({ fieldReports: 'https://reports.example.com/field' }));
  assert.ok(reporting.includes('add_header Reporting-Endpoints "field-reports=\\"https://reports.example.com/field\\"" always;'));
});

test('a hashed file or an API answer carries nosniff and HSTS, not the policies that act on pages', () => {
  assert.deepEqual(
    fileHeaders(securityHeaders({})).map(([name]) => name),
    ['X-Content-Type-Options', 'Strict-Transport-Security'],
  );
});

test('configure.sh renders the release config for one host: backend, listen address, site folder', () => {
  const release = mkdtempSync(path.join(tmpdir(), 'wallet-release-'));
  execFileSync('mkdir', ['-p', path.join(release, 'nginx'), path.join(release, 'site')]);
  const template = readFileSync('tools/release/nginx/wallet.conf.template', 'utf8');
  writeFileSync(path.join(release, 'nginx/wallet.conf.template'), renderTemplate(template, { APP: 'wallet-la', VERSION: '1.2.3', ID: 'wallet_la', CSP: 'x' }));
  execFileSync('cp', ['tools/release/nginx/configure.sh', path.join(release, 'nginx/')]);
  const out = execFileSync('sh', [path.join(release, 'nginx/configure.sh'), '--api', '10.0.0.5:8080', '--listen', '8081', '--brotli', 'off'], { encoding: 'utf8' });
  assert.match(out, /# wallet-la 1\.2\.3/);
  assert.match(out, /upstream wallet_la_api \{\s+server 10\.0\.0\.5:8080;/);
  assert.match(out, /listen 8081;/);
  assert.match(out, new RegExp(`root ${release}/site;`));
  assert.match(out, new RegExp(`include ${release}/nginx/security-headers.conf;`));
  // Hashed files and API answers carry only the headers that act on them.
  assert.match(out, new RegExp(`location /assets/ \\{[^}]*include ${release}/nginx/file-headers.conf;`));
  assert.match(out, new RegExp(`location /api/ \\{[^}]*include ${release}/nginx/file-headers.conf;`));
  assert.match(out, /proxy_set_header Connection \$wallet_la_connection;/);
  // The installable app: the worker always asked again, the manifest with its own type.
  assert.match(out, /location = \/sw\.js \{[^}]*Cache-Control "no-cache"/);
  assert.match(out, /location = \/manifest\.webmanifest \{\s*types \{ application\/manifest\+json webmanifest; \}[^}]*Cache-Control "no-cache"/);
  assert.doesNotMatch(out, /__[A-Z_]+__/);
  assert.throws(() => execFileSync('sh', [path.join(release, 'nginx/configure.sh')], { stdio: 'ignore' }), 'the backend address is required');
});

test('the release ships its text files compressed ahead, brotli and gzip, each undoing to the file', async () => {
  const { precompress } = await import('../precompress.mjs');
  const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
  const site = mkdtempSync(path.join(tmpdir(), 'wallet-site-'));
  execFileSync('mkdir', ['-p', path.join(site, 'assets')]);
  const script = 'export const texts = ' + JSON.stringify(Array.from({ length: 200 }, (_, index) => `ข้อความที่ ${index}`)) + ';\n';
  writeFileSync(path.join(site, 'assets/index-abc.js'), script);
  writeFileSync(path.join(site, 'assets/face.woff2'), Buffer.from([1, 2, 3]));
  writeFileSync(path.join(site, 'robots.txt'), 'x');
  const written = precompress(site).sort();
  assert.deepEqual(written, ['assets/index-abc.js.br', 'assets/index-abc.js.gz']);
  assert.equal(brotliDecompressSync(readFileSync(path.join(site, 'assets/index-abc.js.br'))).toString(), script);
  assert.equal(gunzipSync(readFileSync(path.join(site, 'assets/index-abc.js.gz'))).toString(), script);
});
