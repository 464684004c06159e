import type { GameAccount } from '@wallet/api';
import { GAME_RAILS, groupGamesByCategory } from '@wallet/domain';
import { GameRail } from './game-rail';

/**
 * Slot, sport plus casino, and lotto, each in its own rail (spec section 2), then the games of any
 * other category in a rail of their own, shown only when there are some (issue 24).
 */
export function GameSections({ games, onOpen }: { games: GameAccount[]; onOpen: (code: string) => void }) {
  const groups = groupGamesByCategory(games);
  return (
    <>
      {GAME_RAILS.filter((rail) => rail !== 'other' || groups.other.length > 0).map((rail) => (
        <GameRail key={rail} category={rail} games={groups[rail]} onOpen={onOpen} />
      ))}
    </>
  );
}
