import type { CallDefinition } from './call-definition';

/** The statement and slips calls of spec section 7. */
export const STATEMENT_CALLS = {
  listStatements: { method: 'POST', path: '/api/statement' },
  listSlips: { method: 'POST', path: '/api/statement/slip' },
  slipUrl: { method: 'GET', path: '/api/statement/slip/reference/{reference}' },
} as const satisfies Record<string, CallDefinition>;
