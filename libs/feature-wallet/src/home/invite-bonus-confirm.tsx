import { useTranslation } from 'react-i18next';
import { useLookupConditionsQuery } from '@wallet/api';
import { ConfirmDialog, SafeHtml } from '@wallet/ui';

export interface InviteBonusConfirmProps {
  onConfirm: () => void;
  onCancel: () => void;
  busy: boolean;
}

/** The invite bonus's confirmation: the conditions text first, then the claim (spec section 2). */
export function InviteBonusConfirm({ onConfirm, onCancel, busy }: InviteBonusConfirmProps) {
  const { t } = useTranslation('wallet');
  const conditions = useLookupConditionsQuery();
  return (
    <ConfirmDialog open title={t('invite.bonus.title')} confirmLabel={t('invite.bonus.confirm')} onConfirm={onConfirm} onCancel={onCancel} busy={busy} money>
      <p>{t('invite.bonus.conditions')}</p>
      {conditions.data?.map((html, index) => <SafeHtml key={index} html={html} />)}
    </ConfirmDialog>
  );
}
