import { Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasStatementFilter, type StatementFilter } from '@wallet/domain';
import { Button, DocumentIcon, onDemand, Page, useDocumentTitle } from '@wallet/ui';
import { TitleRow } from '../layout/account.styles';
import { FilteredStatement } from './filtered-statement';
import { PagedStatement } from './paged-statement';
import { StatementExport } from './statement-export';
import { StatementFilters } from './statement-filters';
import { ListTitle, MatchCount } from './statement.styles';
import { useStatementView } from './use-statement-view';

const SlipModal = onDemand(() => import('../slips/slip-modal').then((m) => m.SlipModal), 'dialog');

/**
 * The member's transactions (spec sections 2 and 9): 10 a page, and the deposit slips in a modal.
 * Filters by kind, status and days, and the CSV export (issue 19); the filter and the page live in
 * the address (`?kind=bonus&from=2026-03-01&page=2`) so a reload, Back or a shared link keep them.
 * Without a filter the server pages the list; with one, the client reads it whole and pages it.
 */
export function StatementPage() {
  const { t } = useTranslation(['wallet', 'common']);
  useDocumentTitle(t('common:screen.statement'));
  const { view, show } = useStatementView();
  const [slipsOpen, setSlipsOpen] = useState(false);
  // A date field holds a day it refused: no list may claim to match days the member did not get.
  const [datesRefused, setDatesRefused] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);

  // A new page starts at the top of the list, and keyboard focus goes there with it.
  const goTo = (page: number) => {
    show((latest) => ({ filter: latest.filter, page }));
    title.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  };
  const bringBack = useCallback((page: number) => show((latest) => ({ filter: latest.filter, page }), { replace: true }), [show]);
  const filterBy = (change: Partial<StatementFilter>) => show((latest) => ({ filter: { ...latest.filter, ...change }, page: 1 }), { replace: true });

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
      <StatementFilters filter={view.filter} onChange={filterBy} actions={<StatementExport filter={view.filter} />} onDatesRefused={setDatesRefused} />
      {datesRefused ? (
        <MatchCount role="status">{t('wallet:statement.filter.fixDates')}</MatchCount>
      ) : hasStatementFilter(view.filter) ? (
        <FilteredStatement view={view} onPage={goTo} bringBack={bringBack} />
      ) : (
        <PagedStatement page={view.page} onPage={goTo} bringBack={bringBack} />
      )}
      <Suspense fallback={null}>{slipsOpen && <SlipModal onClose={() => setSlipsOpen(false)} />}</Suspense>
    </Page>
  );
}
