import type { CallDefinition } from './call-definition';

/** The refund calls of spec section 7. */
export const REFUND_CALLS = {
  listRefunds: { method: 'POST', path: '/api/refund' },
  checkRefund: { method: 'GET', path: '/api/refund/check' },
  receiveRefund: { method: 'GET', path: '/api/refund/receive' },
  addRefundToWallet: { method: 'GET', path: '/api/refund/addWallet' },
  refundBanners: { method: 'GET', path: '/api/refund/banners' },
} as const satisfies Record<string, CallDefinition>;
