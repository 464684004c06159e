import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runStages } from '../test-suite/run-stages.mjs';
import { STAGES } from '../test-suite/stages.mjs';

const say = (text, code = 0) => ['node', '-e', `process.stdout.write(${JSON.stringify(text)}); process.exit(${code})`];

async function run(stages) {
  let written = '';
  const result = await runStages(stages, { write: (text) => (written += text) });
  return { ...result, written };
}

test("side-by-side lanes print whole, in lane order, whichever ends first", async () => {
  const slow = ['node', '-e', "setTimeout(() => process.stdout.write('slow 1|slow 2|'), 300)"];
  const { failed, written } = await run([{ name: 'both', lanes: [[slow], [say('fast|')]] }]);
  assert.equal(failed, null);
  assert.equal(written, '\n=== both ===\nslow 1|slow 2|fast|');
});

test('a failing command ends its lane and the run after its stage; every command run is timed', async () => {
  const { failed, written, timings } = await run([
    { name: 'first', lanes: [[say('a|', 1), say('never|')], [say('b|')]] },
    { name: 'second', lanes: [[say('not reached|')]] },
  ]);
  assert.equal(failed, 'first');
  assert.equal(written, '\n=== first ===\na|b|');
  assert.deepEqual(timings.map(({ ok }) => ok).sort(), [false, true]);
});

test('the suite runs every gate, and each build is smoke-tested and audited after its artefact is made', () => {
  const commands = STAGES.map(({ lanes }) => lanes.flat().map((command) => command.join(' ')));
  const stageOf = (pattern) => commands.findIndex((stage) => stage.some((command) => pattern.test(command)));
  for (const gate of [/run-many -t lint test/, /tsc -p tsconfig.json/, /run-many -t e2e engines -p wallet-e2e/, /size\.mjs/, /check-builds\.mjs/]) assert.notEqual(stageOf(gate), -1, String(gate));
  const made = stageOf(/release\.mjs --no-build th la/);
  assert.equal(stageOf(/ensure-nginx\.mjs/), made, 'nginx is installed before the side-by-side release checks');
  for (const build of ['th', 'la']) {
    assert.ok(stageOf(new RegExp(`smoke\\.mjs ${build}$`)) > made, `smoke ${build}`);
    assert.ok(stageOf(new RegExp(`lighthouse\\.mjs --runs 1 ${build}$`)) > made, `lighthouse ${build}`);
  }
});

test('the browser tests include the member journey in WebKit and Firefox, in the same Nx run', () => {
  const browserStage = STAGES.find(({ lanes }) => lanes.flat().some((command) => command.includes('wallet-e2e')));
  assert.deepEqual(browserStage.lanes.map((lane) => lane.map((command) => command.join(' '))), [['npx nx run-many -t e2e engines -p wallet-e2e --output-style=static']]);
});
