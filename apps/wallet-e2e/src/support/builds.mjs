// Where each build runs, each with its own stand-in API (the Laos rules differ: no phone length,
// LAK or BAHT accounts). The browser tests serve the production builds on `baseUrl` with the
// stand-in on `stubPort`; `npm start` / `npm run start:la` run the dev server on `devPort` with the
// stand-in on the same `stubPort`, so the Thai and the Laos build can run side by side.
export const BUILDS = {
  th: { app: 'wallet-th', mode: 'th', name: 'Thai', baseUrl: 'http://127.0.0.1:4300', devPort: 4200, stubPort: 4400 },
  la: { app: 'wallet-la', mode: 'la', name: 'Laos', baseUrl: 'http://127.0.0.1:4301', devPort: 4201, stubPort: 4402 },
};

export const stubUrl = (build) => `http://127.0.0.1:${build.stubPort}`;
