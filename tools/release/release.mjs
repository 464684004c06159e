// `npm run release -- th` (or la): a production build of that region only, checked, then one
// artefact dist/release/wallet-<region>-<version>.tar.gz holding
//   wallet-<region>-<version>/site/           the static site, with /version.json
//   wallet-<region>-<version>/nginx/          the nginx config (configure.sh renders it per host)
//   wallet-<region>-<version>/README.txt      how to deploy and roll back
// The version is the app's own (apps/wallet-<region>/package.json, bumped by `nx release`).
// Building one region never builds or touches the other one's files.
import { createHash } from 'node:crypto';
import { chmodSync, cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkBuild } from '../scripts/check-builds.mjs';
import { run } from '../scripts/processes.mjs';
import { arrivalChunkProblems } from './first-calls.mjs';
import { precompress } from './precompress.mjs';
import { addressesOf, fileHeaders, modeFile, nginxSecurityHeaders, securityHeaders } from './security-headers.mjs';

export const REGIONS = { th: 'wallet-th', la: 'wallet-la' };
const NGINX_SOURCES = path.join('tools', 'release', 'nginx');

export const releaseName = (app, version) => `${app}-${version}`;
export const appVersionOf = (app) => JSON.parse(readFileSync(path.join('apps', app, 'package.json'), 'utf8')).version;

export function renderTemplate(text, values) {
  return Object.entries(values).reduce((result, [key, value]) => result.replaceAll(`__${key}__`, value), text);
}

const README = (name, region) => `${name}: the ${region === 'th' ? 'Thai' : 'Laos'} member wallet site.

site/      the static files (any static host or CDN can serve them); site/version.json says
           which region, version and commit this is, when it was built and its API base.
nginx/     the nginx config: single-page fallback for every app route, immutable caching of
           the hashed assets, no caching of index.html, version.json and the service worker
           sw.js, the web manifest revalidated, gzip (brotli when the module is there), CSP
           and security headers, /api and /socket.io to the backend.

Deploy with nginx (Debian: apt-get install nginx):
  tar -xzf ${name}.tar.gz -C /srv
  /srv/${name}/nginx/configure.sh --api <backend host:port> --listen 80 > /etc/nginx/conf.d/wallet.conf
  nginx -t && nginx -s reload

Roll back: keep the previous tarball; unpack it beside this one, run its configure.sh the same
way and reload nginx.
`;

/** Builds one region and packs its artefact; resolves with the tarball's path. */
export async function release(region, { build = true } = {}) {
  const app = REGIONS[region];
  if (!app) throw new Error(`Unknown region "${region}": use ${Object.keys(REGIONS).join(' or ')}.`);
  const version = appVersionOf(app);
  const dist = path.join('dist', 'apps', app);

  if (build) {
    const code = await run('npx', ['nx', 'run', `${app}:build`, '--skip-nx-cache', '--output-style=static']);
    if (code !== 0) throw new Error(`The ${app} build failed.`);
  }
  const problems = [...checkBuild(dist), ...arrivalChunkProblems(dist)];
  if (problems.length) throw new Error(problems.join('\n'));
  const built = JSON.parse(readFileSync(path.join(dist, 'version.json'), 'utf8'));
  if (built.version !== version || built.region !== region) {
    throw new Error(`${dist}/version.json says ${built.region} ${built.version}, expected ${region} ${version}.`);
  }

  return packSite({ region, site: dist, version, apiBase: built.apiBase, fieldReports: built.fieldReports ?? '' });
}

/**
 * Packs a built site (`site`: a folder with index.html and /version.json) as the region's
 * artefact dist/release/<app>-<version>.tar.gz with its nginx config; resolves with its path.
 */
export async function packSite({ region, site, version, apiBase, fieldReports = '' }) {
  const app = REGIONS[region];
  const name = releaseName(app, version);
  const staging = path.join('dist', 'release', name);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(path.join(staging, 'nginx'), { recursive: true });
  // The site, without Vite's build notes (.vite/: manifest and module list) and source maps.
  cpSync(site, path.join(staging, 'site'), { recursive: true, filter: (source) => path.basename(source) !== '.vite' && !source.endsWith('.map') });
  precompress(path.join(staging, 'site'));

  const env = modeFile(region);
  const values = { APP: app, VERSION: version, ID: app.replace(/-/g, '_') };
  // The API base and field reports' address the build was made with, as version.json records them.
  const headers = securityHeaders({ ...addressesOf(env), apiBase, fieldReports });
  const nginx = path.join(staging, 'nginx');
  writeFileSync(path.join(nginx, 'wallet.conf.template'), renderTemplate(readFileSync(path.join(NGINX_SOURCES, 'wallet.conf.template'), 'utf8'), values));
  writeFileSync(path.join(nginx, 'security-headers.conf'), nginxSecurityHeaders(`${app} ${version}`, headers));
  writeFileSync(path.join(nginx, 'file-headers.conf'), nginxSecurityHeaders(`${app} ${version}, hashed files and API answers`, fileHeaders(headers)));
  cpSync(path.join(NGINX_SOURCES, 'brotli.conf'), path.join(nginx, 'brotli.conf'));
  cpSync(path.join(NGINX_SOURCES, 'configure.sh'), path.join(nginx, 'configure.sh'));
  chmodSync(path.join(nginx, 'configure.sh'), 0o755);
  writeFileSync(path.join(staging, 'README.txt'), README(name, region));

  const tarball = path.join('dist', 'release', `${name}.tar.gz`);
  const code = await run('tar', ['--sort=name', '--owner=0', '--group=0', '-czf', tarball, '-C', path.join('dist', 'release'), name]);
  rmSync(staging, { recursive: true, force: true });
  if (code !== 0) throw new Error(`tar failed for ${tarball}`);
  const sha256 = createHash('sha256').update(readFileSync(tarball)).digest('hex');
  const built = JSON.parse(readFileSync(path.join(site, 'version.json'), 'utf8'));
  console.log(`\n  ${tarball}\n  ${app} ${version}, commit ${built.commit}, built ${built.builtAt}\n  sha256 ${sha256}\n`);
  return tarball;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  // --no-build packs the builds already in dist/apps (npm test, right after the browser tests).
  const build = !process.argv.includes('--no-build');
  const regions = process.argv.slice(2).filter((arg) => arg !== '--no-build');
  if (regions.length === 0) {
    console.error('Usage: npm run release -- th   (or la; both: th la)');
    process.exit(2);
  }
  try {
    for (const region of regions) await release(region, { build });
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
