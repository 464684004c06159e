if (typeof window !== 'undefined') {
  require('@testing-library/jest-dom');
  // findBy and waitFor wait for what the member would see; their 1 s default ended tests on the
  // 2-core CI machine while lint and the type check ran beside them, not because the screen was wrong.
  // 10 s: home's later rails (a deferred pass) and modals loaded on demand took over 4 s while the
  // browser tests ran beside Jest. A passing test never waits longer for it.
  require('@testing-library/react').configure({ asyncUtilTimeout: 10_000 });
}
