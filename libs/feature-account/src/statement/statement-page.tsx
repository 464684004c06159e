import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ApiErrorText, useListStatementsQuery } from '@wallet/api';
import { clampPage, LIMITS, pageFromParam, pagerPageCount } from '@wallet/domain';
import { Button, DocumentIcon, Page, Pagination, RetryAlert, useDocumentTitle } from '@wallet/ui';
import { TitleRow } from '../layout/account.styles';
import { StatementEntries } from './statement-entries';
import { ListTitle, Paging } from './statement.styles';

const SlipModal = lazy(() => import('../slips/slip-modal').then((m) => ({ default: m.SlipModal })));

/**
 * The member's transactions (spec sections 2 and 9): 10 a page, the page number in the address
 * (`?page=3`) so reload and back keep it, and the deposit slips in a modal.
 */
export function StatementPage() {
  const { t } = useTranslation(['wallet', 'common']);
  useDocumentTitle(t('common:screen.statement'));
  const [params, setParams] = useSearchParams();
  const page = pageFromParam(params.get('page'));
  const statements = useListStatementsQuery({ page, limit: LIMITS.STATEMENT_PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  const [slipsOpen, setSlipsOpen] = useState(false);
  const total = statements.data?.total;
  const title = useRef<HTMLHeadingElement>(null);

  // A new page starts at the top of the list, and keyboard focus goes there with it.
  const goTo = (next: number) => {
    setParams(next === 1 ? {} : { page: String(next) });
    title.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  };
  // A page past the end (an old link, a shorter list) is brought back to the last page.
  useEffect(() => {
    if (total === undefined) return;
    const shown = clampPage(page, total, LIMITS.STATEMENT_PAGE_SIZE);
    if (shown !== page) setParams(shown === 1 ? {} : { page: String(shown) }, { replace: true });
  }, [page, total, setParams]);

  return (
    <Page>
      <TitleRow>
        <ListTitle ref={title} tabIndex={-1}>
          {t('wallet:statement.title')}
        </ListTitle>
        <Button variant="secondary" onClick={() => setSlipsOpen(true)}>
          <DocumentIcon width={18} height={18} />
          {t('wallet:statement.slipButton')}
        </Button>
      </TitleRow>
      {statements.isError && !statements.data ? (
        <RetryAlert onRetry={() => void statements.refetch()} retrying={statements.isFetching}>
          <ApiErrorText error={statements.error} />
        </RetryAlert>
      ) : (
        statements.data && (
          <>
            <StatementEntries entries={statements.data.statements} />
            <Paging>
              <Pagination page={page} totalPages={pagerPageCount({ page, pageSize: LIMITS.STATEMENT_PAGE_SIZE, rowCount: statements.data.statements.length, total: statements.data.total })} onChange={(next) => goTo(next)} />
            </Paging>
          </>
        )
      )}
      <Suspense fallback={null}>{slipsOpen && <SlipModal onClose={() => setSlipsOpen(false)} />}</Suspense>
    </Page>
  );
}
