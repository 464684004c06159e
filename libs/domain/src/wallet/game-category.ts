import { isOneOf } from '../one-of';

/** Game account sections of the home screen, in display order (spec §2, §3): slot, sport (with casino), lotto. */
export const GAME_CATEGORIES = ['slot', 'sport', 'lotto'] as const;

/** One category of {@link GAME_CATEGORIES}. */
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/**
 * Splits game accounts into the home screen's carousels, spec §2: { slot, sport, lotto }, each
 * keeping the server's order. Categories are matched case-insensitively; games of any other
 * category are left out.
 */
export function groupGamesByCategory<T extends { category?: string | null }>(
  games: readonly T[],
): Record<GameCategory, T[]> {
  const groups: Record<GameCategory, T[]> = { slot: [], sport: [], lotto: [] };
  for (const game of games) {
    const category = (game.category ?? '').toLowerCase();
    if (isOneOf(GAME_CATEGORIES, category)) groups[category].push(game);
  }
  return groups;
}
