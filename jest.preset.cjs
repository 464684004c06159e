// Shared Jest set-up: SWC for TS/TSX, jsdom, the tsconfig path aliases, and stubs for assets.
const path = require('node:path');
const { compilerOptions } = require('./tsconfig.base.json');

const root = __dirname;

const aliases = Object.fromEntries(
  Object.entries(compilerOptions.paths).map(([alias, [target]]) => [
    `^${alias.replace('/', '\\/')}$`,
    path.join(root, target),
  ]),
);

function projectConfig(projectDir, overrides = {}) {
  return {
    displayName: path.relative(root, projectDir),
    rootDir: projectDir,
    // jsdom with Node's fetch, streams and AbortController, so RTK Query and msw work as in a browser.
    testEnvironment: 'jest-fixed-jsdom',
    transform: {
      '^.+\\.(t|j)sx?$|\\.mjs$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      ...aliases,
      '\\.(css)$': path.join(root, 'tools/jest/style-stub.cjs'),
      '\\.(svg|png|jpg|webp|mp4|woff2?)(\\?.*)?$': path.join(root, 'tools/jest/file-stub.cjs'),
    },
    // ES-module-only dependencies (msw's helpers: .mjs files and until-async) are compiled to CommonJS too.
    transformIgnorePatterns: ['/node_modules/(?!until-async/).+\\.(js|cjs|json)$'],
    setupFiles: [path.join(root, 'tools/jest/setup-globals.cjs')],
    setupFilesAfterEnv: [path.join(root, 'tools/jest/setup-dom.cjs')],
    testMatch: ['<rootDir>/src/**/*.spec.{ts,tsx}'],
    // A test waits for what the member would see; the time-out only ends one that hangs. Jest's 5 s
    // failed whole component tests on the 2-core CI machine while lint and tsc ran beside them.
    testTimeout: 30_000,
    ...overrides,
  };
}

module.exports = { projectConfig };
