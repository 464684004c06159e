import type { CallDefinition } from './call-definition';

/** The invite calls of spec section 7. */
export const INVITE_CALLS = {
  listInvites: { method: 'POST', path: '/api/invite' },
  claimInviteBonus: { method: 'GET', path: '/api/invite/bonus' },
  inviteBanners: { method: 'GET', path: '/api/invite/banners' },
} as const satisfies Record<string, CallDefinition>;
