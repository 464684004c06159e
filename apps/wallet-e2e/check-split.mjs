// After both builds' browser-test runs (`nx run wallet-e2e:e2e`): each run skips the other build's
// tests, so a test skipped by both runs (one that needs both builds at once) never ran. Fails then.
import { existsSync, readFileSync } from 'node:fs';

// The same check for the runs against the spec-only stand-in (logs prefixed 'spec-').
const skipped = (run) => {
  const file = `tmp/e2e-split/${run}.jsonl`;
  if (!existsSync(file)) return new Set();
  return new Set(readFileSync(file, 'utf8').split('\n').filter(Boolean));
};
for (const prefix of ['', 'spec-']) {
  const [th, la] = [skipped(`${prefix}th`), skipped(`${prefix}la`)];
  const neverRan = [...th].filter((line) => la.has(line)).map((line) => JSON.parse(line));
  if (neverRan.length) {
    console.error('These browser tests were skipped by both the Thai and the Laos run, so they never ran:');
    for (const { file, test, nth } of neverRan) console.error(`  ${file}: ${test}${nth > 1 ? ` (the test of that name number ${nth})` : ''}`);
    console.error('A test must use one build; split a test that needs both.');
    process.exit(1);
  }
  const against = prefix ? ' against the spec-only stand-in' : '';
  console.log(`Browser tests${against} split per build: ${th.size} skipped in the Thai run and ${la.size} in the Laos run, each run by the other.`);
}
