import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListSlipsQuery } from '@wallet/api';
import { ApiErrorText } from '@wallet/api-texts';
import { LIMITS, pagerPageCount } from '@wallet/domain';
import { Button, LeftOutNote, Modal, Pagination, RefreshIcon, RetryAlert } from '@wallet/ui';
import { SlipEntries } from './slip-entries';
import { SlipToolbar } from './slips.styles';

/** The uploaded deposit slips, 10 a page, with a refresh (spec sections 2, 8 and 9). */
export function SlipModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['wallet', 'common']);
  const [page, setPage] = useState(1);
  const slips = useListSlipsQuery({ page, limit: LIMITS.SLIP_PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  // The spec gives slips without a total: a full page offers the next (domain pagerPageCount). While
  // the next page loads, the pager keeps what the page on screen said.
  const pages = useRef(1);
  if (slips.data && !slips.isFetching) pages.current = pagerPageCount({ page, pageSize: LIMITS.SLIP_PAGE_SIZE, rowCount: slips.data.slips.length + (slips.data.leftOut ?? 0), total: slips.data.total });

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
            <LeftOutNote count={slips.data.leftOut} />
            <Pagination page={page} totalPages={Math.max(pages.current, page)} onChange={setPage} />
          </>
        )
      )}
    </Modal>
  );
}
