// Serves a region's release artefact as production would: unpacked, its nginx config rendered by
// its own configure.sh, Debian's nginx on a free local port in front of a stand-in API. Used by
// the smoke test and the Lighthouse gate. Installs nginx with apt-get when it is missing (as root,
// or through passwordless sudo).
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { exitOf, run, startProcess, waitForUrl } from '../scripts/processes.mjs';
import { appVersionOf, REGIONS, releaseName } from './release.mjs';

export const NGINX = '/usr/sbin/nginx';
const BROTLI_MODULES = ['/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so', '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'];
export const CLIENT_HEADERS = { 'X-Client-App': 'wallet-user' };

export async function ensureNginx() {
  if (existsSync(NGINX) && BROTLI_MODULES.every((module) => existsSync(module))) return;
  const asRoot = process.getuid?.() === 0;
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (...args) => (asRoot ? run('apt-get', args, { env }) : run('sudo', ['-n', 'apt-get', ...args], { env }));
  console.log("nginx or its brotli modules are missing; installing Debian's nginx with them...");
  const code = (await apt('update', '-qq')) || (await apt('install', '-y', '-qq', 'nginx', 'libnginx-mod-http-brotli-filter', 'libnginx-mod-http-brotli-static'));
  if (code !== 0 || !existsSync(NGINX)) throw new Error('Could not install nginx: apt-get install -y nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static');
}

export function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** nginx's main config for a throw-away instance: everything under `prefix`, the site config included. */
function mainConfig(prefix, siteConfig, brotli) {
  return `${brotli ? BROTLI_MODULES.map((module) => `load_module ${module};\n`).join('') : ''}worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log ${prefix}/access.log;
    client_body_temp_path ${prefix}/tmp/body;
    proxy_temp_path ${prefix}/tmp/proxy;
    fastcgi_temp_path ${prefix}/tmp/fastcgi;
    uwsgi_temp_path ${prefix}/tmp/uwsgi;
    scgi_temp_path ${prefix}/tmp/scgi;
    sendfile on;
    include ${siteConfig};
}
`;
}

/**
 * Starts the region's artefact (dist/release/<app>-<version>.tar.gz, or `tarball`: another
 * release's, such as an earlier commit's from baseline.mjs) behind nginx with a stand-in API;
 * resolves once both answer, with their addresses and `close()`.
 */
export async function serveRelease(region, { quiet = !process.env.E2E_VERBOSE, tarball: given } = {}) {
  const app = REGIONS[region];
  const tarball = given ?? path.resolve('dist', 'release', `${releaseName(app, appVersionOf(app))}.tar.gz`);
  if (!existsSync(tarball)) throw new Error(`${tarball} is missing: npm run release -- ${region}`);
  // The artefact holds one folder, named as the file is.
  const name = path.basename(tarball, '.tar.gz');
  const version = name.slice(app.length + 1);

  const prefix = mkdtempSync(path.join(tmpdir(), `${name}-served-`));
  // nginx's workers run as nobody: they must be able to read the unpacked site.
  chmodSync(prefix, 0o755);
  execFileSync('tar', ['-xzf', tarball, '-C', prefix]);
  execFileSync('mkdir', ['-p', path.join(prefix, 'tmp')]);
  const [webPort, apiPort] = [await freePort(), await freePort()];
  const brotli = BROTLI_MODULES.every((module) => existsSync(module));
  const site = execFileSync('sh', [path.join(prefix, name, 'nginx', 'configure.sh'), '--api', `127.0.0.1:${apiPort}`, '--listen', `127.0.0.1:${webPort}`, '--brotli', brotli ? 'on' : 'off'], {
    encoding: 'utf8',
  });
  writeFileSync(path.join(prefix, 'site.conf'), site);
  writeFileSync(path.join(prefix, 'nginx.conf'), mainConfig(prefix, path.join(prefix, 'site.conf'), brotli));
  execFileSync(NGINX, ['-t', '-q', '-p', prefix, '-c', path.join(prefix, 'nginx.conf')], { stdio: 'inherit' });

  const api = startProcess(`stub-api-${region}`, 'node_modules/.bin/tsx', ['tools/stub-api/src/main.ts'], { env: { STUB_PORT: String(apiPort), STUB_REGION: region }, quiet });
  const web = startProcess(`nginx-${region}`, NGINX, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'], { quiet });
  const baseUrl = `http://127.0.0.1:${webPort}`;
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const stopped = (child) => new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', resolve)));
  const close = async () => {
    for (const child of [api, web]) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    await Promise.all([stopped(api), stopped(web)]);
    rmSync(prefix, { recursive: true, force: true });
  };
  try {
    await Promise.race([
      Promise.all([waitForUrl(`${apiUrl}/api/lookup/active`, { ok: true, init: { headers: CLIENT_HEADERS } }), waitForUrl(`${baseUrl}/version.json`, { ok: true })]),
      exitOf(api, 'The stand-in API'),
      exitOf(web, 'nginx'),
    ]);
  } catch (error) {
    await close();
    throw error;
  }
  return { app, name, version, baseUrl, apiUrl, brotli, close };
}
