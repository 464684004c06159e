import type { CallDefinition } from './call-definition';

/** The login calls of spec section 7. */
export const AUTH_CALLS = {
  login: { method: 'POST', path: '/api/login' },
} as const satisfies Record<string, CallDefinition>;
