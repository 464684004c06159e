/** The phone-wallet provider's campaign address a gift link starts with; the voucher hash follows `?v=`. */
export const GIFT_LINK_ADDRESS = 'https://gift.truemoney.com/campaign/';

/** Why a gift link cannot be sent: nothing pasted, or not a gift link of the provider's campaign address. */
export type GiftLinkReason = 'errors:validation.required' | 'wallet:deposit.wallet.linkInvalid';

/** A gift link ready to send, or the reason it is not. */
export type GiftLinkCheck = { link: string; reason: null } | { link: null; reason: GiftLinkReason };

const VOUCHER_HASH = /^[A-Za-z0-9]+$/;

/**
 * Phone-wallet gift link, spec §5 (send disabled while the field is empty) and issue 19: spaces
 * around the pasted text are trimmed; what is left must be exactly the provider's campaign address
 * {@link GIFT_LINK_ADDRESS} followed by `?v=` and a voucher hash of letters and digits, nothing
 * else. The cleaned link is what is sent; a wrong one is never sent. The 2 baht minimum
 * (LIMITS.TRUE_LINK_MINIMUM) is a text only: the link's amount is not known on the client.
 */
export function checkGiftLink(input: string | null | undefined): GiftLinkCheck {
  const link = (input ?? '').trim();
  if (link === '') return { link: null, reason: 'errors:validation.required' };
  const prefix = `${GIFT_LINK_ADDRESS}?v=`;
  if (!link.startsWith(prefix) || !VOUCHER_HASH.test(link.slice(prefix.length))) return { link: null, reason: 'wallet:deposit.wallet.linkInvalid' };
  return { link, reason: null };
}
