import type { GameAccount } from '@wallet/api';
import { GAME_CATEGORIES, groupGamesByCategory } from '@wallet/domain';
import { GameRail } from './game-rail';

/** Slot, sport plus casino, and lotto, each in its own rail (spec section 2). */
export function GameSections({ games, onOpen }: { games: GameAccount[]; onOpen: (code: string) => void }) {
  const groups = groupGamesByCategory(games);
  return (
    <>
      {GAME_CATEGORIES.map((category) => (
        <GameRail key={category} category={category} games={groups[category]} onOpen={onOpen} />
      ))}
    </>
  );
}
