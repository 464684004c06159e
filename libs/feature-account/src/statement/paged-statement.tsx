import { useListStatementsQuery } from '@wallet/api';
import { ApiErrorText } from '@wallet/api-texts';
import { LIMITS, pagerPageCount } from '@wallet/domain';
import { RetryAlert } from '@wallet/ui';
import { StatementPages, useKeepPageInRange } from './statement-pages';

/** The whole statement as the server pages it (spec sections 7 and 9): one call of 10 entries a page. */
export function PagedStatement({ page, onPage, bringBack }: { page: number; onPage: (page: number) => void; bringBack: (page: number) => void }) {
  const statements = useListStatementsQuery({ page, limit: LIMITS.STATEMENT_PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  const data = statements.data;
  useKeepPageInRange(page, data?.total, bringBack);
  if (statements.isError && !data) {
    return (
      <RetryAlert onRetry={() => void statements.refetch()} retrying={statements.isFetching}>
        <ApiErrorText error={statements.error} />
      </RetryAlert>
    );
  }
  if (!data) return null;
  const pageCount = pagerPageCount({ page, pageSize: LIMITS.STATEMENT_PAGE_SIZE, rowCount: data.statements.length + (data.leftOut ?? 0), total: data.total });
  return <StatementPages entries={data.statements} page={page} pageCount={pageCount} onPage={onPage} leftOut={data.leftOut} />;
}
