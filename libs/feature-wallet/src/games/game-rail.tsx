import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameAccount } from '@wallet/api';
import type { GameRail as RailName } from '@wallet/domain';
import { SectionHead } from '@wallet/ui';
import { GameCard } from './game-card';
import { Empty, PageButtons, Rail as RailList, RailSection } from './game-rail.styles';
import { useRailNavigation } from './use-rail-navigation';

/** One category's game accounts in a swipeable rail (touch, mouse drag, arrow keys). */
export const GameRail = memo(function GameRail({ category, games, onOpen }: { category: RailName; games: GameAccount[]; onOpen: (code: string) => void }) {
  const { t } = useTranslation(['wallet', 'common']);
  const headingId = useId();
  const { railRef, page, railProps } = useRailNavigation();
  return (
    <RailSection aria-labelledby={headingId}>
      <SectionHead>
        <h2 id={headingId}>{t(`wallet:home.category.${category}`)}</h2>
        {games.length > 2 && (
          <PageButtons>
            <button type="button" aria-label={t('common:carousel.previous')} onClick={() => page(-1)}>
              ‹
            </button>
            <button type="button" aria-label={t('common:carousel.next')} onClick={() => page(1)}>
              ›
            </button>
          </PageButtons>
        )}
      </SectionHead>
      {games.length === 0 ? (
        <Empty>{t('wallet:home.noGames')}</Empty>
      ) : (
        <RailList ref={railRef} aria-labelledby={headingId} {...railProps}>
          {games.map((game) => (
            <li key={game.code}>
              <GameCard game={game} onOpen={onOpen} />
            </li>
          ))}
        </RailList>
      )}
    </RailSection>
  );
});
