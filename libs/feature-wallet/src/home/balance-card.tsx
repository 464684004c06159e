import { useTranslation } from 'react-i18next';
import type { WalletResponse } from '@wallet/api';
import { totalBalance } from '@wallet/domain';
import { Button, RefreshIcon } from '@wallet/ui';
import { MemberMoney } from '../money/member-money';
import { BalancePanel, Greeting, IconAction, Muted, Pill, Row, Total } from './home.styles';
import { InviteBonus } from './invite-bonus';
import { CoinIcon } from './tile-icons';
import { useLastSync } from './use-last-sync';
import { useTimeAgoText } from './use-time-ago-text';

export interface BalanceCardProps {
  wallet: WalletResponse;
  fulfilledAt: number | undefined;
  refreshing: boolean;
  onRefresh: () => void;
  onTransfer: () => void;
}

/**
 * Name, coins, the total (wallet plus every game account), its age, and the invite bonus (spec
 * section 2). When a game account could not be read (issue 24) the total is of the accounts shown,
 * and says so.
 */
export function BalanceCard({ wallet, fulfilledAt, refreshing, onRefresh, onTransfer }: BalanceCardProps) {
  const { t } = useTranslation('wallet');
  const lastSync = useTimeAgoText(useLastSync(fulfilledAt));
  return (
    <BalancePanel aria-labelledby="home-greeting">
      <Row>
        {/* Without the profile (issue 38 item 3) the greeting has no name and the coins are not shown. */}
        <Greeting id="home-greeting">{wallet.profile ? t('home.greeting', { name: wallet.profile.name }) : t('home.greetingPlain')}</Greeting>
        {wallet.profile && (
          <Pill aria-label={t('home.coinCount', { count: wallet.profile.coin })}>
            <CoinIcon />
            {wallet.profile.coin}
          </Pill>
        )}
      </Row>
      <div>
        <Muted id="home-total-label">{wallet.leftOut ? t('home.totalShown') : t('home.totalBalance')}</Muted>
        <Row>
          <Total aria-labelledby="home-total-label" role="status" aria-busy={refreshing}>
            <MemberMoney amount={totalBalance(wallet.wallet.amount, wallet.slots)} size="hero" />
          </Total>
          <IconAction type="button" disabled={refreshing} aria-label={t('home.refreshAll')} onClick={onRefresh}>
            <RefreshIcon />
          </IconAction>
        </Row>
        {lastSync && <Muted>{t('home.lastRefresh', { time: lastSync })}</Muted>}
      </div>
      <Row>
        <span>
          <Muted>{t('home.mainWallet')} </Muted>
          <MemberMoney amount={wallet.wallet.amount} />
        </span>
        <Button variant="secondary" onClick={onTransfer}>
          {t('home.transfer')}
        </Button>
      </Row>
      {wallet.invite && <InviteBonus amount={wallet.invite.amount} walletReadAt={fulfilledAt} />}
    </BalancePanel>
  );
}
