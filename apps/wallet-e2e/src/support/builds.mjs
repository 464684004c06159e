// Where each production build is served during the browser tests, each with its own stand-in API
// (the Laos rules differ: no phone length, LAK or BAHT accounts).
export const BUILDS = {
  th: { app: 'wallet-th', mode: 'th', baseUrl: 'http://127.0.0.1:4300', stubPort: 4400 },
  la: { app: 'wallet-la', mode: 'la', baseUrl: 'http://127.0.0.1:4301', stubPort: 4402 },
};

export const stubUrl = (build) => `http://127.0.0.1:${build.stubPort}`;
