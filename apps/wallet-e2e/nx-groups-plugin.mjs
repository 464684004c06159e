// An Nx plugin (nx.json) that makes each browser test group of browser-groups.mjs a project per
// build, `e2e-<group>-<build>`, with one target, `e2e-group`: that group's tests in that build,
// after the build. Its inputs are what the group exercises. Nx counts a project as touched when a
// file named in its targets' inputs changes, so `nx show projects --affected` (and `nx affected`)
// selects exactly the groups a change reaches. The projects own no files (their roots hold none)
// and depend on no project: a feature library's dependents (the shell, the apps) never pull in
// another feature's group. `npm run affected` reads `metadata.browserGroup` to run the selected
// groups of each build in one Playwright run.
import { BUILD_FILES, BUILDS, GROUPS, SHARED } from './browser-groups.mjs';

const PLAYWRIGHT_PROJECT = { default: (build) => build, spec: (build) => `spec-${build}`, engines: (build) => `engines-${build}`, field: (build) => `field-${build}` };
/** The build a stand's tests run on (the field stand's is made with field reports on). */
const BUILD_TARGET = { field: 'build-field-reports' };

/** A test entry as Playwright's file filter (a folder ends in '/'), anchored at src/ so `session.e2e.ts` is not `offline-session.e2e.ts`. */
const filterOf = (test) => `src/${test}`;
const inputOf = (test) => `apps/wallet-e2e/src/${test}${test.endsWith('/') ? '**/*' : ''}`;

function groupProject(group, build) {
  const { tests, libs = [], stand = 'default' } = GROUPS[group];
  const browserGroup = { group, build, playwrightProject: PLAYWRIGHT_PROJECT[stand](build), filters: tests.map(filterOf) };
  const files = [...SHARED, ...BUILD_FILES(build), ...libs.map((lib) => `libs/${lib}/**/*`), ...tests.map(inputOf)];
  return {
    name: `e2e-${group}-${build}`,
    tags: ['type:e2e-group'],
    metadata: { description: `The ${group} browser tests in the ${build} build`, browserGroup },
    targets: {
      'e2e-group': {
        executor: 'nx:run-commands',
        cache: true,
        dependsOn: [{ projects: [`wallet-${build}`], target: BUILD_TARGET[stand] ?? 'build' }],
        inputs: ['sharedGlobals', ...files.map((file) => `{workspaceRoot}/${file}`)],
        options: { command: ['playwright test -c apps/wallet-e2e', `--project=${browserGroup.playwrightProject}`, ...browserGroup.filters].join(' ') },
      },
    },
  };
}

export const createNodesV2 = [
  'apps/wallet-e2e/browser-groups.mjs',
  async (configFiles) =>
    configFiles.map((file) => [
      file,
      {
        projects: Object.fromEntries(
          Object.keys(GROUPS).flatMap((group) => BUILDS.map((build) => [`apps/wallet-e2e/groups/${group}-${build}`, { root: `apps/wallet-e2e/groups/${group}-${build}`, ...groupProject(group, build) }])),
        ),
      },
    ]),
];
