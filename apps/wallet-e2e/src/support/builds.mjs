// Where each production build is served during the browser tests (see tools/vite/wallet-app-config.mts).
export const STUB_API_PORT = 4400;

export const BUILDS = {
  th: { app: 'wallet-th', mode: 'th', baseUrl: 'http://127.0.0.1:4300' },
  la: { app: 'wallet-la', mode: 'la', baseUrl: 'http://127.0.0.1:4301' },
};
