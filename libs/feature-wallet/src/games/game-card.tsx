import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameAccount } from '@wallet/api';
import { displayedGameBalance, gameTitle, safeAddress } from '@wallet/domain';
import { MemberMoney } from '../money/member-money';
import { CardButton, Caption, Logo, Multiplied, Name, OpenLabel } from './game-card.styles';

/**
 * A game account: logo on its background, the balance and the balance times ftWalletSlot
 * (spec sections 2 and 3); an inactive one is desaturated and offers opening the account. Logo
 * and background come from the server: each is drawn only from an http(s) address or a path of
 * this site (safeAddress).
 */
export const GameCard = memo(function GameCard({ game, onOpen }: { game: GameAccount; onOpen: (code: string) => void }) {
  const { t } = useTranslation('wallet');
  const logo = safeAddress(game.logo);
  const background = safeAddress(game.background);
  return (
    <CardButton
      type="button"
      data-rail-item
      data-inactive={game.isActive ? undefined : ''}
      style={background ? { backgroundImage: `url(${JSON.stringify(background)})` } : undefined}
      onClick={() => onOpen(game.code)}
    >
      {logo && <Logo src={logo} alt="" loading="lazy" decoding="async" />}
      <Caption>
        <Name>{gameTitle(game)}</Name>
        {game.isActive ? (
          <>
            <MemberMoney amount={game.amount} />
            {game.ftWalletSlot !== 1 && (
              <Multiplied>
                {t('home.multiplier', { factor: game.ftWalletSlot })} <MemberMoney amount={displayedGameBalance(game)} />
              </Multiplied>
            )}
          </>
        ) : (
          <OpenLabel>{t('home.openAccount')}</OpenLabel>
        )}
      </Caption>
    </CardButton>
  );
});
