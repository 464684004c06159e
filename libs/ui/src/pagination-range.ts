/** A page number, or a gap between non-adjacent page numbers. */
export type PageItem = number | 'gap';

/**
 * The page buttons around the current page: `before` pages before it and `after` pages after it,
 * plus the first and last pages with gaps where pages are skipped. Pages count from 1.
 */
export function paginationRange(current: number, totalPages: number, before = 3, after = 1): PageItem[] {
  if (totalPages <= 0) return [];
  const page = Math.min(Math.max(1, Math.floor(current)), totalPages);
  const start = Math.max(1, page - before);
  const end = Math.min(totalPages, page + after);
  const items: PageItem[] = [];
  if (start > 1) items.push(1);
  if (start > 2) items.push('gap');
  for (let n = start; n <= end; n += 1) items.push(n);
  if (end < totalPages - 1) items.push('gap');
  if (end < totalPages) items.push(totalPages);
  return items;
}

export function pageCount(total: number, pageSize: number): number {
  return total > 0 && pageSize > 0 ? Math.ceil(total / pageSize) : 0;
}
