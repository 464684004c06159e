// The builds under test (tools/scripts/sites.mjs: ports, names, stand-in shapes), as the browser
// tests reach them: in a run of one build, a test that asks for the other build is skipped (see
// build-filter.mjs).
import { SITES, SHAPES, stubUrl } from '@wallet/tools/sites';
import { leaveUnlessServed } from './build-filter.mjs';

export { SHAPES, stubUrl };

/** The builds this browser-test run serves: E2E_BUILDS=th, la or th,la (the default). */
export const TESTED_BUILDS = (process.env.E2E_BUILDS || 'th,la').split(',').filter((build) => build in SITES);

export const BUILDS =
  TESTED_BUILDS.length === Object.keys(SITES).length
    ? SITES
    : new Proxy(SITES, {
        get(builds, key) {
          if (key in builds && !TESTED_BUILDS.includes(key)) leaveUnlessServed(key, builds[key].name);
          return builds[key];
        },
      });
