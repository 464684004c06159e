import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyErrorText, useClaimInviteBonusMutation, useLookupConditionsQuery } from '@wallet/api';
import { parseAmount } from '@wallet/domain';
import { Button, ConfirmDialog, SafeHtml, useSingleFlight, useToast } from '@wallet/ui';
import { MemberMoney } from '../money/member-money';
import { InviteRow, Muted } from './home.styles';

/** The invite-bonus amount and its receive button: conditions first, then the claim (spec sections 2 and 8). */
export function InviteBonus({ amount }: { amount: number }) {
  const { t } = useTranslation(['wallet', 'common']);
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const conditions = useLookupConditionsQuery(undefined, { skip: !confirming });
  const [claim, { isLoading }] = useClaimInviteBonusMutation();

  const receive = useSingleFlight(async () => {
    const result = await claim();
    setConfirming(false);
    // Errors of the invite bonus go to a danger toast (spec section 8); the wallet refreshes by tag.
    if (result.error) toast({ message: <MoneyErrorText error={result.error} />, tone: 'danger' });
    else toast({ message: t('wallet:invite.bonus.success'), tone: 'success' });
  });

  return (
    <InviteRow>
      <span>
        <Muted>{t('wallet:home.inviteBonus')} </Muted>
        <MemberMoney amount={amount} />
      </span>
      <Button variant="primary" onClick={() => setConfirming(true)} disabled={(parseAmount(amount) ?? 0) <= 0} busy={isLoading}>
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
