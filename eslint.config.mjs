import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';

// Who may import whom: the dependency table of the architecture doc.
const depConstraints = [
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:shell', 'type:config', 'type:feature', 'type:ui', 'type:data-access', 'type:domain', 'type:util'] },
  // The browser tests reach the tools (where the builds run); a tool never reaches the tests.
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:domain', 'type:util', 'type:tool'] },
  { sourceTag: 'type:shell', onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:domain', 'type:util'] },
  { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:ui', 'type:data-access', 'type:domain', 'type:util'] },
  { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:domain', 'type:util'] },
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

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: ['**/dist', '**/node_modules', '**/.nx', '**/coverage', '**/tmp', '**/*.cjs'],
  },
  {
    // Product code; build tooling at a project's root (vite.config.mts, run-e2e.mjs) may reach tools/.
    files: ['**/src/**/*.ts', '**/src/**/*.tsx', '**/src/**/*.js', '**/src/**/*.mjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        { enforceBuildableLibDependency: false, allow: [], depConstraints },
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
    files: ['tools/**/*', 'apps/wallet-e2e/**/*', '**/*.spec.ts', '**/*.spec.tsx'],
    rules: { 'no-console': 'off' },
  },
];
