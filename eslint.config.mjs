import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';

// Who may import whom: the dependency table of the architecture doc.
const depConstraints = [
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:shell', 'type:config', 'type:feature', 'type:texts', 'type:ui', 'type:data-access', 'type:domain', 'type:util'] },
  // The browser tests reach the tools (where the builds run); a tool never reaches the tests.
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:domain', 'type:util', 'type:tool'] },
  { sourceTag: 'type:shell', onlyDependOnLibsWithTags: ['type:feature', 'type:texts', 'type:ui', 'type:data-access', 'type:domain', 'type:util'] },
  { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:texts', 'type:ui', 'type:data-access', 'type:domain', 'type:util'] },
  { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:domain', 'type:util'] },
  // What the api's answers and failures say to the member: words for screens, read from the api.
  { sourceTag: 'type:texts', onlyDependOnLibsWithTags: ['type:data-access', 'type:ui', 'type:domain', 'type:util'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:util'] },
  {
    sourceTag: 'type:domain',
    onlyDependOnLibsWithTags: ['type:domain'],
    // Rules stay framework-free.
    bannedExternalImports: ['react', 'react-*', 'react-dom', '@reduxjs/*', 'styled-components', 'i18next', 'i18next-*', 'react-i18next', 'socket.io-client'],
  },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
  // The stand-in server shares the request/response contract of libs/api.
  { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:domain', 'type:util', 'type:data-access'] },
];

// The Node scripts of tools/ reach each other's modules by relative path (Node reads no tsconfig
// aliases): these, and the root config commit-messages.mjs reads its baseline from, are the only
// relative imports across projects the rule lets through.
const TOOL_MODULES = ['../scripts/processes.mjs', '../scripts/chromium.mjs', '../scripts/check-builds.mjs', '../release/security-headers.mjs', '../../vite/fonts.mts', '../../vite/production-builds.mts', '../../vite/chunks.mts', '../../commitlint.config.mjs'];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: ['**/dist', '**/node_modules', '**/.nx', '**/coverage', '**/tmp', '**/*.cjs'],
  },
  {
    // Product code, the browser tests and every file of the tools (their scripts, tests and the
    // type declarations the browser tests import them through); an app's vite.config.mts may reach tools/vite.
    files: ['**/src/**/*.ts', '**/src/**/*.tsx', '**/src/**/*.js', '**/src/**/*.mjs', 'tools/**/*.ts', 'tools/**/*.mts', 'tools/**/*.js', 'tools/**/*.mjs', 'apps/wallet-e2e/*.ts'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        { enforceBuildableLibDependency: false, allow: TOOL_MODULES, depConstraints },
      ],
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // The api library fetches and reads; it draws nothing. Its words for screens are libs/api-texts.
    files: ['libs/api/src/**/*.ts', 'libs/api/src/**/*.tsx'],
    ignores: ['**/*.spec.ts', '**/*.spec.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'JSXElement, JSXFragment', message: 'The api library draws nothing: put components in libs/api-texts or the ui kit.' },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-i18next', message: 'The api library says nothing to the member: words for screens are in libs/api-texts.' },
            { name: 'styled-components', message: 'The api library draws nothing.' },
          ],
        },
      ],
    },
  },
  {
    files: ['tools/**/*', 'apps/wallet-e2e/**/*', '**/*.spec.ts', '**/*.spec.tsx'],
    rules: { 'no-console': 'off' },
  },
  {
    // Playwright Test's fixtures hand their value on through a function named `use`: not React's.
    files: ['apps/wallet-e2e/**/*'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
];
