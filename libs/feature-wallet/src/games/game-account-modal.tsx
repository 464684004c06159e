import { useTranslation } from 'react-i18next';
import { ApiErrorText, MoneyErrorText, useActivateGameMutation, useGetGameAccountQuery, useGetWalletQuery, useTransferAllMutation } from '@wallet/api';
import { Alert, Button, Modal, useSingleFlight, useToast } from '@wallet/ui';
import { MemberMoney } from '../money/member-money';
import { BalanceLine, Note } from './game-account.styles';
import { GameCredentials } from './game-credentials';
import { PlayButtons } from './play-buttons';

export interface GameAccountModalProps {
  code: string;
  onClose: () => void;
  /** Hands over to the transfer modal with this game as the target. */
  onTransfer: (code: string) => void;
}

/** One game account (spec section 2): open it, read and copy its credentials, move money in, and play. */
export function GameAccountModal({ code, onClose, onTransfer }: GameAccountModalProps) {
  const { t } = useTranslation('wallet');
  const toast = useToast();
  const game = useGetWalletQuery().data?.slots.find((slot) => slot.code === code);
  const credentials = useGetGameAccountQuery(code, { skip: !game?.isActive });
  const [activate, activation] = useActivateGameMutation();
  const [transferAll, transferAllState] = useTransferAllMutation();
  const busy = activation.isLoading || transferAllState.isLoading;

  const open = useSingleFlight(async () => {
    // Success marks the account active and reloads its data through the cache tags.
    const result = await activate(code);
    if (!result.error) toast({ message: t('game.activated'), tone: 'success' });
  });

  const moveAllIn = useSingleFlight(async () => {
    const result = await transferAll({ to: code });
    if (!result.error) toast({ message: t('game.transferAllSuccess'), tone: 'success' });
  });

  if (!game) return null;

  return (
    <Modal open title={game.name} onClose={onClose} dismissible={!busy}>
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
          <Button block onClick={open} busy={activation.isLoading}>
            {t('game.activate')}
          </Button>
        </>
      ) : (
        <>
          {credentials.data && <GameCredentials code={code} credentials={credentials.data} />}
          {credentials.error && (
            <Alert tone="danger">
              <ApiErrorText error={credentials.error} />
            </Alert>
          )}
          {transferAllState.error && (
            <Alert tone="danger">
              <MoneyErrorText error={transferAllState.error} />
            </Alert>
          )}
          <PlayButtons game={game} credentials={credentials.data} disabled={busy} />
          <Note>{t('game.transferBeforePlay')}</Note>
          <Button variant="secondary" block onClick={moveAllIn} busy={transferAllState.isLoading}>
            {t('game.transferAll')}
          </Button>
          <Button variant="ghost" block onClick={() => onTransfer(code)} disabled={busy}>
            {t('transfer.title')}
          </Button>
        </>
      )}
    </Modal>
  );
}
