import { useTranslation } from 'react-i18next';
import { isApiError, useActivatePromotionMutation, useFindPromotionQuery } from '@wallet/api';
import { ApiErrorText, MoneyErrorText } from '@wallet/api-texts';
import { Button, ConfirmDialog, Modal, RetryAlert, SafeHtml, useSingleSuccess, useToast } from '@wallet/ui';
import { Details } from './bonus.styles';

export interface PromotionModalProps {
  /** Already upper-cased. */
  code: string;
  onClose: () => void;
  onReceived: () => void;
}

/**
 * A promotion code looked up (spec sections 2 and 8): searching, not found, or its fail
 * percentage and description with a receive button; refusals (NO_PROMOTION, PROMOTION_RECEIVED,
 * ...) in an alert titled with the translated error label.
 */
export function PromotionModal({ code, onClose, onReceived }: PromotionModalProps) {
  const { t } = useTranslation(['bonus', 'errors']);
  const toast = useToast();
  const found = useFindPromotionQuery(code);
  const [activate, { isLoading, error, reset }] = useActivatePromotionMutation();
  const notFound = found.isError && isApiError(found.error) && found.error.code === 'NO_PROMOTION';

  // Once received the modal closes: a tap that lands before it has must not ask again.
  const receive = useSingleSuccess(async () => {
    const result = await activate(code);
    if (result.error) return false;
    toast({ message: t('bonus:success.promotion'), tone: 'success' });
    onReceived();
    return true;
  });

  return (
    <Modal
      open
      title={t('bonus:promotionModal.title')}
      onClose={onClose}
      dismissible={!isLoading}
      footer={
        found.data && !found.isFetching ? (
          <Button block money busy={isLoading} onClick={() => void receive()}>
            {t('bonus:promotionModal.receive')}
          </Button>
        ) : undefined
      }
    >
      <Details>
        <p>{t('bonus:promotionModal.code', { code })}</p>
        {found.isFetching ? (
          <p role="status">{t('bonus:promotionModal.searching')}</p>
        ) : notFound ? (
          <p role="status">{t('bonus:promotionModal.notFound')}</p>
        ) : found.isError ? (
          <RetryAlert onRetry={() => void found.refetch()} retrying={found.isFetching}>
            <ApiErrorText error={found.error} />
          </RetryAlert>
        ) : found.data ? (
          <>
            <p>{t('bonus:promotionModal.percentFail', { percentFail: found.data.percentFail })}</p>
            <h3>{t('bonus:promotionModal.description')}</h3>
            <SafeHtml html={found.data.description} />
          </>
        ) : null}
      </Details>
      <ConfirmDialog open={Boolean(error)} title={t('errors:label.promotionActivation')} tone="danger" onConfirm={reset}>
        <MoneyErrorText error={error} />
      </ConfirmDialog>
    </Modal>
  );
}
