import type { CallDefinition } from './call-definition';

/** The one-time code calls of spec section 7. */
export const OTP_CALLS = {
  sendOtp: { method: 'POST', path: '/api/otp/send' },
  verifyOtp: { method: 'POST', path: '/api/otp/verify' },
} as const satisfies Record<string, CallDefinition>;
