import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { renderTemplate } from '../release.mjs';
import { firstCallsHash, firstCallsScript } from '../first-calls.mjs';
import { contentSecurityPolicy, fileHeaders, nginxSecurityHeaders, securityHeaders } from '../security-headers.mjs';

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
  assert.ok(script.includes('"https://api.example.com/v1"+p'), 'the calls go to the API address, without its closing slash');
  const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  assert.equal(firstCallsHash('https://api.example.com/v1/'), hash);
  assert.ok(contentSecurityPolicy({ apiBase: 'https://api.example.com/v1/' }).includes(`script-src 'self' ${hash};`));
  assert.notEqual(firstCallsHash(''), hash);
});

test("nginx's security-headers.conf carries every security header, each on every answer", () => {
  const conf = nginxSecurityHeaders('wallet-th 1.2.3', securityHeaders({}));
  assert.match(conf, /^# wallet-th 1\.2\.3/);
  for (const [name, value] of securityHeaders({})) assert.ok(conf.includes(`add_header ${name} "${value}" always;`), name);
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
