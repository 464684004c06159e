import { SITE_CALLS } from './areas/site/site.calls';
import { LOOKUP_CALLS } from './areas/lookup/lookup.calls';
import { DEPOSIT_LOOKUP_CALLS } from './areas/deposit-lookup/deposit-lookup.calls';
import { AUTH_CALLS } from './areas/auth/auth.calls';
import { ACCOUNT_CALLS } from './areas/account/account.calls';
import { PROFILE_CALLS } from './areas/profile/profile.calls';
import { OTP_CALLS } from './areas/otp/otp.calls';
import { WALLET_CALLS } from './areas/wallet/wallet.calls';
import { GAME_ACCOUNT_CALLS } from './areas/game-account/game-account.calls';
import { MONEY_CALLS } from './areas/money/money.calls';
import { DEPOSIT_CALLS } from './areas/deposit/deposit.calls';
import { QR_CALLS } from './areas/qr/qr.calls';
import { AUTO_LOGIN_CALLS } from './areas/auto-login/auto-login.calls';
import { INVITE_CALLS } from './areas/invite/invite.calls';
import { REFUND_CALLS } from './areas/refund/refund.calls';
import { BONUS_CALLS } from './areas/bonus/bonus.calls';
import { PROMOTION_CALLS } from './areas/promotion/promotion.calls';
import { STATEMENT_CALLS } from './areas/statement/statement.calls';
import { SPIN_WHEEL_CALLS } from './areas/spin-wheel/spin-wheel.calls';
import { SPIN_ACTIVE_CALLS } from './areas/spin-active/spin-active.calls';
import { CHAT_CALLS } from './areas/chat/chat.calls';
import { fillPath } from './call-definition';

export type { Answer, CallDefinition, HttpMethod } from './call-definition';

/**
 * The catalogue of backend calls, one entry per call of spec section 7, gathered from the areas
 * (areas/<area>/<area>.calls.ts). The stand-in API registers a route for each and answers in the
 * spec-only mode through their schemas, so a call cannot exist on one side only. The app never
 * imports the whole catalogue: each area's endpoints take their own calls, so a screen downloads
 * the definitions and schemas of the calls it makes.
 */
export const CALLS = {
  ...SITE_CALLS,
  ...LOOKUP_CALLS,
  ...DEPOSIT_LOOKUP_CALLS,
  ...AUTH_CALLS,
  ...ACCOUNT_CALLS,
  ...PROFILE_CALLS,
  ...OTP_CALLS,
  ...WALLET_CALLS,
  ...GAME_ACCOUNT_CALLS,
  ...MONEY_CALLS,
  ...DEPOSIT_CALLS,
  ...QR_CALLS,
  ...AUTO_LOGIN_CALLS,
  ...INVITE_CALLS,
  ...REFUND_CALLS,
  ...BONUS_CALLS,
  ...PROMOTION_CALLS,
  ...STATEMENT_CALLS,
  ...SPIN_WHEEL_CALLS,
  ...SPIN_ACTIVE_CALLS,
  ...CHAT_CALLS,
};

export type CallName = keyof typeof CALLS;

/** Fills `{name}` parameters, URL-encoding each value. */
export function callPath(name: CallName, params: Record<string, string> = {}): string {
  return fillPath(name, CALLS[name].path, params);
}
