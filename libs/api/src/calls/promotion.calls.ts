import type { CallDefinition } from './call-definition';

/** The promotion calls of spec section 7. */
export const PROMOTION_CALLS = {
  findPromotion: { method: 'GET', path: '/api/promotion/find/{code}' },
  activatePromotion: { method: 'GET', path: '/api/promotion/activate/{code}' },
  currentPromotion: { method: 'GET', path: '/api/promotion/current' },
} as const satisfies Record<string, CallDefinition>;
