import { useRef, type ReactNode } from 'react';
import { pagerPageCount } from '@wallet/domain';
import { LeftOutNote, Pagination, Table, type TableColumn } from '@wallet/ui';
import { LookupProblem } from '../errors/lookup-problem';

/** One page of a list query as the invite and refund modals use it. */
export interface PagedQuery {
  isError: boolean;
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export interface PagedTableProps<Row> {
  caption: ReactNode;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  emptyText: ReactNode;
  /** The list's length when the server gives it (an extension for invites and refunds). */
  total?: number;
  /** Rows of the page that could not be read and were left out (issue 24): said under the table, and counted as rows of the page. */
  leftOut?: number;
  pageSize: number;
  page: number;
  onPage: (page: number) => void;
  query: PagedQuery;
}

/**
 * A server-paged table (spec section 9: invite and refund tables of 10). Its pager counts the pages
 * of the total when the server gives one, else offers the next page after a full one (domain
 * pagerPageCount). A failed page says why and offers a retry instead of an empty table that looks
 * like 'nothing yet'. Rows left out as unreadable are said under the table, and still make a page full.
 */
export function PagedTable<Row>({ caption, columns, rows, rowKey, emptyText, total, leftOut = 0, pageSize, page, onPage, query }: PagedTableProps<Row>) {
  // While the next page loads, the rows on screen are still the last page's: the pager keeps what
  // that page said rather than judge the new page by them.
  const pages = useRef(1);
  if (!query.isFetching) pages.current = pagerPageCount({ page, pageSize, rowCount: rows.length + leftOut, total });
  if (query.isError) return <LookupProblem error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  return (
    <>
      <Table caption={caption} columns={columns} rows={rows} rowKey={rowKey} emptyText={emptyText} />
      <LeftOutNote count={leftOut} />
      <Pagination page={page} totalPages={Math.max(pages.current, page)} onChange={onPage} />
    </>
  );
}
