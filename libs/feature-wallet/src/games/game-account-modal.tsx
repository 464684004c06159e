import { useTranslation } from 'react-i18next';
import { useActivateGameMutation, useGetGameAccountQuery, useGetWalletQuery, useTransferAllMutation, type GameAccount } from '@wallet/api';
import { ApiErrorText, MoneyErrorText, useMoneyText } from '@wallet/api-texts';
import { gameTitle, parseAmount, playTargets, transfersBeforePlay, type PlayTarget } from '@wallet/domain';
import { Alert, Button, Modal, RetryAlert, useSingleFlight, useSingleSuccess, useToast } from '@wallet/ui';
import { MemberMoney } from '../money/member-money';
import { BalanceLine, Note } from './game-account.styles';
import { GameCredentials } from './game-credentials';
import { PlayButtons } from './play-buttons';
import { usePlayGame } from './use-play-game';

export interface GameAccountModalProps {
  code: string;
  onClose: () => void;
  /** Hands over to the transfer modal with this game as the target. */
  onTransfer: (code: string) => void;
}

/** One game account (spec section 2): open it, read and copy its credentials, move money in, and play. */
export function GameAccountModal({ code, ...props }: GameAccountModalProps) {
  const wallet = useGetWalletQuery();
  const game = wallet.data?.slots.find((slot) => slot.code === code);
  if (!wallet.data || !game) return null;
  return <GameAccountDialog game={game} walletAmount={wallet.data.wallet.amount} walletReadAt={wallet.fulfilledTimeStamp} {...props} />;
}

interface GameAccountDialogProps extends Omit<GameAccountModalProps, 'code'> {
  game: GameAccount;
  walletAmount: number;
  /** When the wallet was last read: a money action waits for the next reading before it can run again. */
  walletReadAt: number | undefined;
}

/** A game action that can move the wallet into the game: Play (on a platform) or transfer all. */
type MoneyAction = PlayTarget | 'transferAll';

function GameAccountDialog({ game, walletAmount, walletReadAt, onClose, onTransfer }: GameAccountDialogProps) {
  const { t } = useTranslation('wallet');
  const toast = useToast();
  const moneyText = useMoneyText();
  const { code } = game;
  const credentials = useGetGameAccountQuery(code, { skip: !game.isActive });
  const [activate, activation] = useActivateGameMutation();
  const [transferAll, transferAllState] = useTransferAllMutation();
  const { play, playing, problem, links } = usePlayGame(game, credentials.data, walletAmount);
  const busy = activation.isLoading || transferAllState.isLoading || playing !== null;

  const open = useSingleFlight(async () => {
    // Success marks the account active and reloads its data through the cache tags.
    const result = await activate(code);
    if (!result.error) toast({ message: t('game.activated'), tone: 'success' });
  });

  const moveAllIn = async (): Promise<boolean> => {
    const result = await transferAll({ to: code });
    if (result.error) return false;
    toast({ message: t('game.transferAllSuccess'), tone: 'success' });
    return true;
  };

  // Play and transfer all both move the wallet into the game: one runs at a time, and once money
  // has moved neither runs again until the wallet has been read again (a tap that lands before the
  // screen has caught up would otherwise move money on figures that are no longer true).
  const runMoneyAction = useSingleSuccess((action: MoneyAction) => (action === 'transferAll' ? moveAllIn() : play(action)), walletReadAt);

  const walletEmpty = (parseAmount(walletAmount) ?? 0) <= 0;
  return (
    <Modal open title={gameTitle(game)} onClose={onClose} dismissible={!busy}>
      <BalanceLine>
        <span>{t('game.balance')}</span>
        <MemberMoney amount={game.amount} size="large" />
      </BalanceLine>
      {!game.isActive ? (
        <>
          <p>{t('game.inactive')}</p>
          {activation.error && (
            <Alert tone="danger">
              <ApiErrorText error={activation.error} />
            </Alert>
          )}
          <Button block money onClick={open} busy={activation.isLoading}>
            {t('game.activate')}
          </Button>
        </>
      ) : (
        <>
          {credentials.data && <GameCredentials code={code} credentials={credentials.data} />}
          {credentials.isError && (
            <RetryAlert onRetry={() => void credentials.refetch()} retrying={credentials.isFetching}>
              <ApiErrorText error={credentials.error} />
            </RetryAlert>
          )}
          {transferAllState.error && (
            <Alert tone="danger">
              <MoneyErrorText error={transferAllState.error} />
            </Alert>
          )}
          <PlayButtons
            targets={playTargets(code, links)}
            playing={playing}
            problem={problem}
            disabled={activation.isLoading || transferAllState.isLoading}
            movesMoney={transfersBeforePlay(game.amount, walletAmount)}
            onPlay={(target) => void runMoneyAction(target)}
          />
          {/* What Play does with the member's money, in figures (spec section 2: all wallet funds first). */}
          <Note>{transfersBeforePlay(game.amount, walletAmount) ? t('game.transferBeforePlay', { amount: moneyText(walletAmount) }) : t('game.playWithoutTransfer')}</Note>
          <Button variant="secondary" block money onClick={() => void runMoneyAction('transferAll')} busy={transferAllState.isLoading} disabled={playing !== null || walletEmpty}>
            {t('game.transferAll')}
          </Button>
          <Button variant="ghost" block onClick={() => onTransfer(code)} disabled={busy}>
            {t('home.transfer')}
          </Button>
        </>
      )}
    </Modal>
  );
}
