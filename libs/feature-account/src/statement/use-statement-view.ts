import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readStatementView, statementViewQuery, type StatementView } from '@wallet/domain';

/**
 * The statement's filter and page, kept in the address (issue 19): a reload or a shared link shows
 * the same view, and an invalid value in it is ignored (domain readStatementView). `show` writes a
 * view; `replace` keeps the browser history to one entry for it (filter edits, a page brought back
 * into range), while a new page is a step that Back returns from.
 */
export function useStatementView() {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const view = useMemo(() => readStatementView(new URLSearchParams(query)), [query]);
  const show = useCallback((next: StatementView, { replace = false } = {}) => setParams(statementViewQuery(next), { replace }), [setParams]);
  return { view, show };
}
