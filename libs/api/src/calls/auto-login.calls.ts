import type { CallDefinition } from './call-definition';

/** The game auto-login calls of spec section 7. */
export const AUTO_LOGIN_CALLS = {
  autoLogin: { method: 'GET', path: '/api/autoLogin/{provider}/{username}' },
  autoLoginWithPassword: { method: 'GET', path: '/api/autoLogin/{provider}/{username}/{password}' },
} as const satisfies Record<string, CallDefinition>;
