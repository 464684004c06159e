import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClaimInviteBonusMutation } from '@wallet/api';
import { MoneyErrorText } from '@wallet/api-texts';
import { parseAmount } from '@wallet/domain';
import { Button, onDemand, useSingleSuccess, useToast } from '@wallet/ui';
import { MemberMoney } from '../money/member-money';
import { InviteRow, Muted } from './home.styles';

// Asked only when the member taps receive: home's first load carries no dialog.
const InviteBonusConfirm = onDemand(() => import('./invite-bonus-confirm').then((m) => m.InviteBonusConfirm), 'dialog');

export interface InviteBonusProps {
  amount: number;
  /** When the wallet that gave `amount` was read: after a claim, receive waits for the next reading. */
  walletReadAt: number | undefined;
}

/** The invite-bonus amount and its receive button: conditions first, then the claim (spec sections 2 and 8). */
export function InviteBonus({ amount, walletReadAt }: InviteBonusProps) {
  const { t } = useTranslation(['wallet', 'common']);
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const [claim, { isLoading }] = useClaimInviteBonusMutation();
  // The wallet reading the claimed amount came from: until the wallet is read again it still
  // shows the bonus just received.
  const [claimedFrom, setClaimedFrom] = useState<number | undefined | null>(null);
  const awaitingWallet = claimedFrom !== null && claimedFrom === walletReadAt;

  // Money action: one claim per tap, and none again until the wallet is read again.
  const receive = useSingleSuccess(async () => {
    const result = await claim();
    setConfirming(false);
    // Errors of the invite bonus go to a danger toast (spec section 8); the wallet refreshes by tag.
    if (result.error) {
      toast({ message: <MoneyErrorText error={result.error} />, tone: 'danger' });
      return false;
    }
    setClaimedFrom(walletReadAt);
    toast({ message: t('wallet:invite.bonus.success'), tone: 'success' });
    return true;
  }, walletReadAt);

  return (
    <InviteRow>
      <span>
        <Muted>{t('wallet:home.inviteBonus')} </Muted>
        <MemberMoney amount={amount} />
      </span>
      <Button variant="primary" money onClick={() => setConfirming(true)} disabled={(parseAmount(amount) ?? 0) <= 0 || awaitingWallet} busy={isLoading}>
        {t('wallet:home.inviteBonusReceive')}
      </Button>
      {confirming && (
        <Suspense fallback={null}>
          <InviteBonusConfirm onConfirm={receive} onCancel={() => setConfirming(false)} busy={isLoading} />
        </Suspense>
      )}
    </InviteRow>
  );
}
