import { useEffect } from 'react';
import type { StatementEntry } from '@wallet/api';
import { clampPage, LIMITS } from '@wallet/domain';
import { LeftOutNote, Pagination } from '@wallet/ui';
import { StatementEntries } from './statement-entries';
import { Paging } from './statement.styles';

export interface StatementPagesProps {
  entries: readonly StatementEntry[];
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  emptyText?: string;
  /** Entries that could not be read and were left out (issue 24): said under the list. */
  leftOut?: number;
}

/** One page of the statement's entries with the page buttons under them (spec section 9: 10 a page). */
export function StatementPages({ entries, page, pageCount, onPage, emptyText, leftOut }: StatementPagesProps) {
  return (
    <>
      <StatementEntries entries={entries} emptyText={emptyText} />
      <LeftOutNote count={leftOut} />
      <Paging>
        <Pagination page={page} totalPages={pageCount} onChange={onPage} />
      </Paging>
    </>
  );
}

/** A page past the end (an old link, a shorter list) is brought back to the last page once the list's length is known. */
export function useKeepPageInRange(page: number, total: number | undefined, bringBack: (page: number) => void): void {
  useEffect(() => {
    if (total === undefined) return;
    const shown = clampPage(page, total, LIMITS.STATEMENT_PAGE_SIZE);
    if (shown !== page) bringBack(shown);
  }, [page, total, bringBack]);
}
