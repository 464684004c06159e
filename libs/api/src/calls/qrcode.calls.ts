import type { CallDefinition } from './call-definition';

/** The QR deposit calls of spec section 7. */
export const QRCODE_CALLS = {
  getQr: { method: 'GET', path: '/api/qrcode/{provider}' },
  createQr: { method: 'POST', path: '/api/qrcode/{provider}' },
  deleteQr: { method: 'DELETE', path: '/api/qrcode/{qrcodeId}' },
} as const satisfies Record<string, CallDefinition>;
