// `npm run release:smoke -- th la`: unpacks each region's release artefact
// (dist/release/wallet-<region>-<version>.tar.gz; `--build` makes it first), renders its nginx
// config with its own configure.sh, starts Debian's nginx with it on a free local port in front
// of a stand-in API, and runs the smoke tests against it (apps/wallet-e2e/src/release/).
// Installs nginx with apt-get when it is missing (as root, or through passwordless sudo).
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { exitOf, run, startProcess, stopAll, waitForUrl } from '../scripts/processes.mjs';
import { appVersionOf, REGIONS, release, releaseName } from './release.mjs';

const NGINX = '/usr/sbin/nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';

async function ensureNginx() {
  if (existsSync(NGINX)) return;
  const asRoot = process.getuid?.() === 0;
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (...args) => (asRoot ? run('apt-get', args, { env }) : run('sudo', ['-n', 'apt-get', ...args], { env }));
  console.log("nginx is missing; installing Debian's nginx (with the brotli filter module)...");
  const code = (await apt('update', '-qq')) || (await apt('install', '-y', '-qq', 'nginx', 'libnginx-mod-http-brotli-filter'));
  if (code !== 0 || !existsSync(NGINX)) throw new Error('Could not install nginx: apt-get install -y nginx');
}

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** nginx's main config for a throw-away instance: everything under `prefix`, the site config included. */
function mainConfig(prefix, siteConfig, brotli) {
  return `${brotli ? `load_module ${BROTLI_MODULE};\n` : ''}worker_processes 1;
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

async function smoke(region) {
  const app = REGIONS[region];
  const version = appVersionOf(app);
  const name = releaseName(app, version);
  const tarball = path.resolve('dist', 'release', `${name}.tar.gz`);
  if (!existsSync(tarball)) throw new Error(`${tarball} is missing: npm run release -- ${region}`);

  const prefix = mkdtempSync(path.join(tmpdir(), `${name}-smoke-`));
  // nginx's workers run as nobody: they must be able to read the unpacked site.
  chmodSync(prefix, 0o755);
  execFileSync('tar', ['-xzf', tarball, '-C', prefix]);
  execFileSync('mkdir', ['-p', path.join(prefix, 'tmp')]);
  const [webPort, apiPort] = [await freePort(), await freePort()];
  const brotli = existsSync(BROTLI_MODULE);
  const site = execFileSync('sh', [path.join(prefix, name, 'nginx', 'configure.sh'), '--api', `127.0.0.1:${apiPort}`, '--listen', `127.0.0.1:${webPort}`, '--brotli', brotli ? 'on' : 'off'], {
    encoding: 'utf8',
  });
  writeFileSync(path.join(prefix, 'site.conf'), site);
  writeFileSync(path.join(prefix, 'nginx.conf'), mainConfig(prefix, path.join(prefix, 'site.conf'), brotli));
  execFileSync(NGINX, ['-t', '-q', '-p', prefix, '-c', path.join(prefix, 'nginx.conf')], { stdio: 'inherit' });

  const quiet = !process.env.E2E_VERBOSE;
  const api = startProcess(`stub-api-${region}`, 'node_modules/.bin/tsx', ['tools/stub-api/src/main.ts'], {
    env: { STUB_PORT: String(apiPort), STUB_REGION: region },
    quiet,
  });
  const web = startProcess(`nginx-${region}`, NGINX, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'], { quiet });
  const baseUrl = `http://127.0.0.1:${webPort}`;
  // The preview server the browser tests run against, so the smoke test can hold its headers to nginx's.
  const previewPort = await freePort();
  const preview = startProcess(`preview-${region}`, 'node_modules/.bin/vite', ['preview', '--config', `apps/${app}/vite.config.mts`, '--mode', region, '--port', String(previewPort)], {
    env: { STUB_API_URL: `http://127.0.0.1:${apiPort}` },
    quiet,
  });
  const previewUrl = `http://127.0.0.1:${previewPort}`;
  const client = { headers: { 'X-Client-App': 'wallet-user' } };
  await Promise.race([
    Promise.all([waitForUrl(`http://127.0.0.1:${apiPort}/api/lookup/active`, { ok: true, init: client }), waitForUrl(`${baseUrl}/version.json`, { ok: true }), waitForUrl(`${previewUrl}/login`, { ok: true })]),
    exitOf(api, 'The stand-in API'),
    exitOf(web, 'nginx'),
    exitOf(preview, 'The preview server'),
  ]);
  const nginxVersion = spawnSync(NGINX, ['-v'], { encoding: 'utf8' }).stderr.trim();
  console.log(`\n${name}: ${nginxVersion} on ${baseUrl}, stand-in API on port ${apiPort}${brotli ? ', brotli on' : ''}`);
  const code = await run('node', ['--import', 'tsx', '--test', '--test-reporter=spec', 'apps/wallet-e2e/src/release/nginx.smoke.ts'], {
    env: {
      SMOKE_URL: baseUrl,
      SMOKE_PREVIEW_URL: previewUrl,
      SMOKE_API_URL: `http://127.0.0.1:${apiPort}`,
      SMOKE_APP: app,
      SMOKE_REGION: region,
      SMOKE_VERSION: version,
      SMOKE_BROTLI: brotli ? '1' : '',
      CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    },
  });
  stopAll();
  await new Promise((resolve) => setTimeout(resolve, 300));
  rmSync(prefix, { recursive: true, force: true });
  return code;
}

const args = process.argv.slice(2);
const regions = args.filter((arg) => !arg.startsWith('--'));
try {
  if (regions.length === 0 || regions.some((region) => !REGIONS[region])) throw new Error('Usage: npm run release:smoke -- [--build] th la');
  await ensureNginx();
  let failed = 0;
  for (const region of regions) {
    if (args.includes('--build')) await release(region);
    failed += (await smoke(region)) === 0 ? 0 : 1;
  }
  process.exit(failed ? 1 : 0);
} catch (error) {
  console.error(error.message);
  stopAll();
  process.exit(1);
}
