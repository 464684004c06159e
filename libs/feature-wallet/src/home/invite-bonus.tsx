import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyErrorText, useClaimInviteBonusMutation, useLookupConditionsQuery } from '@wallet/api';
import { parseAmount } from '@wallet/domain';
import { Button, ConfirmDialog, SafeHtml, useSingleSuccess, useToast } from '@wallet/ui';
import { MemberMoney } from '../money/member-money';
import { InviteRow, Muted } from './home.styles';

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
  const conditions = useLookupConditionsQuery(undefined, { skip: !confirming });
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
      <Button variant="primary" onClick={() => setConfirming(true)} disabled={(parseAmount(amount) ?? 0) <= 0 || awaitingWallet} busy={isLoading}>
        {t('wallet:home.inviteBonusReceive')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('wallet:invite.bonus.title')}
        confirmLabel={t('wallet:invite.bonus.confirm')}
        onConfirm={receive}
        onCancel={() => setConfirming(false)}
        busy={isLoading}
      >
        <p>{t('wallet:invite.bonus.conditions')}</p>
        {conditions.data?.map((html, index) => <SafeHtml key={index} html={html} />)}
      </ConfirmDialog>
    </InviteRow>
  );
}
