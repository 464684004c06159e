// Where each build runs, each with its own stand-in API (the Laos rules differ: no phone length,
// LAK or BAHT accounts). Tools and the browser tests both read it here; the test app imports
// tools, never the reverse.
//  - `npm start` / `npm run start:la`: the dev server on `devPort`, its stand-in on `devApiPort`.
//  - The browser tests and the measuring scripts: the production build on `baseUrl`, its stand-in
//    on `stubPort`. Ports of their own, never `npm start`'s, so a suite never meets a developer's
//    running app (the browser tests' servers and tools/scripts/serve-builds.mjs refuse a port
//    already taken).

/**
 * The sets of servers, each on ports of its own so all can be served at once (Nx runs the gates
 * beside the browser tests): the browser tests' `default` (the stand-in answering with the
 * extension fields), `spec` (STUB_SHAPES=spec: only what the specification gives) and `engines`
 * (WebKit's and Firefox's journeys, which reset their stand-in's data and so must not share one with
 * the Chromium tests); `field`, builds made with field reports on (`distDir`: the apps'
 * `build-field-reports` target), sending them to their stand-in's collector; and `measure`, the
 * size gate's and the other measuring scripts'.
 */
export const STANDS = {
  default: { shapes: 'default', offset: 0 },
  spec: { shapes: 'spec', offset: 20 },
  engines: { shapes: 'default', offset: 40 },
  measure: { shapes: 'default', offset: 60 },
  field: { shapes: 'default', offset: 80, distDir: 'dist/field-reports' },
};

/** Where the field stand's builds send their reports: the stand-in's collector, through the preview server. */
export const FIELD_REPORTS_PATH = '/__dev/field-reports';

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

/** E2E_PORT_OFFSET moves every test port: checkouts side by side on one machine. */
const checkoutOffset = () => Number(process.env.E2E_PORT_OFFSET || 0);

/** The builds as one stand serves them. */
export const sitesOf = (stand) => sitesAt(STANDS[stand].offset + checkoutOffset());

/** The builds on the measuring scripts' stand (size, screenshots, frame times). */
export const SITES = sitesOf('measure');

export const stubUrl = (build) => `http://127.0.0.1:${build.stubPort}`;
