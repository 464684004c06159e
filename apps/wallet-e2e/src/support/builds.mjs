// Where each build runs, each with its own stand-in API (the Laos rules differ: no phone length,
// LAK or BAHT accounts). The browser tests serve the production builds on `baseUrl` with the
// stand-in on `stubPort`; `npm start` / `npm run start:la` run the dev server on `devPort` with the
// stand-in on the same `stubPort`, so the Thai and the Laos build can run side by side.
import { leaveUnlessServed } from './build-filter.mjs';

/**
 * Which stand-in the browser tests run against: 'default' (answers with the extension fields) or
 * 'spec' (E2E_SHAPES=spec: only what the specification gives, STUB_SHAPES=spec), each on ports of
 * its own so both can be served at once.
 */
export const SHAPES = process.env.E2E_SHAPES === 'spec' ? 'spec' : 'default';
// E2E_PORT_OFFSET moves every port, so checkouts side by side on one machine can run at once.
const PORT_OFFSET = (SHAPES === 'spec' ? 20 : 0) + Number(process.env.E2E_PORT_OFFSET || 0);

const ALL_BUILDS = {
  th: { app: 'wallet-th', mode: 'th', name: 'Thai', baseUrl: `http://127.0.0.1:${4300 + PORT_OFFSET}`, devPort: 4200, stubPort: 4400 + PORT_OFFSET },
  la: { app: 'wallet-la', mode: 'la', name: 'Laos', baseUrl: `http://127.0.0.1:${4301 + PORT_OFFSET}`, devPort: 4201, stubPort: 4402 + PORT_OFFSET },
};

/** The builds this browser-test run serves: E2E_BUILDS=th, la or th,la (the default). */
export const TESTED_BUILDS = (process.env.E2E_BUILDS || 'th,la').split(',').filter((build) => build in ALL_BUILDS);

// In a run of one build, a test that asks for the other build is skipped (see build-filter.mjs).
export const BUILDS =
  TESTED_BUILDS.length === Object.keys(ALL_BUILDS).length
    ? ALL_BUILDS
    : new Proxy(ALL_BUILDS, {
        get(builds, key) {
          if (key in builds && !TESTED_BUILDS.includes(key)) leaveUnlessServed(key, builds[key].name);
          return builds[key];
        },
      });

export const stubUrl = (build) => `http://127.0.0.1:${build.stubPort}`;
