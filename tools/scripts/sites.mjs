// Where each build runs, each with its own stand-in API (the Laos rules differ: no phone length,
// LAK or BAHT accounts). Tools and the browser tests both read it here; the test app imports
// tools, never the reverse.
//  - `npm start` / `npm run start:la`: the dev server on `devPort`, its stand-in on `devApiPort`.
//  - The browser tests and the measuring scripts: the production build on `baseUrl`, its stand-in
//    on `stubPort`. Ports of their own, never `npm start`'s, so a suite never meets a developer's
//    running app (tools/scripts/serve-builds.mjs refuses a port already taken).

/**
 * Which stand-in the browser tests run against: 'default' (answers with the extension fields) or
 * 'spec' (E2E_SHAPES=spec: only what the specification gives, STUB_SHAPES=spec), each on ports of
 * its own so both can be served at once.
 */
export const SHAPES = process.env.E2E_SHAPES === 'spec' ? 'spec' : 'default';

const site = (app, mode, name, index, offset) => ({
  app,
  mode,
  name,
  devPort: 4200 + index,
  devApiPort: 4400 + 2 * index,
  baseUrl: `http://127.0.0.1:${4300 + index + offset}`,
  stubPort: 4450 + 2 * index + offset,
});

/** The builds with their test ports moved by `offset`. */
export const sitesAt = (offset) => ({
  th: site('wallet-th', 'th', 'Thai', 0, offset),
  la: site('wallet-la', 'la', 'Laos', 1, offset),
});

/** The test ports' offset of this process: E2E_PORT_OFFSET (checkouts side by side on one machine), and 20 more for the spec-only stand-in. */
export const PORT_OFFSET = (SHAPES === 'spec' ? 20 : 0) + Number(process.env.E2E_PORT_OFFSET || 0);

export const SITES = sitesAt(PORT_OFFSET);

export const stubUrl = (build) => `http://127.0.0.1:${build.stubPort}`;
