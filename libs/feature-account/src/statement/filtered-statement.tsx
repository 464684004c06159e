import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useWholeStatementQuery } from '@wallet/api';
import { ApiErrorText } from '@wallet/api-texts';
import { dayStart, LIMITS, matchesStatementFilter, type StatementView } from '@wallet/domain';
import { RetryAlert, useDelayedFlag } from '@wallet/ui';
import { MatchCount } from './statement.styles';
import { StatementPages, useKeepPageInRange } from './statement-pages';

/**
 * The statement narrowed by a filter (issue 19): the backend does not filter (spec section 7), so
 * the member's statement is read whole (from the range's start when it has one), filtered here and
 * paged by 10. While it reads, a delayed 'reading' status; a failed read is a translated error with
 * a retry. Only a read that finished is shown: never a part as if it were the whole. Entries that
 * could not be read are left out of it, and a quiet line says how many (issue 24).
 */
export function FilteredStatement({ view, onPage, bringBack }: { view: StatementView; onPage: (page: number) => void; bringBack: (page: number) => void }) {
  const { t } = useTranslation('wallet');
  const { filter, page } = view;
  const read = useWholeStatementQuery({ since: filter.from === null ? null : dayStart(filter.from) }, { refetchOnMountOrArgChange: true });
  // currentData, not data: after a change of range, the last range's entries are not this one's.
  const entries = read.currentData?.entries;
  const matching = useMemo(() => entries?.filter((entry) => matchesStatementFilter(entry, filter)), [entries, filter]);
  useKeepPageInRange(page, matching?.length, bringBack);
  const reading = useDelayedFlag(matching === undefined && !read.isError, LIMITS.LOADING_DELAY_MS);

  if (read.isError && !entries) {
    return (
      <RetryAlert onRetry={() => void read.refetch()} retrying={read.isFetching}>
        <ApiErrorText error={read.error} />
      </RetryAlert>
    );
  }
  if (!matching) return reading ? <MatchCount role="status">{t('statement.filter.reading')}</MatchCount> : null;
  const size = LIMITS.STATEMENT_PAGE_SIZE;
  return (
    <>
      <MatchCount role="status">{t('statement.filter.count', { count: matching.length })}</MatchCount>
      <StatementPages
        entries={matching.slice((page - 1) * size, page * size)}
        page={page}
        pageCount={Math.max(1, Math.ceil(matching.length / size))}
        onPage={onPage}
        emptyText={t('statement.filter.empty')}
        leftOut={read.currentData?.leftOut}
      />
    </>
  );
}
