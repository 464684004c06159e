import type { CallDefinition } from './call-definition';

/** The lookups of spec section 7 that screens ask for (the site's own are in site.calls.ts). */
export const LOOKUP_CALLS = {
  lookupBanks: { method: 'GET', path: '/api/lookup/banks' },
  lookupConditions: { method: 'GET', path: '/api/lookup/conditions' },
  lookupContact: { method: 'GET', path: '/api/lookup/contact' },
  lookupWithdraw: { method: 'GET', path: '/api/lookup/withdraw' },
  lookupSlip: { method: 'GET', path: '/api/lookup/slip' },
  lookupSources: { method: 'GET', path: '/api/lookup/sources' },
  lookupRegisterOtp: { method: 'GET', path: '/api/lookup/registerOTP' },
} as const satisfies Record<string, CallDefinition>;
