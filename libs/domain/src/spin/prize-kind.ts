// What a won prize is, and so what the prize sheet and the coupon table may say about it (issue 38
// item 4). The specification makes every prize a coupon (sections 1, 3 and 4: 'prize with name
// and slice, amount', claimed from the coupons) and names the refusals a claim can meet (section
// 8: INVALID_COUPON_TYPE for a coupon that is no claim, BONUS_REMAINING while a bonus is active).
// Whether the amount is money, coins or nothing is the prize's kind, an optional extension of the
// coupon; without it an amount is read as the specification shows figures (money), and an amount
// of nothing is not shown as money.

/** cash: money that reaches the wallet when claimed; coin: coins for the wheel; item: a thing staff hand over. */
export const PRIZE_KINDS = ['cash', 'coin', 'item'] as const;
export type PrizeKind = (typeof PRIZE_KINDS)[number];

/** A coupon's amount as the member reads it. */
export type CouponWorth = { as: 'money'; amount: number } | { as: 'coins'; count: number } | { as: 'nothing' };

/**
 * @param kind the coupon's prize kind, when the server says it
 * @param amount the coupon's amount (spec section 3), null when it could not be read
 */
export function couponWorth(kind: PrizeKind | undefined, amount: number | null): CouponWorth {
  if (kind === 'item' || amount === null) return { as: 'nothing' };
  if (kind === 'coin') return amount > 0 ? { as: 'coins', count: amount } : { as: 'nothing' };
  if (kind === 'cash') return { as: 'money', amount };
  return amount > 0 ? { as: 'money', amount } : { as: 'nothing' };
}

/** What an unclaimed coupon offers next. */
export type PrizeNextStep =
  /** Claim it now. */
  | 'claim'
  /** Ask the operator: an item, or a prize the server refused as a coupon type (INVALID_COUPON_TYPE). */
  | 'contact'
  /** It waits until the member's active bonus ends (the server refuses it with BONUS_REMAINING meanwhile). */
  | 'afterBonus';

export interface PrizeFacts {
  kind: PrizeKind | undefined;
  /** The server already refused this prize as a coupon type that cannot be claimed. */
  refusedAsType: boolean;
  /** The member holds an active bonus (GET /api/bonus/check/active). */
  bonusActive: boolean;
}

/** What an unclaimed coupon offers, known before any tap. */
export function prizeNextStep({ kind, refusedAsType, bonusActive }: PrizeFacts): PrizeNextStep {
  if (kind === 'item' || refusedAsType) return 'contact';
  return bonusActive ? 'afterBonus' : 'claim';
}
