import { pageFromParam } from '../paging/page-param';
import { filterKindOf, filterStatusOf, isCalendarDay, type StatementFilter } from './statement-filter';

/** What the statement shows: its filter and the page of the (filtered) list. */
export interface StatementView {
  filter: StatementFilter;
  page: number;
}

/** Reads one value of an address query (URLSearchParams has this shape). */
export interface QueryValues {
  get(name: string): string | null;
}

/** The address query names of a {@link StatementView}, in the order they are written. */
export const STATEMENT_QUERY_NAMES = ['kind', 'status', 'from', 'to', 'page'] as const;

const dayOf = (value: string | null) => (value !== null && isCalendarDay(value) ? value : null);

/**
 * The statement view from its address (issue 19: a reload or a shared link shows the same view),
 * over spec §2's `?page=`: kind, status, from and to are each taken only when valid (one of the
 * listed kinds and statuses; a day that exists, 'YYYY-MM-DD'), else ignored, never an error; a
 * range written backwards is read the right way round; the page as pageFromParam reads it.
 */
export function readStatementView(query: QueryValues): StatementView {
  let from = dayOf(query.get('from'));
  let to = dayOf(query.get('to'));
  if (from !== null && to !== null && from > to) [from, to] = [to, from];
  return {
    filter: { kind: filterKindOf(query.get('kind')), status: filterStatusOf(query.get('status')), from, to },
    page: pageFromParam(query.get('page')),
  };
}

/**
 * The address query of a view, the inverse of {@link readStatementView}: only what is set, the
 * first page left out (`/user/statement` is page 1 of the whole statement).
 */
export function statementViewQuery({ filter, page }: StatementView): Record<string, string> {
  const query: Record<string, string> = {};
  if (filter.kind !== null) query.kind = filter.kind;
  if (filter.status !== null) query.status = filter.status;
  if (filter.from !== null) query.from = filter.from;
  if (filter.to !== null) query.to = filter.to;
  if (page > 1) query.page = String(page);
  return query;
}
