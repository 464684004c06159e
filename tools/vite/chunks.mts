// How the production build groups modules into files. Rolldown's automatic splitting makes a chunk
// for every set of screens that share modules, which on /login came to a dozen files under 1 KB:
// each costs a request, its own import glue and its own gzip dictionary. Two groups instead:
//  - framework: the packages every screen runs on, one file that changes only with an upgrade;
//  - app: our modules the entry imports (shell, api core, UI basics), which every screen loads
//    anyway, in one file with the entry's.
// The rest (each screen, modal and feature) still splits by what loads it.

const FRAMEWORK = new RegExp(
  `node_modules[\\\\/](${[
    'react',
    'react-dom',
    'scheduler',
    'react-router',
    'react-router-dom',
    '@reduxjs',
    'immer',
    'redux',
    'redux-thunk',
    'reselect',
    'react-redux',
    'use-sync-external-store',
    'i18next',
    'react-i18next',
    'i18next-resources-to-backend',
    'styled-components',
    'stylis',
    '@emotion',
    'valibot',
    '@standard-schema',
    'cookie',
    'set-cookie-parser',
  ].join('|')})[\\\\/]`,
);

/** The build's chunk groups (see above), as Vite's build.rolldownOptions.output.codeSplitting. */
export function walletCodeSplitting() {
  return {
    groups: [
      { name: 'framework', test: FRAMEWORK, priority: 20 },
      { name: 'app', tags: ['$initial' as const], priority: 10 },
    ],
  };
}
