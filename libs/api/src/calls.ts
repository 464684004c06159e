import { ACCOUNT_CALLS } from './calls/account.calls';
import { AUTH_CALLS } from './calls/auth.calls';
import { AUTO_LOGIN_CALLS } from './calls/auto-login.calls';
import { BONUS_CALLS } from './calls/bonus.calls';
import { fillPath } from './calls/call-definition';
import { CHAT_CALLS } from './calls/chat.calls';
import { DEPOSIT_LOOKUP_CALLS } from './calls/deposit-lookup.calls';
import { INVITE_CALLS } from './calls/invite.calls';
import { LOOKUP_CALLS } from './calls/lookup.calls';
import { OTP_CALLS } from './calls/otp.calls';
import { PROMOTION_CALLS } from './calls/promotion.calls';
import { QRCODE_CALLS } from './calls/qrcode.calls';
import { REFUND_CALLS } from './calls/refund.calls';
import { SITE_CALLS } from './calls/site.calls';
import { SPINWHEEL_CALLS } from './calls/spinwheel.calls';
import { STATEMENT_CALLS } from './calls/statement.calls';
import { WALLET_CALLS } from './calls/wallet.calls';

export type { CallDefinition, HttpMethod } from './calls/call-definition';

/**
 * The catalogue of backend calls, one entry per call of spec section 7. Endpoints are built from
 * it and the stand-in API registers a route for each, so a call cannot exist on one side only.
 * Each endpoint file takes only its own part (calls/<domain>.calls.ts), so a screen downloads the
 * definitions of the calls it makes, not the whole catalogue.
 */
export const CALLS = {
  ...SITE_CALLS,
  ...LOOKUP_CALLS,
  ...DEPOSIT_LOOKUP_CALLS,
  ...AUTH_CALLS,
  ...ACCOUNT_CALLS,
  ...OTP_CALLS,
  ...WALLET_CALLS,
  ...QRCODE_CALLS,
  ...AUTO_LOGIN_CALLS,
  ...INVITE_CALLS,
  ...REFUND_CALLS,
  ...BONUS_CALLS,
  ...PROMOTION_CALLS,
  ...STATEMENT_CALLS,
  ...SPINWHEEL_CALLS,
  ...CHAT_CALLS,
};

export type CallName = keyof typeof CALLS;

/** Fills `{name}` parameters, URL-encoding each value. */
export function callPath(name: CallName, params: Record<string, string> = {}): string {
  return fillPath(name, CALLS[name].path, params);
}
