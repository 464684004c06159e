import type { CallDefinition } from './call-definition';

/** The account calls of spec section 7. */
export const ACCOUNT_CALLS = {
  validateAccount: { method: 'POST', path: '/api/account/validate' },
  createAccount: { method: 'POST', path: '/api/account' },
  getProfile: { method: 'GET', path: '/api/account/profile' },
  updateProfile: { method: 'PUT', path: '/api/account/profile' },
  updateBankAccountName: { method: 'PUT', path: '/api/account/bankAccountName' },
  changePassword: { method: 'PUT', path: '/api/account/changepwd' },
} as const satisfies Record<string, CallDefinition>;
