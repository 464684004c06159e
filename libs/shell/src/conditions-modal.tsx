import { useTranslation } from 'react-i18next';
import { useLookupConditionsQuery } from '@wallet/api';
import { ApiErrorText } from '@wallet/api-texts';
import { Modal, RetryAlert, SafeHtml } from '@wallet/ui';

/** The site's conditions, opened from the member menu; the list is server HTML, sanitized. */
export function ConditionsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('common');
  const { data: conditions, isError, error, refetch, isFetching } = useLookupConditionsQuery(undefined, { skip: !open });
  return (
    <Modal open={open} title={t('conditions.title')} onClose={onClose}>
      {isError && (
        <RetryAlert onRetry={() => void refetch()} retrying={isFetching}>
          <ApiErrorText error={error} />
        </RetryAlert>
      )}
      {conditions?.map((html, index) => <SafeHtml key={index} html={html} />)}
    </Modal>
  );
}
