if (typeof window !== 'undefined') {
  require('@testing-library/jest-dom');
  // findBy and waitFor wait for what the member would see; their 1 s default ended tests on the
  // 2-core CI machine while lint and the type check ran beside them, not because the screen was wrong.
  require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
}
