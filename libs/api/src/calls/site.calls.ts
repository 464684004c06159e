import type { CallDefinition } from './call-definition';

/** The lookups of spec section 7 every screen may ask: whether the site runs, its name, its notice and agreements, whether chat is on. */
export const SITE_CALLS = {
  lookupAgreements: { method: 'GET', path: '/api/lookup/agreements' },
  lookupNotice: { method: 'GET', path: '/api/lookup/notice' },
  lookupInfo: { method: 'GET', path: '/api/lookup/info' },
  lookupActive: { method: 'GET', path: '/api/lookup/active' },
  lookupEnableChatWidget: { method: 'GET', path: '/api/lookup/enableChatWidget' },
} as const satisfies Record<string, CallDefinition>;
