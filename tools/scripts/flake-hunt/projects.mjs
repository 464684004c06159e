// Which test runs the flake hunter knows, read from the projects' own targets (so a new project is
// hunted without a change here), and the command line that picks among them.
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';

/**
 * @typedef {{ name: string, kind: 'jest', config: string }
 *   | { name: string, kind: 'node', args: string[] }
 *   | { name: string, kind: 'browser', region: string, env: Record<string, string> }} TestProject
 */

const BROWSER_COMMAND = /^node apps\/wallet-e2e\/run-e2e\.mjs (\w+)$/;

/** The test run a project.json describes: its Jest config, its node --test command, or a browser-test build. */
export function testProjectOf(project) {
  const test = project.targets?.test;
  if (test?.executor === '@nx/jest:jest') return { name: project.name, kind: 'jest', config: test.options.jestConfig };
  const command = test?.options?.command ?? '';
  if (command.startsWith('node ') && command.split(' ').includes('--test')) {
    // The hunter brings its own reporters.
    const args = command.split(' ').slice(1).filter((arg) => !arg.startsWith('--test-reporter'));
    return { name: project.name, kind: 'node', args };
  }
  const browser = BROWSER_COMMAND.exec(project.targets?.e2e?.options?.command ?? '');
  if (browser) return { name: project.name, kind: 'browser', region: browser[1], env: project.targets.e2e.options.env ?? {} };
  return null;
}

function projectFiles(folder, depth) {
  let entries;
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) return [];
    const full = path.join(folder, entry.name);
    if (entry.isFile()) return entry.name === 'project.json' ? [full] : [];
    return depth > 0 ? projectFiles(full, depth - 1) : [];
  });
}

/** Every project of the workspace with a test run the hunter knows, sorted by name. */
export function discoverProjects(root) {
  return ['apps', 'libs', 'tools']
    .flatMap((folder) => projectFiles(path.join(root, folder), 2))
    .map((file) => testProjectOf(JSON.parse(readFileSync(file, 'utf8'))))
    .filter(Boolean)
    .sort((a, b) => a.name.localeCompare(b.name));
}

export const USAGE = `Runs the tests many times while a second process keeps every core busy, and lists each test
that failed any run with how many runs it failed. Exits 1 if any test failed a run.

  node tools/scripts/flake-hunt.mjs [options]     (npm run flake-hunt -- [options])

  --unit-runs=N        runs of each Jest and node test runner project (default 10)
  --browser-runs=M     runs of each browser-test project (default 3)
  --projects=a,b       only these unit projects (default all; 'none' for no unit tests)
  --browser=th,la      only these browser-test projects: th, la, spec-th, spec-la (default all; 'none')
  --specs=home,chat    only the browser spec files whose names hold one of these words (E2E_SPECS)
  --burners=N          busy threads in the burner process (default ${availableParallelism()}, one per core; 0 for none)
  --no-build           use the app builds already in dist/ (default: build both first)
  --list               print the projects the hunter knows and stop
  --help               this text

Results and logs go to tmp/flake-hunt/<start time>/. E2E_PORT_OFFSET is passed on to the browser tests.`;

const count = (value, option) => {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) throw new Error(`${option} takes a whole number, not '${value}'`);
  return number;
};

const names = (value) => (value === 'none' ? [] : value.split(',').filter(Boolean));

/** The command line: counts, picks and switches (see USAGE); throws on anything it does not know. */
export function parseOptions(argv) {
  const options = { unitRuns: 10, browserRuns: 3, projects: null, browser: null, specs: '', burners: availableParallelism(), build: true, list: false, help: false };
  for (const arg of argv) {
    const [option, value = ''] = arg.split(/=(.*)/s);
    if (option === '--unit-runs') options.unitRuns = count(value, option);
    else if (option === '--browser-runs') options.browserRuns = count(value, option);
    else if (option === '--projects') options.projects = names(value);
    else if (option === '--browser') options.browser = names(value).map((name) => `wallet-e2e-${name}`);
    else if (option === '--specs') options.specs = value;
    else if (option === '--burners') options.burners = count(value, option);
    else if (option === '--no-build') options.build = false;
    else if (option === '--list') options.list = true;
    else if (option === '--help') options.help = true;
    else throw new Error(`unknown option ${arg}`);
  }
  return options;
}

/** The projects the options pick; throws on a name the workspace does not have. */
export function pickProjects(projects, options) {
  const pick = (kindOf, wanted) => {
    const offered = projects.filter(kindOf);
    if (wanted === null) return offered;
    const unknown = wanted.filter((name) => !offered.some((project) => project.name === name));
    if (unknown.length) throw new Error(`no such project: ${unknown.join(', ')} (known: ${offered.map((project) => project.name).join(', ')})`);
    return offered.filter((project) => wanted.includes(project.name));
  };
  return {
    unit: options.unitRuns > 0 ? pick((project) => project.kind !== 'browser', options.projects) : [],
    browser: options.browserRuns > 0 ? pick((project) => project.kind === 'browser', options.browser) : [],
  };
}
