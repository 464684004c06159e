// Statement entries as the server answers them, the statement call served from a list, and the
// address shown on screen, for the statement specs.
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { useLocation } from 'react-router-dom';
import type { StatementEntry } from '@wallet/api';
import { API, renderAccount } from './account-test-kit';

/** Entry n: a successful bank deposit of n baht, unless told otherwise. */
export function statementEntry(n: number, overrides: Partial<StatementEntry> = {}): StatementEntry {
  return { _id: `s${n}`, statementType: 'deposit', from: 'BANK', to: 'WALLET', amount: n, status: 'SUCCESS', createdAt: '2026-03-04T05:06:07', ...overrides };
}

/** One statement call as asked: its page and limit. */
export interface AskedPage {
  page: number;
  limit: number;
}

/** POST /api/statement paging `entries()` as spec section 7 gives it (total and one page), each call noted in `asked`. */
export function statementHandler(entries: () => readonly StatementEntry[], asked: AskedPage[]) {
  return http.post(`${API}/api/statement`, async ({ request }) => {
    const { page, limit } = (await request.json()) as AskedPage;
    asked.push({ page, limit });
    const list = entries();
    return HttpResponse.json({ total: list.length, statements: list.slice((page - 1) * limit, page * limit) });
  });
}

/** The page's address (path and query) as an output the specs can read. */
function Address() {
  const location = useLocation();
  return <output aria-label="address">{location.pathname + location.search}</output>;
}

/** Renders a screen at `route` with its address beside it (a status named 'address'); the user to act with. */
export function renderWithAddress(ui: ReactElement, route: string) {
  const user = userEvent.setup();
  renderAccount(
    <>
      {ui}
      <Address />
    </>,
    { route },
  );
  return user;
}
