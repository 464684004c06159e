import { matchOneOf } from '../one-of';
import { safeAddress } from '../safety/safe-address';

/** Game account sections of the home screen, in display order (spec §2, §3): slot, sport (with casino), lotto. */
export const GAME_CATEGORIES = ['slot', 'sport', 'lotto'] as const;

/** One category of {@link GAME_CATEGORIES}. */
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/** The home screen's rails in display order: the three of the spec, then 'other' for every category it does not list (issue 24). */
export const GAME_RAILS = [...GAME_CATEGORIES, 'other'] as const;

/** One rail of {@link GAME_RAILS}. */
export type GameRail = (typeof GAME_RAILS)[number];

/**
 * Splits game accounts into the home screen's carousels, spec §2: { slot, sport, lotto }, each
 * keeping the server's order, categories matched case-insensitively ('SLOT' is slot). A game of
 * any other category, or of none, is kept in 'other' (issue 24: a game is never hidden for its
 * category); the home screen shows that rail only when it holds a game.
 */
export function groupGamesByCategory<T extends { category?: string | null }>(games: readonly T[]): Record<GameRail, T[]> {
  const groups: Record<GameRail, T[]> = { slot: [], sport: [], lotto: [], other: [] };
  for (const game of games) groups[matchOneOf(GAME_CATEGORIES, game.category) ?? 'other'].push(game);
  return groups;
}

/**
 * What a game card is called (spec §3 gives a game a code and a name): its name, else its code,
 * so a game a backend sent without a name (null, blank) still has one on screen.
 */
export function gameTitle({ name, code }: { name?: string | null; code: string }): string {
  return name?.trim() || code;
}

/** How many cards of the first rail a phone shows whole or in part: their pictures are fetched first. */
export const FIRST_RAIL_CARDS_IN_VIEW = 3;

/**
 * The pictures home's first screen draws, to fetch while its code still runs: the backgrounds and
 * logos of the first rail's cards in view (a logo waits for layout as a lazy image), each checked
 * as a card checks it (safeAddress), each once.
 */
export function firstScreenImages(games: ReadonlyArray<{ category?: string | null; background?: unknown; logo?: unknown }>): string[] {
  const inView = groupGamesByCategory(games)[GAME_RAILS[0]].slice(0, FIRST_RAIL_CARDS_IN_VIEW);
  return [...new Set(inView.flatMap((game) => [safeAddress(game.background), safeAddress(game.logo)]).filter((address) => address !== null))];
}
