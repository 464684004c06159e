import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClearBonusMutation, type BonusActiveCheck } from '@wallet/api';
import { MoneyErrorText } from '@wallet/api-texts';
import { Button, Card, ConfirmDialog, useSingleSuccess, useToast } from '@wallet/ui';
import { Stack } from './bonus.styles';
import { useBonusTypeText } from './use-bonus-type-text';

/**
 * The bonus the member holds and its cancel button (spec sections 2, 4 and 8): a warning to
 * confirm first, then clear; a failure in a danger dialog titled 'cancel bonus failed'.
 */
export function ActiveBonus({ check }: { check: BonusActiveCheck }) {
  const { t } = useTranslation(['bonus', 'errors']);
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const [clear, { isLoading, error, reset }] = useClearBonusMutation();
  const type = useBonusTypeText()(check.type);

  // Cleared once: a tap that lands before the bonus check is read again must not clear again.
  const cancel = useSingleSuccess(async () => {
    const result = await clear();
    setConfirming(false);
    if (result.error) return false;
    toast({ message: t('bonus:success.cancel'), tone: 'success' });
    return true;
  }, check);

  return (
    <Card>
      <Stack>
        <p>{t('bonus:active.label', { type })}</p>
        <Button variant="danger" money onClick={() => setConfirming(true)} busy={isLoading}>
          {t('bonus:active.cancel')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('bonus:cancelConfirm.title')}
        tone="danger"
        confirmLabel={t('bonus:cancelConfirm.confirm')}
        busy={isLoading}
        money
        onConfirm={() => void cancel()}
        onCancel={() => setConfirming(false)}
      >
        {t('bonus:cancelConfirm.message')}
      </ConfirmDialog>
      <ConfirmDialog open={Boolean(error)} title={t('errors:label.cancelBonus')} tone="danger" onConfirm={reset}>
        <MoneyErrorText error={error} />
      </ConfirmDialog>
    </Card>
  );
}
