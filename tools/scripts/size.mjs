// `npm run size`: builds both apps and prints the gzip size of the JavaScript a visitor downloads
// to see /login: the entry with its static imports, plus the chunks /login loads straight away
// (the active language, the login screen). Fails when a build is over its budget.
// `--no-build` measures the builds already in dist/.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { run } from './processes.mjs';

/** KB of gzip JavaScript for the first load of /login, per build. */
const BUDGET_KB = 170;

const BUILDS = [
  { app: 'wallet-th', language: 'th', otherLanguages: ['lo', 'en'] },
  { app: 'wallet-la', language: 'lo', otherLanguages: ['th', 'en'] },
];

// Source modules that /login loads on arrival, besides the entry's static imports.
const LOGIN_SCREEN_MODULES = ['libs/feature-auth/src/index.ts'];
const localeModule = (language) => `libs/i18n/src/locales/${language}.ts`;

if (!process.argv.includes('--no-build')) {
  const code = await run('npx', ['nx', 'run-many', '-t', 'build', '-p', 'wallet-th', 'wallet-la', '--skip-nx-cache']);
  if (code !== 0) process.exit(code);
}

function firstLoadFiles(manifest, roots) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    (chunk.imports ?? []).forEach(visit);
  };
  roots.forEach(visit);
  return [...files].filter((file) => file.endsWith('.js'));
}

// Manifest keys are relative to the app folder ('../../libs/...'); make them workspace-relative.
function readManifest(app) {
  const raw = JSON.parse(readFileSync(path.join('dist/apps', app, '.vite/manifest.json'), 'utf8'));
  const relative = (key) => path.normalize(path.join('apps', app, key));
  return Object.fromEntries(
    Object.entries(raw).map(([key, chunk]) => [key === 'index.html' ? key : relative(key), { ...chunk, imports: (chunk.imports ?? []).map(relative) }]),
  );
}

let failed = false;
for (const build of BUILDS) {
  const dist = path.join('dist/apps', build.app);
  const manifest = readManifest(build.app);
  const roots = ['index.html', localeModule(build.language), ...LOGIN_SCREEN_MODULES.filter((key) => manifest[key])];
  const missing = [localeModule(build.language)].filter((key) => !manifest[key]);
  if (missing.length) throw new Error(`${build.app}: no chunk for ${missing.join(', ')}`);

  const files = firstLoadFiles(manifest, roots);
  const sizes = files.map((file) => ({ file, gzip: gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length }));
  const totalKb = sizes.reduce((sum, { gzip }) => sum + gzip, 0) / 1024;

  // Other languages must stay out of the first load.
  const otherLanguageFiles = build.otherLanguages.map((language) => manifest[localeModule(language)]?.file);
  const leaked = otherLanguageFiles.filter((file) => file && files.includes(file));

  console.log(`\n${build.app}: /login first load`);
  for (const { file, gzip } of sizes.sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${(gzip / 1024).toFixed(1).padStart(7)} KB  ${file}`);
  }
  const verdict = totalKb <= BUDGET_KB ? 'within' : 'OVER';
  console.log(`  ${totalKb.toFixed(1).padStart(7)} KB  total gzip JS (${verdict} the ${BUDGET_KB} KB budget)`);
  if (leaked.length) console.log(`  other languages in the first load: ${leaked.join(', ')}`);
  if (totalKb > BUDGET_KB || leaked.length) failed = true;
  if (!existsSync(path.join(dist, 'index.html'))) failed = true;
}
process.exit(failed ? 1 : 0);
