import { lazy, Suspense } from 'react';
import { withTextParts, type TextPart } from '@wallet/i18n';

/** A modal's code with the parts of 'wallet' it shows, loaded side by side. */
const withTexts = <Module,>(code: Promise<Module>, ...parts: TextPart<'wallet'>[]) => withTextParts(code, 'wallet', ...parts);

// Every modal of home loads on demand, with its texts: home's first load carries none of them.
const GameAccountModal = lazy(() => import('../games/game-account-modal').then((m) => ({ default: m.GameAccountModal })));
const TransferModal = lazy(() => withTexts(import('../transfer/transfer-modal'), 'transfer').then((m) => ({ default: m.TransferModal })));
const WithdrawModal = lazy(() => withTexts(import('../withdraw/withdraw-modal'), 'withdraw', 'profile').then((m) => ({ default: m.WithdrawModal })));
const InviteDialog = lazy(() => withTexts(import('../invite/invite-dialog'), 'banner').then((m) => ({ default: m.InviteDialog })));
const RefundDialog = lazy(() => withTexts(import('../refund/refund-dialog'), 'refund', 'banner').then((m) => ({ default: m.RefundDialog })));
const DepositModal = lazy(() => withTexts(import('../deposit/deposit-modal'), 'deposit').then((m) => ({ default: m.DepositModal })));

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
}

/** Renders the open modal of home; one at a time, so a modal can hand over to another (game -> transfer). */
export function HomeDialogs({ dialog, onChange }: HomeDialogsProps) {
  const close = () => onChange(null);
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
