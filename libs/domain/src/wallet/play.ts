import { parseAmount } from '../money';
import { isBlank } from '../text';
import { hasAutoLogin } from './game-login';

/** Where a game can be played from its account modal (spec section 2). */
export type PlayTarget = 'android' | 'ios' | 'web';

/** The play order of the modal: the apps first, then the web. */
const PLAY_TARGETS: readonly PlayTarget[] = ['android', 'ios', 'web'];

/** A game's play links (spec §3 game account: web, android, ios; each a link or null). */
export interface PlayLinks {
  web?: string | null;
  android?: string | null;
  ios?: string | null;
}

/**
 * Spec sections 2 and 4, game-account modal: when the game balance is zero or less the game's
 * link opens straight away; otherwise all wallet money is transferred into the game first, then
 * the link opens. With nothing in the wallet there is nothing to move, so nothing is sent. An
 * amount that is not a number counts as zero.
 */
export function transfersBeforePlay(gameBalance: unknown, walletBalance: unknown): boolean {
  return (parseAmount(gameBalance) ?? 0) > 0 && (parseAmount(walletBalance) ?? 0) > 0;
}

/**
 * The Play buttons a game offers (spec §2, §7): Android and iOS when the game has that link; web
 * when it has a web link or its provider logs in through an auto-login route (gameLoginRoute).
 * A game with neither is offered no web play: nothing would open, and no money may move for it.
 */
export function playTargets(provider: string, links: PlayLinks): PlayTarget[] {
  const hasLink = (value: string | null | undefined) => typeof value === 'string' && !isBlank(value);
  return PLAY_TARGETS.filter((target) => hasLink(links[target]) || (target === 'web' && hasAutoLogin(provider)));
}
