import type { CallDefinition } from './call-definition';

/** The bonus calls of spec section 7. */
export const BONUS_CALLS = {
  listBonuses: { method: 'GET', path: '/api/bonus' },
  activateBonus: { method: 'GET', path: '/api/bonus/activate/{code}' },
  checkActiveBonus: { method: 'GET', path: '/api/bonus/check/active' },
  clearBonus: { method: 'GET', path: '/api/bonus/clear' },
  checkBonusMinimum: { method: 'GET', path: '/api/bonus/check/minimum' },
} as const satisfies Record<string, CallDefinition>;
