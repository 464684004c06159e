import { Suspense } from 'react';
import { withTextParts, type TextPart } from '@wallet/i18n';
import { onDemand } from '@wallet/ui';

/** A modal's code with the parts of 'wallet' it shows, loaded side by side. */
const withTexts = <Module,>(code: Promise<Module>, ...parts: TextPart<'wallet'>[]) => withTextParts(code, 'wallet', ...parts);

// Every modal of home loads on demand, with its texts: home's first load carries none of them. One
// that cannot be loaded (offline) says so in a sheet of its own, with a retry.
const GameAccountModal = onDemand(() => import('../games/game-account-modal').then((m) => m.GameAccountModal), 'dialog');
const TransferModal = onDemand(() => withTexts(import('../transfer/transfer-modal'), 'transfer').then((m) => m.TransferModal), 'dialog');
const WithdrawModal = onDemand(() => withTexts(import('../withdraw/withdraw-modal'), 'withdraw', 'profile').then((m) => m.WithdrawModal), 'dialog');
const InviteDialog = onDemand(() => withTexts(import('../invite/invite-dialog'), 'banner').then((m) => m.InviteDialog), 'dialog');
const RefundDialog = onDemand(() => withTexts(import('../refund/refund-dialog'), 'refund', 'banner').then((m) => m.RefundDialog), 'dialog');
const DepositModal = onDemand(() => withTexts(import('../deposit/deposit-modal'), 'deposit').then((m) => m.DepositModal), 'dialog');

/** Which modal of home is open, with what it starts from. */
export type HomeDialog =
  | { kind: 'game'; code: string }
  | { kind: 'transfer'; from?: string; to?: string }
  | { kind: 'withdraw' }
  | { kind: 'invite' }
  | { kind: 'refund' }
  | { kind: 'deposit' };

export interface HomeDialogsProps {
  dialog: HomeDialog | null;
  onChange: (dialog: HomeDialog | null) => void;
  /** Closes the open modal; also what the sheet saying this part could not be loaded closes with. */
  onClose: () => void;
}

/** Renders the open modal of home; one at a time, so a modal can hand over to another (game -> transfer). */
export function HomeDialogs({ dialog, onChange, onClose: close }: HomeDialogsProps) {
  return (
    <Suspense fallback={null}>
      {dialog?.kind === 'game' && <GameAccountModal code={dialog.code} onClose={close} onTransfer={(to) => onChange({ kind: 'transfer', to })} />}
      {dialog?.kind === 'transfer' && <TransferModal initialFrom={dialog.from} initialTo={dialog.to} onClose={close} />}
      {dialog?.kind === 'withdraw' && <WithdrawModal onClose={close} />}
      {dialog?.kind === 'invite' && <InviteDialog onClose={close} />}
      {dialog?.kind === 'refund' && <RefundDialog onClose={close} />}
      {dialog?.kind === 'deposit' && <DepositModal onClose={close} />}
    </Suspense>
  );
}
