// Which browser test groups a change reaches, and the one Playwright run that covers them: the
// selection `npm run affected` makes (affected.mjs) and its test holds
// (test/affected-browser-groups.test.mjs). The groups are Nx projects (apps/wallet-e2e/
// nx-groups-plugin.mjs) whose inputs are what each group exercises; which of them a change reaches
// is Nx's own affected logic, the code `nx show projects --affected` runs.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { createProjectGraphAsync } = require('@nx/devkit');
// nx's package exports do not list these modules; they are what `nx affected` itself runs.
const nxDist = path.join(path.dirname(require.resolve('nx/package.json')), 'dist/src');
const { filterAffected } = require(path.join(nxDist, 'project-graph/affected/affected-project-graph.js'));
const { calculateFileChanges } = require(path.join(nxDist, 'project-graph/file-utils.js'));
const { parseFiles } = require(path.join(nxDist, 'utils/command-line-utils.js'));

export const projectGraph = () => createProjectGraphAsync({ exitOnError: true });

/** The files touched since `base` as `nx affected` counts them: committed since the merge base, uncommitted and untracked. */
export const touchedSince = (base) => parseFiles({ base }).files;

const groupOf = (graph, name) => graph.nodes[name]?.data.metadata?.browserGroup;

/** Whether a project of the graph is a browser test group (`e2e-<group>-<build>`). */
export const isBrowserGroup = (graph, name) => Boolean(groupOf(graph, name));

/** Every project a change in `files` affects (touched, or depending on one touched), sorted. */
export async function affectedProjects(graph, files) {
  return Object.keys((await filterAffected(graph, calculateFileChanges(files, { files }))).nodes).sort();
}

/** The browser test groups that `files` reach, sorted. */
export async function affectedGroups(graph, files) {
  return (await affectedProjects(graph, files)).filter((name) => isBrowserGroup(graph, name));
}

/**
 * The options after `nx run wallet-e2e:e2e --` that run `groups` in one Playwright run: each
 * group's Playwright project (th, la, spec-th, ...) and its test files, as the Playwright
 * executor's `project` and `testFiles` (before `--`, Nx would take `--project` as its own). A
 * project runs only its own kind of files (testMatch), so a build's Chromium project never runs
 * the spec-only or engines files. One run serves both builds side by side, each on its servers.
 */
export function playwrightArgs(graph, groups) {
  const picked = groups.map((name) => groupOf(graph, name));
  const projects = [...new Set(picked.map((group) => group.playwrightProject))].sort();
  const filters = [...new Set(picked.flatMap((group) => group.filters))].sort();
  return [...projects.map((project) => `--project=${project}`), ...filters.map((filter) => `--testFiles=${filter}`)];
}
