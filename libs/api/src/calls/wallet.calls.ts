import type { CallDefinition } from './call-definition';

/** The wallet calls of spec section 7. */
export const WALLET_CALLS = {
  getWallet: { method: 'GET', path: '/api/wallet' },
  refreshGameBalances: { method: 'GET', path: '/api/wallet/refresh/slot' },
  activateGame: { method: 'GET', path: '/api/wallet/activate/{code}' },
  getGameAccount: { method: 'GET', path: '/api/wallet/account/{code}' },
  resetGamePassword: { method: 'GET', path: '/api/wallet/resetpassword/{code}' },
  addToWallet: { method: 'POST', path: '/api/wallet/add' },
  transfer: { method: 'POST', path: '/api/wallet/transfer' },
  transferAll: { method: 'POST', path: '/api/wallet/transferAll' },
  withdraw: { method: 'POST', path: '/api/wallet/withdraw' },
  withdrawAll: { method: 'POST', path: '/api/wallet/withdrawAll' },
  uploadSlip: { method: 'POST', path: '/api/wallet/slip', upload: true },
  sendTrueLink: { method: 'POST', path: '/api/wallet/truelink' },
} as const satisfies Record<string, CallDefinition>;
