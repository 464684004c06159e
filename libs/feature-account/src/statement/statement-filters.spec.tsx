import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { StatementEntry } from '@wallet/api';
import { API, accountHandlers, refuse, startServer } from '../testing/account-test-kit';
import { renderWithAddress, statementEntry, statementHandler, type AskedPage } from '../testing/statement-answers';
import { StatementPage } from './statement-page';

/**
 * 150 entries of n baht, newest first, from 30 March back to 1 March in local time (entries 5d-4
 * to 5d on day d, four hours apart): every 10th a withdrawal, else every 21st a bonus's end, else
 * every 7th a bonus; every 4th failed.
 */
const month = (): StatementEntry[] =>
  Array.from({ length: 150 }, (_, index) => {
    const n = 150 - index;
    const day = String(Math.ceil(n / 5)).padStart(2, '0');
    const hour = String(((n - 1) % 5) * 4).padStart(2, '0');
    const statementType = n % 10 === 0 ? 'withdraw' : n % 21 === 0 ? 'finish_bonus' : n % 7 === 0 ? 'bonus' : 'deposit';
    return statementEntry(n, { statementType, status: n % 4 === 0 ? 'FAILED' : 'SUCCESS', createdAt: `2026-03-${day}T${hour}:00:00` });
  });

/** A promise and the function that settles it, to hold an answer until the test lets it go. */
function deferred() {
  let resolve: (() => void) | undefined;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve: () => resolve?.() };
}

const calls: AskedPage[] = [];
let entries: StatementEntry[] = [];
const server = startServer(...accountHandlers(), statementHandler(() => entries, calls));

beforeEach(() => {
  window.scrollTo = jest.fn();
  calls.length = 0;
  entries = month();
});

const renderStatement = (route: string) => renderWithAddress(<StatementPage />, route);

const address = () => screen.getByRole('status', { name: 'address' });
const cards = async () => within(await screen.findByRole('list', { name: 'Transactions' })).getAllByRole('listitem');
const amounts = async () => (await cards()).map((card) => card.textContent?.match(/[+-]?(\d+)\.00/)?.[1]);

describe('statement filters', () => {
  it('reads the whole statement in pages of 100, then shows only the kind asked for, 10 a page', async () => {
    renderStatement('/user/statement?kind=withdraw');
    expect(await screen.findByText('Matching transactions: 15')).toBeInTheDocument();
    expect(calls).toEqual([
      { page: 1, limit: 100 },
      { page: 2, limit: 100 },
    ]);
    expect(await amounts()).toEqual(['150', '140', '130', '120', '110', '100', '90', '80', '70', '60']);
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('withdraw');
    expect(within(screen.getByRole('navigation', { name: 'Pagination' })).getAllByRole('button').map((button) => button.textContent)).toEqual(['‹', '1', '2', '›']);
  });

  it('counts a bonus’s end as a bonus, and filters by status', async () => {
    renderStatement('/user/statement?kind=bonus&status=failed');
    // Bonuses and bonus ends that failed: the multiples of 28, but 140 (a withdrawal); 84 is an end.
    expect(await amounts()).toEqual(['112', '84', '56', '28']);
    expect((await cards()).map((card) => /Bonus end/.test(card.textContent ?? ''))).toEqual([false, true, false, false]);
  });

  it('takes the member’s local days, both ends included, and stops reading once the entries are older than the range', async () => {
    renderStatement('/user/statement?from=2026-03-28&to=2026-03-29');
    expect(await screen.findByText('Matching transactions: 10')).toBeInTheDocument();
    expect(await amounts()).toEqual(['145', '144', '143', '142', '141', '140', '139', '138', '137', '136']);
    // 150 entries, but the first page of 100 already reaches 20 March: page 2 is never asked for.
    expect(calls).toEqual([{ page: 1, limit: 100 }]);
  });

  it('reads on to the total when the dates do not show the list newest first', async () => {
    entries = month();
    [entries[98], entries[99]] = [entries[99], entries[98]];
    renderStatement('/user/statement?from=2026-03-28');
    await screen.findByText('Matching transactions: 15');
    expect(calls).toEqual([
      { page: 1, limit: 100 },
      { page: 2, limit: 100 },
    ]);
  });

  it('writes each choice into the address, starting again at page 1, and clears them all', async () => {
    const user = renderStatement('/user/statement?page=3');
    await cards();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Bonus');
    await waitFor(() => expect(address()).toHaveTextContent('/user/statement?kind=bonus'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Successful');
    await user.type(screen.getByLabelText('From date'), '2026-03-20');
    await user.type(screen.getByLabelText('To date'), '2026-03-25');
    await waitFor(() => expect(address()).toHaveTextContent('/user/statement?kind=bonus&status=success&from=2026-03-20&to=2026-03-25'));
    // Successful bonuses and bonus ends of 20 to 25 March: 119 and 98 are bonuses, 105 an end; 112 failed.
    expect(await amounts()).toEqual(['119', '105', '98']);
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(address()).toHaveTextContent(/^\/user\/statement$/));
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('');
    expect(screen.getByLabelText('From date')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('keeps every choice made before the page could show the last one (a busy phone)', async () => {
    renderStatement('/user/statement');
    await cards();
    // One act: the three changes arrive before React renders the address the first one wrote.
    act(() => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: 'bonus' } });
      fireEvent.change(screen.getByLabelText('From date'), { target: { value: '2026-03-20' } });
      fireEvent.change(screen.getByLabelText('To date'), { target: { value: '2026-03-25' } });
    });
    await waitFor(() => expect(address()).toHaveTextContent('/user/statement?kind=bonus&from=2026-03-20&to=2026-03-25'));
    expect(await amounts()).toEqual(['119', '112', '105', '98']);
  });

  it('ignores values of the address it cannot read, and the server pages the list as before', async () => {
    renderStatement('/user/statement?kind=lottery&status=SUCCESS&from=2026-02-30&to=soon&page=2');
    expect(await amounts()).toHaveLength(10);
    expect(calls).toEqual([{ page: 2, limit: 10 }]);
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('');
    expect(screen.getByLabelText('From date')).toHaveValue('');
  });

  it('keeps a filtered page in the address, and brings one past the end back to the last', async () => {
    const user = renderStatement('/user/statement?kind=withdraw&page=9');
    await waitFor(() => expect(address()).toHaveTextContent('/user/statement?kind=withdraw&page=2'));
    expect(await amounts()).toEqual(['50', '40', '30', '20', '10']);
    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    await waitFor(() => expect(address()).toHaveTextContent(/^\/user\/statement\?kind=withdraw$/));
    expect(screen.getByRole('heading', { name: 'Transactions', level: 1 })).toHaveFocus();
  });

  it('says when nothing matches', async () => {
    renderStatement('/user/statement?from=2026-04-01');
    expect(await screen.findByText('No transactions match these filters')).toBeInTheDocument();
    expect(screen.getByText('Matching transactions: 0')).toBeInTheDocument();
  });

  it('says it is reading, and shows no list until every page is in', async () => {
    const { promise: held, resolve: release } = deferred();
    server.use(
      http.post(`${API}/api/statement`, async ({ request }) => {
        const { page, limit } = (await request.json()) as AskedPage;
        if (page === 2) await held;
        return HttpResponse.json({ total: entries.length, statements: entries.slice((page - 1) * limit, page * limit) });
      }),
    );
    renderStatement('/user/statement?kind=deposit');
    expect(await screen.findByText('Reading your transactions…')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Transactions' })).not.toBeInTheDocument();
    release();
    expect(await screen.findByText(/^Matching transactions: \d+$/)).toBeInTheDocument();
    expect(screen.queryByText('Reading your transactions…')).not.toBeInTheDocument();
  });

  it('shows a translated error with a retry when a page fails, never the pages that came', async () => {
    let fail = true;
    server.use(
      http.post(`${API}/api/statement`, async ({ request }) => {
        const { page, limit } = (await request.json()) as AskedPage;
        if (page === 2 && fail) return refuse('INTERNAL_SERVER_ERROR', 500);
        return HttpResponse.json({ total: entries.length, statements: entries.slice((page - 1) * limit, page * limit) });
      }),
    );
    const user = renderStatement('/user/statement?kind=deposit');
    expect(await screen.findByText('A server error occurred. Please try again later.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Transactions' })).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await cards()).toHaveLength(10);
  });

  it('says the statement is too long to filter rather than show part of it', async () => {
    const full = Array.from({ length: 100 }, (_, index) => statementEntry(index + 1));
    server.use(http.post(`${API}/api/statement`, () => HttpResponse.json({ total: 1_000_000, statements: full })));
    renderStatement('/user/statement?status=success');
    expect(await screen.findByText('Your statement is too long to filter here. Choose a start date closer to today.', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Transactions' })).not.toBeInTheDocument();
  });
});
