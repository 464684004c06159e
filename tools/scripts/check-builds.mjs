// Checks production builds in dist/apps: no package's development build is bundled, nothing is
// left asking `process.env.NODE_ENV` at run time, and no chunk brings a stylesheet with it. Reads the list of bundled modules that the
// production-builds Vite plugin writes (tools/vite/production-builds.mts).
// `node tools/scripts/check-builds.mjs [wallet-th] [wallet-la]` (both by default).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const MODULES_FILE = '.vite/modules.json';

// A path segment or file-name part named 'development' inside a package:
// react-router/dist/development/index.mjs, react-dom/cjs/react-dom.development.js, ...
const DEVELOPMENT_PART = /(^|[/._-])development([/._-]|$)/;

// A stylesheet named in a chunk's list of the files it needs (Vite's __vite__mapDeps).
const STYLESHEET_DEPENDENCY = /assets\/[\w.-]+\.css(?=["'`])/;

/** The bundled modules that are some package's development build. */
export function developmentModules(moduleIds) {
  return moduleIds.filter((id) => {
    const inPackage = id.lastIndexOf('node_modules/');
    return inPackage !== -1 && DEVELOPMENT_PART.test(id.slice(inPackage + 'node_modules/'.length));
  });
}

/** The problems of one build folder; empty when it is a clean production build. */
export function checkBuild(dist) {
  if (!existsSync(path.join(dist, 'index.html'))) return [`${dist}: no build (index.html missing)`];
  const listFile = path.join(dist, MODULES_FILE);
  if (!existsSync(listFile)) return [`${dist}: ${MODULES_FILE} missing (built without the production-builds plugin)`];
  const problems = developmentModules(JSON.parse(readFileSync(listFile, 'utf8'))).map(
    (id) => `${dist}: development build bundled: ${id}`,
  );
  const assets = path.join(dist, 'assets');
  for (const file of readdirSync(assets).filter((name) => name.endsWith('.js'))) {
    const code = readFileSync(path.join(assets, file), 'utf8');
    if (code.includes('process.env.NODE_ENV')) problems.push(`${dist}: assets/${file} still reads process.env.NODE_ENV`);
    // A chunk's stylesheet is loaded with the chunk, after the first screen: its rules would move
    // what the member is about to tap. The page carries the app's only rules (its faces).
    const stylesheet = STYLESHEET_DEPENDENCY.exec(code);
    if (stylesheet) problems.push(`${dist}: assets/${file} loads the stylesheet ${stylesheet[0]} when it loads`);
  }
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const apps = process.argv.slice(2).length ? process.argv.slice(2) : ['wallet-th', 'wallet-la'];
  const problems = apps.flatMap((app) => checkBuild(path.join('dist/apps', app)));
  for (const problem of problems) console.error(problem);
  if (problems.length) process.exit(1);
  console.log(`Production builds checked (${apps.join(', ')}): no development builds of packages.`);
}
