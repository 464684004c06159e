// How the production build groups modules into files. Rolldown's automatic splitting makes a chunk
// for every set of screens that share modules, which on /login came to a dozen files under 1 KB and
// on home to 27: each costs a request, its own import glue and its own gzip dictionary, and a
// phone's browser fetches six at a time from one HTTP/1.1 host, a round trip each. Groups instead:
//  - framework: the packages every screen runs on, one file that changes only with an upgrade;
//  - app: our modules the entry imports (shell, api core, UI basics), which every screen loads
//    anyway, in one file with the entry's;
//  - public: what /login and its first-visit notice run (the screen and every module it imports);
//  - home: what a member's arrival on home runs beyond that (the member frame, the wallet feature
//    and every module they import). Home loads 'public' too, for the kit both share (its alert,
//    sheet, sanitized HTML): 1.5 KB of login code, against one more file for the shared kit.
// The rest (each other screen, modal and feature) still splits by what loads it.

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

const PUBLIC_ARRIVAL = /libs[\\/]feature-auth[\\/]src[\\/](index|agreement)\.ts$/;
const HOME_ARRIVAL = /libs[\\/](shell[\\/]src[\\/]member-layout\.tsx|feature-wallet[\\/]src[\\/]index\.ts)$/;

/** The build's chunk groups (see above), as Vite's build.rolldownOptions.output.codeSplitting. */
export function walletCodeSplitting() {
  return {
    groups: [
      { name: 'framework', test: FRAMEWORK, priority: 20 },
      { name: 'app', tags: ['$initial' as const], priority: 10 },
      // A group takes the modules its test names and, recursively, what they import.
      { name: 'public', test: PUBLIC_ARRIVAL, priority: 8 },
      { name: 'home', test: HOME_ARRIVAL, priority: 6 },
    ],
  };
}
