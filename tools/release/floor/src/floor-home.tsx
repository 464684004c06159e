import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useGetWalletQuery, type FloorWallet } from './floor-store';
import * as S from './floor.styles';

const money = new Intl.NumberFormat('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const TILES = ['deposit', 'withdraw', 'spin', 'bonus'] as const;
const RAILS = ['SLOT', 'SPORT', 'LOTTO'] as const;
const MENU = ['profile', 'statement', 'home', 'contact'] as const;

function Balance({ wallet }: { wallet: FloorWallet }) {
  const { t } = useTranslation();
  const total = wallet.slots.reduce((sum, game) => sum + game.amount, wallet.wallet.amount);
  return (
    <S.Card aria-labelledby="greeting">
      <S.Row>
        <S.Greeting id="greeting">{t('greeting', { name: wallet.profile.name })}</S.Greeting>
        <S.Pill>{wallet.profile.coin}</S.Pill>
      </S.Row>
      <S.Muted>{t('total')}</S.Muted>
      <S.Total>{money.format(total)} ฿</S.Total>
      <S.Row>
        <span>
          <S.Muted>{t('wallet')} </S.Muted>
          <S.Money>{money.format(wallet.wallet.amount)}</S.Money>
        </span>
        <S.Action type="button">{t('transfer')}</S.Action>
      </S.Row>
    </S.Card>
  );
}

function Rails({ games }: { games: FloorWallet['slots'] }) {
  const { t } = useTranslation();
  return RAILS.map((category) => (
    <S.Rail key={category} aria-label={t(`rails.${category}`)}>
      <S.RailTitle>{t(`rails.${category}`)}</S.RailTitle>
      <S.RailItems>
        {games
          .filter((game) => game.category === category)
          .map((game) => (
            <S.GameCard key={game.code}>
              <S.GameButton type="button">
                <S.GameName>{game.name}</S.GameName>
                <S.GameBalance>{money.format(game.amount)}</S.GameBalance>
              </S.GameButton>
            </S.GameCard>
          ))}
      </S.RailItems>
    </S.Rail>
  ));
}

/** Top bar, balance card, four tiles, three rails of game cards and a bottom menu. */
export function FloorHome() {
  const { t } = useTranslation();
  const wallet = useGetWalletQuery();
  return (
    <S.Page>
      <S.TopBar>
        <S.SiteName>{t('site')}</S.SiteName>
        <S.Language type="button">TH</S.Language>
      </S.TopBar>
      <S.Main>
        {wallet.data ? <Balance wallet={wallet.data} /> : <S.Skeleton />}
        <S.Tiles>
          {TILES.map((tile) => (
            <S.Tile key={tile} href={`#${tile}`}>
              <S.TileIcon />
              {t(`tiles.${tile}`)}
            </S.Tile>
          ))}
        </S.Tiles>
        {wallet.data ? <Rails games={wallet.data.slots} /> : <S.Skeleton />}
      </S.Main>
      <S.BottomMenu>
        {MENU.map((item) => (
          <S.MenuLink key={item} as={Link} to={`/${item}`}>
            {t(`menu.${item}`)}
          </S.MenuLink>
        ))}
      </S.BottomMenu>
    </S.Page>
  );
}
