import { memo, Suspense, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetWalletQuery, type WalletResponse } from '@wallet/api';
import { useApiErrorText } from '@wallet/api-texts';
import { Alert, Button, LeftOutNote, onDemand, useDocumentTitle, useMarkFirstScreen, useOnAfterFirstScreen } from '@wallet/ui';
import { AgreementGate } from '../agreement/agreement-gate';
import { BankNameGate } from '../bank-name/bank-name-gate';
import { GameSections } from '../games/game-sections';
import { MemberCurrencyScope } from '../money/member-money';
import { ActionTiles } from './action-tiles';
import { BalanceCard } from './balance-card';
import type { HomeDialog } from './home-dialogs';
import { HomeSkeleton, RailSkeletons } from './home-skeleton';
import { Column, HomeGrid } from './home.styles';
import { NoticeStrip } from './notice-strip';
import { useBalanceRefresh } from './use-balance-refresh';
import { useNoticeSettled } from './use-notice-settled';

// The modals' loaders are a part of their own, fetched once home's first screen is drawn: home's
// first load carries neither the modals nor the list of them. Offline, it says so in a sheet.
const loadHomeDialogs = () => import('./home-dialogs');
const HomeDialogs = onDemand(() => loadHomeDialogs().then((m) => m.HomeDialogs), 'dialog');
// Ready before the first tap; a failed fetch is asked again (and told) when a modal opens.
const preloadHomeDialogs = () => void loadHomeDialogs().catch(() => undefined);

/** The member's wallet home (spec section 2): balances, actions, game accounts and their modals. */
export function HomePage() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('screen.home'));
  const wallet = useGetWalletQuery();
  const { refreshAll, refreshing } = useBalanceRefresh(wallet);
  const [agreementSettled, setAgreementSettled] = useState(false);
  const settleAgreement = useCallback(() => setAgreementSettled(true), []);
  const errorText = useApiErrorText(wallet.error);
  // Retry is busy for the member's own retry only; a re-read home asks for by itself (the arrival
  // refresh) leaves the failure on screen as it is, without a spinner, until its answer comes.
  const [retrying, setRetrying] = useState(false);
  const retry = () => {
    setRetrying(true);
    void Promise.resolve(wallet.refetch()).finally(() => setRetrying(false));
  };
  const noticeSettled = useNoticeSettled(Boolean(wallet.data));
  // An answer that comes while home is on screen (the first one, a refresh's) is drawn in a pass
  // React splits into short slices: drawn at once, home's content was one task of 250 ms on a
  // slowed phone, a tap kept waiting all through it. The answer and its time go together: the
  // invite bonus offers receive again only for a reading newer than its claim.
  const answer = useMemo(() => (wallet.data ? { data: wallet.data, fulfilledAt: wallet.fulfilledTimeStamp } : undefined), [wallet.data, wallet.fulfilledTimeStamp]);
  const shown = useDeferredValue(answer);
  // A failure is home's first screen too: the extras need not wait for an answer that did not come.
  useMarkFirstScreen(Boolean(wallet.error));

  return (
    <MemberCurrencyScope>
      {shown && noticeSettled ? (
        <HomeContent wallet={shown.data} fulfilledAt={shown.fulfilledAt} refreshing={refreshing} onRefreshAll={refreshAll} />
      ) : wallet.error ? (
        // The last failure stays on screen while the wallet is asked for again (by Retry, or by
        // the arrival refresh): a stalled wallet must not turn back into endless loading.
        <HomeGrid>
          <Alert tone="danger">{errorText}</Alert>
          <Button onClick={retry} busy={retrying}>
            {t('action.retry')}
          </Button>
        </HomeGrid>
      ) : (
        <HomeSkeleton />
      )}
      <AgreementGate onSettled={settleAgreement} />
      {agreementSettled && wallet.data && <BankNameGate bankAccount={wallet.data.bankAccount} />}
    </MemberCurrencyScope>
  );
}

interface HomeContentProps {
  wallet: WalletResponse;
  fulfilledAt: number | undefined;
  refreshing: boolean;
  onRefreshAll: () => void;
}

// One element for every draw of home: a new one each time would draw the (memoised) rails' list again.
const RAILS_PENDING_LOOK = <RailSkeletons count={2} />;

// Drawn again for its own props only: home's other states (the calls' flags, the agreement) leave it.
const HomeContent = memo(function HomeContent({ wallet, fulfilledAt, refreshing, onRefreshAll }: HomeContentProps) {
  const [dialog, setDialog] = useState<HomeDialog | null>(null);
  // The first screen (greeting, total, tiles and the first rail) is drawn at once; the other rails
  // come in a second pass that React splits into short slices, so a tap is never kept waiting.
  // Deferred is a constant, not the games: a reloaded wallet draws every rail in one pass.
  const laterRailsDue = useDeferredValue(true, false);
  useMarkFirstScreen(true);
  // One handler for every card, so the rails are not drawn again when another answer arrives.
  const openGame = useCallback((code: string) => setDialog({ kind: 'game', code }), []);
  useOnAfterFirstScreen(preloadHomeDialogs);
  return (
    <HomeGrid>
      <Column>
        <NoticeStrip />
        <BalanceCard wallet={wallet} fulfilledAt={fulfilledAt} refreshing={refreshing} onRefresh={onRefreshAll} onTransfer={() => setDialog({ kind: 'transfer', from: 'WALLET' })} />
        <ActionTiles coins={wallet.profile?.coin} refreshing={refreshing} onRefreshAll={onRefreshAll} onOpen={(kind) => setDialog({ kind })} />
      </Column>
      <Column>
        <GameSections games={wallet.slots} laterGames={laterRailsDue ? wallet.slots : null} pending={RAILS_PENDING_LOOK} onOpen={openGame} />
        <LeftOutNote count={wallet.leftOut} />
      </Column>
      {dialog && (
        <Suspense fallback={null}>
          <HomeDialogs dialog={dialog} onChange={setDialog} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </HomeGrid>
  );
});
