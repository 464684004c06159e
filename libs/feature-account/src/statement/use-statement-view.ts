import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readStatementView, statementViewQuery, type StatementView } from '@wallet/domain';

/** A view to show, or how to make it from the view last asked for. */
export type StatementViewChange = StatementView | ((latest: StatementView) => StatementView);

/**
 * The statement's filter and page, kept in the address (issue 19): a reload or a shared link shows
 * the same view, and an invalid value in it is ignored (domain readStatementView). `show` writes a
 * view; `replace` keeps the browser history to one entry for it (filter edits, a page brought back
 * into range), while a new page is a step that Back returns from.
 *
 * A change given as a function builds on the view last asked for, not on the one last rendered: a
 * member who sets two filters before the page has re-rendered (a busy phone) keeps both. The
 * router's own functional form reads the rendered address, so it would lose the first.
 */
export function useStatementView() {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const view = useMemo(() => readStatementView(new URLSearchParams(query)), [query]);
  const latest = useRef(view);
  const rendered = useRef(query);
  if (rendered.current !== query) {
    rendered.current = query;
    latest.current = view;
  }
  const show = useCallback(
    (change: StatementViewChange, { replace = false } = {}) => {
      const next = typeof change === 'function' ? change(latest.current) : change;
      latest.current = next;
      setParams(statementViewQuery(next), { replace });
    },
    [setParams],
  );
  return { view, show };
}
