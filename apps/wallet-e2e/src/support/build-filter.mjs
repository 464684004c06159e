// Browser tests of one build only (E2E_BUILDS=th or la; run-e2e.mjs preloads this file with
// --import). A spec file may hold tests of both builds; each test reaches its build through
// BUILDS[build] (builds.mjs), so the first time a test asks for a build that this run does not
// serve, the test is reported as skipped ('runs with the Thai build') instead of failing on a
// server that is not there, and hooks that ask for it do nothing. The other build's run takes it.
// `nx run wallet-e2e:e2e` runs both builds' runs, then check-split.mjs fails if a test (one that
// needs both builds) was skipped by both, so every test runs somewhere.
import { AsyncLocalStorage } from 'node:async_hooks';
import { appendFileSync } from 'node:fs';
import { createRequire, syncBuiltinESMExports } from 'node:module';
import path from 'node:path';

const running = new AsyncLocalStorage();

export class BuildNotInRun extends Error {}

/** Called by builds.mjs when code asks for a build that this run does not serve. */
export function leaveUnlessServed(build, name) {
  // Outside a test or hook (a spec file's top level, the scripts): answer as usual.
  if (!running.getStore()) return;
  throw new BuildNotInRun(`runs with the ${name} build`);
}

// Test names repeat (one describe per build): the n-th test of a name in its file tells them apart.
const namesSeen = new Map();

function wrapTest(fn, name) {
  // Callback-style tests (done) are left alone.
  if (typeof fn !== 'function' || fn.length > 1) return fn;
  const nth = (namesSeen.get(name) ?? 0) + 1;
  namesSeen.set(name, nth);
  return function (context, ...rest) {
    return running.run(true, async () => {
      try {
        return await fn.call(this, context, ...rest);
      } catch (error) {
        if (!(error instanceof BuildNotInRun)) throw error;
        context.skip(error.message);
        // For check-split.mjs: a test skipped by both builds' runs would never run.
        if (process.env.E2E_SKIP_LOG) {
          appendFileSync(process.env.E2E_SKIP_LOG, `${JSON.stringify({ file: path.basename(process.argv[1] ?? ''), test: context.name, nth })}\n`);
        }
      }
    });
  };
}

function wrapHook(fn) {
  if (typeof fn !== 'function' || fn.length > 1) return fn;
  return function (...args) {
    return running.run(true, async () => {
      try {
        return await fn.apply(this, args);
      } catch (error) {
        if (!(error instanceof BuildNotInRun)) throw error;
      }
    });
  };
}

function patched(original, wrap, fnLast) {
  const replacement = function (...args) {
    const at = fnLast ? args.findLastIndex((arg) => typeof arg === 'function') : 0;
    if (at !== -1 && typeof args[at] === 'function') args[at] = wrap(args[at], typeof args[0] === 'string' ? args[0] : args[at].name);
    return original.apply(this, args);
  };
  for (const key of ['skip', 'todo', 'only']) if (original[key]) replacement[key] = patched(original[key], wrap, fnLast);
  return replacement;
}

if (process.env.E2E_BUILDS) {
  const nodeTest = createRequire(import.meta.url)('node:test');
  nodeTest.it = patched(nodeTest.it, wrapTest, true);
  nodeTest.test = patched(nodeTest.test, wrapTest, true);
  for (const hook of ['before', 'after', 'beforeEach', 'afterEach']) nodeTest[hook] = patched(nodeTest[hook], wrapHook, false);
  syncBuiltinESMExports();
}
