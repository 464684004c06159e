import type { ReactNode } from 'react';
import { pageCount, Pagination, Table, type TableColumn } from '@wallet/ui';
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
  total: number;
  pageSize: number;
  page: number;
  onPage: (page: number) => void;
  query: PagedQuery;
}

/**
 * A server-paged table (spec section 9: invite and refund tables of 10). A failed page says why
 * and offers a retry instead of an empty table that looks like 'nothing yet'.
 */
export function PagedTable<Row>({ caption, columns, rows, rowKey, emptyText, total, pageSize, page, onPage, query }: PagedTableProps<Row>) {
  if (query.isError) return <LookupProblem error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  return (
    <>
      <Table caption={caption} columns={columns} rows={rows} rowKey={rowKey} emptyText={emptyText} />
      <Pagination page={page} totalPages={pageCount(total, pageSize)} onChange={onPage} />
    </>
  );
}
