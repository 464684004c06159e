import type { CallDefinition } from './call-definition';

/** The lookups calls of spec section 7. */
export const LOOKUP_CALLS = {
  lookupBanks: { method: 'GET', path: '/api/lookup/banks' },
  lookupDeposit: { method: 'GET', path: '/api/lookup/deposit' },
  lookupConditions: { method: 'GET', path: '/api/lookup/conditions' },
  lookupAgreements: { method: 'GET', path: '/api/lookup/agreements' },
  lookupInfo: { method: 'GET', path: '/api/lookup/info' },
  lookupNotice: { method: 'GET', path: '/api/lookup/notice' },
  lookupContact: { method: 'GET', path: '/api/lookup/contact' },
  lookupWithdraw: { method: 'GET', path: '/api/lookup/withdraw' },
  lookupSlip: { method: 'GET', path: '/api/lookup/slip' },
  lookupSources: { method: 'GET', path: '/api/lookup/sources' },
  lookupActive: { method: 'GET', path: '/api/lookup/active' },
  lookupRegisterOtp: { method: 'GET', path: '/api/lookup/registerOTP' },
  lookupEnableChatWidget: { method: 'GET', path: '/api/lookup/enableChatWidget' },
} as const satisfies Record<string, CallDefinition>;
