// `npm run size`: builds both apps and prints the gzip size of the JavaScript a visitor downloads
// to see /login and /user/home: the entry with its static imports, plus the chunks the screen loads
// straight away (the active language, the screen's feature). Fails when a build is over a screen's
// budget, or when code that must load on demand (modals, heavy features) is in a first load.
// `--no-build` measures the builds already in dist/.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { run } from './processes.mjs';

/** Each measured screen: the feature modules it loads on arrival and its budget in KB of gzip JavaScript. */
const SCREENS = [
  { path: '/login', budgetKb: 170, modules: ['libs/feature-auth/src/index.ts'] },
  { path: '/user/home', budgetKb: 185, modules: ['libs/feature-wallet/src/index.ts'], texts: ['wallet'] },
];

// Code that loads when a member opens it, never with a screen (checked where the build has it).
const ON_DEMAND_MODULES = [
  'libs/feature-wallet/src/deposit/deposit-modal.tsx',
  'libs/feature-wallet/src/transfer/transfer-modal.tsx',
  'libs/feature-wallet/src/withdraw/withdraw-modal.tsx',
  'libs/feature-wallet/src/games/game-account-modal.tsx',
  'libs/feature-chat/src/index.ts',
  'libs/feature-spin/src/index.ts',
  'libs/feature-bonus/src/index.ts',
  'libs/feature-account/src/index.ts',
];

const BUILDS = [
  { app: 'wallet-th', language: 'th', otherLanguages: ['lo', 'en'] },
  { app: 'wallet-la', language: 'lo', otherLanguages: ['th', 'en'] },
];

// A language's first-load texts, and a feature's texts in that language (loaded with the feature).
const localeModule = (language) => `libs/i18n/src/locales/${language}-first-load.ts`;
const featureTexts = (language, namespace) => `libs/i18n/src/locales/${language}/${namespace}.json`;

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
  if (!manifest[localeModule(build.language)]) throw new Error(`${build.app}: no chunk for ${localeModule(build.language)}`);
  if (!existsSync(path.join(dist, 'index.html'))) failed = true;
  for (const screen of SCREENS) {
    const modules = [...screen.modules, ...(screen.texts ?? []).map((namespace) => featureTexts(build.language, namespace))];
    const missing = modules.filter((key) => !manifest[key]);
    if (missing.length) throw new Error(`${build.app}: no chunk for ${missing.join(', ')}`);
    const files = firstLoadFiles(manifest, ['index.html', localeModule(build.language), ...modules]);
    const sizes = files.map((file) => ({ file, gzip: gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length }));
    const totalKb = sizes.reduce((sum, { gzip }) => sum + gzip, 0) / 1024;

    // Other languages and on-demand code must stay out of the first load.
    const leaked = [...build.otherLanguages.map(localeModule), ...ON_DEMAND_MODULES].filter((key) => manifest[key] && files.includes(manifest[key].file));

    console.log(`\n${build.app}: ${screen.path} first load`);
    for (const { file, gzip } of sizes.sort((a, b) => b.gzip - a.gzip)) {
      console.log(`  ${(gzip / 1024).toFixed(1).padStart(7)} KB  ${file}`);
    }
    const verdict = totalKb <= screen.budgetKb ? 'within' : 'OVER';
    console.log(`  ${totalKb.toFixed(1).padStart(7)} KB  total gzip JS (${verdict} the ${screen.budgetKb} KB budget)`);
    if (leaked.length) console.log(`  in the first load but meant to load on demand: ${leaked.join(', ')}`);
    if (totalKb > screen.budgetKb || leaked.length) failed = true;
  }
}
process.exit(failed ? 1 : 0);
