import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorText, useListSlipsQuery } from '@wallet/api';
import { LIMITS } from '@wallet/domain';
import { Button, Modal, pageCount, Pagination, RefreshIcon, RetryAlert } from '@wallet/ui';
import { SlipEntries } from './slip-entries';
import { SlipToolbar } from './slips.styles';

/** The uploaded deposit slips, 10 a page, with a refresh (spec sections 2, 8 and 9). */
export function SlipModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['wallet', 'common']);
  const [page, setPage] = useState(1);
  const slips = useListSlipsQuery({ page, limit: LIMITS.SLIP_PAGE_SIZE }, { refetchOnMountOrArgChange: true });

  return (
    <Modal open title={t('wallet:slip.title')} onClose={onClose}>
      <SlipToolbar>
        <Button variant="secondary" onClick={() => void slips.refetch()} busy={slips.isFetching}>
          <RefreshIcon width={18} height={18} />
          {t('wallet:slip.refresh')}
        </Button>
      </SlipToolbar>
      {slips.isError && !slips.isFetching ? (
        <RetryAlert onRetry={() => void slips.refetch()} retrying={slips.isFetching}>
          <ApiErrorText error={slips.error} />
        </RetryAlert>
      ) : (
        slips.data && (
          <>
            <SlipEntries slips={slips.data.slips} />
            <Pagination page={page} totalPages={pageCount(slips.data.total, LIMITS.SLIP_PAGE_SIZE)} onChange={setPage} />
          </>
        )
      )}
    </Modal>
  );
}
