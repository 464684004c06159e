import { memo, useMemo } from 'react';
import type { GameAccount } from '@wallet/api';
import { GAME_RAILS, groupGamesByCategory } from '@wallet/domain';
import { GameRail } from './game-rail';

/**
 * Slot, sport plus casino, and lotto, each in its own rail (spec section 2), then the games of any
 * other category in a rail of their own, shown only when there are some (issue 24).
 */
export const GameSections = memo(function GameSections({ games, onOpen }: { games: GameAccount[]; onOpen: (code: string) => void }) {
  // The wallet's answer keeps unchanged games as they were (RTK Query's structural sharing): a rail
  // whose games did not change keeps its list, and is not drawn again.
  const groups = useMemo(() => groupGamesByCategory(games), [games]);
  return (
    <>
      {GAME_RAILS.filter((rail) => rail !== 'other' || groups.other.length > 0).map((rail) => (
        <GameRail key={rail} category={rail} games={groups[rail]} onOpen={onOpen} />
      ))}
    </>
  );
});
