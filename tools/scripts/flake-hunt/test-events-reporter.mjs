// A node test runner reporter (--test-reporter=<this file>) that writes one JSON line per test and
// suite as it ends: { file, path: [describe..., name], status: pass | fail | skip, suite, error }.
// results.mjs (nodeTestResults) reads them; the spec reporter stays for people.

/** The failure's own words: the runner wraps a test's error in its own 'test failed'. */
function errorText(error) {
  if (!error) return '';
  const cause = error.cause instanceof Error ? error.cause : error;
  return String(cause.message ?? cause);
}

export default async function* testEventsReporter(source) {
  // The names of the suites open at each nesting level, per file (files run one after another
  // here, but their events could interleave with concurrency).
  const open = new Map();
  for await (const event of source) {
    if (!['test:start', 'test:pass', 'test:fail'].includes(event.type)) continue;
    const { file = '', name, nesting = 0, details = {}, skip, todo } = event.data;
    const stack = open.get(file) ?? [];
    if (event.type === 'test:start') {
      stack.length = nesting;
      stack.push(name);
      open.set(file, stack);
      continue;
    }
    const status = skip !== undefined || todo !== undefined ? 'skip' : event.type === 'test:pass' ? 'pass' : 'fail';
    const line = { file, path: [...stack.slice(0, nesting), name], status, suite: details.type === 'suite' };
    if (status === 'fail') line.error = errorText(details.error);
    yield `${JSON.stringify(line)}\n`;
  }
}
