import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSpinActiveQuery } from '@wallet/api';
import { TileButton, TileGrid, TileLink } from './action-tiles.styles';
import { DepositIcon, GiftIcon, InviteIcon, RefundIcon, SyncIcon, WheelIcon, WithdrawIcon } from './tile-icons';

/** The modals a tile opens on home; features elsewhere are reached by route. */
export type TileAction = 'deposit' | 'withdraw' | 'invite' | 'refund';

export interface ActionTilesProps {
  /** The member's coins; undefined when the wallet answer came without its profile. */
  coins: number | undefined;
  onOpen: (action: TileAction) => void;
  onRefreshAll: () => void;
  refreshing: boolean;
}

type Tile = { key: string; icon: ReactNode; label: string } & ({ to: string } | { onClick: () => void; busy?: boolean });

/** Two rows of three: deposit, withdraw, spin (or refresh-all), invite, bonus, refund (spec section 2). */
export function ActionTiles({ coins, onOpen, onRefreshAll, refreshing }: ActionTilesProps) {
  const { t } = useTranslation('wallet');
  const spin = useSpinActiveQuery();
  const spinTile: Tile = spin.data?.active
    ? { key: 'spin', icon: <WheelIcon />, label: coins === undefined ? t('home.tile.spinPlain') : t('home.tile.spin', { coins }), to: '/user/spin' }
    : { key: 'refreshAll', icon: <SyncIcon />, label: t('home.tile.refreshAll'), onClick: onRefreshAll, busy: refreshing };
  const tiles: Tile[] = [
    { key: 'deposit', icon: <DepositIcon />, label: t('home.tile.deposit'), onClick: () => onOpen('deposit') },
    { key: 'withdraw', icon: <WithdrawIcon />, label: t('home.tile.withdraw'), onClick: () => onOpen('withdraw') },
    spinTile,
    { key: 'invite', icon: <InviteIcon />, label: t('home.tile.invite'), onClick: () => onOpen('invite') },
    { key: 'bonus', icon: <GiftIcon />, label: t('home.tile.bonus'), to: '/user/bonus' },
    { key: 'refund', icon: <RefundIcon />, label: t('home.tile.refund'), onClick: () => onOpen('refund') },
  ];
  return (
    <nav aria-label={t('home.actions')}>
      <TileGrid>
        {tiles.map((tile) => (
          <li key={tile.key}>
            {'to' in tile ? (
              <TileLink to={tile.to}>
                {tile.icon}
                {tile.label}
              </TileLink>
            ) : (
              <TileButton type="button" onClick={tile.onClick} disabled={tile.busy} aria-busy={tile.busy || undefined}>
                {tile.icon}
                {tile.label}
              </TileButton>
            )}
          </li>
        ))}
      </TileGrid>
    </nav>
  );
}
