/**
 * The page a list shows from its address (`?page=3`), spec §2 statement page: a whole number of 1
 * or more as written; anything else (missing, 0, negative, fractional, text) is the first page.
 */
export function pageFromParam(value: string | null | undefined): number {
  if (!value || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/**
 * The page to show once the total is known, spec §9 pagination: the asked page, brought back to
 * the last page when the list is shorter (a stale `?page=9` of a list of 3 pages shows page 3),
 * and 1 for an empty list.
 */
export function clampPage(page: number, total: number, pageSize: number): number {
  const last = total > 0 && pageSize > 0 ? Math.ceil(total / pageSize) : 1;
  return Math.min(Math.max(1, Math.floor(page)), last);
}
