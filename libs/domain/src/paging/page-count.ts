/** What a pager knows of one loaded page of a server-paged list. */
export interface LoadedPage {
  /** The page the rows are from, 1 for the first. */
  page: number;
  pageSize: number;
  /** How many rows that page holds. */
  rowCount: number;
  /**
   * The list's length, when the server gives it. Spec §7 promises it for the statement only
   * ('Returns total and statements'); invites, refunds and slips may come without it.
   */
  total?: number | null;
}

/**
 * How many pages a pager can offer (spec §7, §9: server-paged tables of 10). With a total, every
 * page of it. Without one, the pages up to the loaded one, plus the next when the loaded page is
 * full, since a full page means there may be another; a short or empty page is the last. A total
 * that is not a whole number of 0 or more is read as missing. Never less than 1.
 */
export function pagerPageCount({ page, pageSize, rowCount, total }: LoadedPage): number {
  const size = Math.max(1, Math.floor(pageSize));
  if (typeof total === 'number' && Number.isSafeInteger(total) && total >= 0) return Math.max(1, Math.ceil(total / size));
  const loaded = Math.max(1, Math.floor(page));
  return rowCount >= size ? loaded + 1 : loaded;
}
