import assert from 'node:assert/strict';
import { test } from 'node:test';
import { classify } from '../size/first-load.mjs';

const chunk = (file, imports = [], dynamicImports = [], extra = {}) => ({ file, imports, dynamicImports, ...extra });
// The entry asks for home and the chat on demand; home imports the shared kit and asks for the
// deposit sheet on demand, which asks for the upload; the chat (apart) imports the entry's own
// chunk, the kit and the upload's chunk (its calls) statically.
const MANIFEST = {
  'index.html': chunk('index.js', [], ['home.ts', 'chat.ts'], { isEntry: true }),
  'home.ts': chunk('home.js', ['kit.ts'], ['deposit.ts']),
  'kit.ts': chunk('kit.js'),
  'deposit.ts': chunk('deposit.js', ['kit.ts'], ['upload.ts']),
  'chat.ts': chunk('chat.js', ['index.html', 'upload.ts', 'kit.ts']),
  'upload.ts': chunk('upload.js'),
};
const loaded = (...files) => files.map((file) => ({ file, gzip: 1 }));
const files = (scripts) => scripts.map(({ file }) => file);

test("a chunk that came with a part apart is the part's, though the screen's code could ask for it on demand", () => {
  const { own, apart } = classify(MANIFEST, loaded('index.js', 'home.js', 'kit.js', 'chat.js', 'upload.js'), ['chat.ts']);
  assert.deepEqual(files(own), ['index.js', 'home.js', 'kit.js']);
  assert.deepEqual(files(apart), ['chat.js', 'upload.js']);
});

test("a chunk the screen's code asked for on demand, or imports, stays the screen's whatever else imports it", () => {
  const asked = classify(MANIFEST, loaded('index.js', 'home.js', 'kit.js', 'deposit.js', 'chat.js', 'upload.js'), ['chat.ts']);
  assert.deepEqual(files(asked.own), ['index.js', 'home.js', 'kit.js', 'deposit.js', 'upload.js']);
  const imported = classify({ ...MANIFEST, 'home.ts': chunk('home.js', ['kit.ts', 'upload.ts']) }, loaded('index.js', 'home.js', 'kit.js', 'chat.js', 'upload.js'), ['chat.ts']);
  assert.deepEqual(files(imported.apart), ['chat.js']);
});
