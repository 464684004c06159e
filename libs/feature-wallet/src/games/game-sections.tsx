import { memo, useMemo, type ReactNode } from 'react';
import type { GameAccount } from '@wallet/api';
import { GAME_RAILS, groupGamesByCategory } from '@wallet/domain';
import { GameRail } from './game-rail';

const [FIRST_RAIL, ...LATER_RAILS] = GAME_RAILS;

export interface GameSectionsProps {
  /** The games the first rail shows: drawn with home's first screen. */
  games: GameAccount[];
  /** The games the other rails show, or null while they wait for their own pass (`pending` shows then). */
  laterGames: GameAccount[] | null;
  pending: ReactNode;
  onOpen: (code: string) => void;
}

/**
 * Slot, sport plus casino, and lotto, each in its own rail (spec section 2), then the games of any
 * other category in a rail of their own, shown only when there are some (issue 24). The first
 * rail is part of home's first screen; the others may come in a second pass.
 */
export const GameSections = memo(function GameSections({ games, laterGames, pending, onOpen }: GameSectionsProps) {
  // The wallet's answer keeps unchanged games as they were (RTK Query's structural sharing): a rail
  // whose games did not change keeps its list, and is not drawn again.
  const first = useMemo(() => groupGamesByCategory(games)[FIRST_RAIL], [games]);
  const later = useMemo(() => (laterGames ? groupGamesByCategory(laterGames) : null), [laterGames]);
  return (
    <>
      <GameRail category={FIRST_RAIL} games={first} onOpen={onOpen} />
      {later
        ? LATER_RAILS.filter((rail) => rail !== 'other' || later.other.length > 0).map((rail) => <GameRail key={rail} category={rail} games={later[rail]} onOpen={onOpen} />)
        : pending}
    </>
  );
});
