import { parseAmount } from '../money';

/** Where a game can be played from its account modal (spec section 2). */
export type PlayTarget = 'android' | 'ios' | 'web';

/**
 * Spec sections 2 and 4, game-account modal: when the game balance is zero or less the game's
 * link opens straight away; otherwise all wallet money is transferred into the game first, then
 * the link opens. An amount that is not a number counts as zero.
 */
export function transfersBeforePlay(gameBalance: unknown): boolean {
  return (parseAmount(gameBalance) ?? 0) > 0;
}
