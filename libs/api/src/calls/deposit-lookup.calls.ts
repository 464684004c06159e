import type { CallDefinition } from './call-definition';

/** The deposit lookup of spec section 7: the deposit modal's accounts, and the member's currency where nothing else says it. */
export const DEPOSIT_LOOKUP_CALLS = {
  lookupDeposit: { method: 'GET', path: '/api/lookup/deposit' },
} as const satisfies Record<string, CallDefinition>;
