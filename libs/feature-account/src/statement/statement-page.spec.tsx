import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { StatementEntry } from '@wallet/api';
import { API, BANKS, refuse, renderAccount, startServer, walletAnswer } from '../testing/account-test-kit';
import { renderWithAddress, statementEntry as entry, statementHandler, type AskedPage } from '../testing/statement-answers';
import { StatementPage } from './statement-page';

const calls: AskedPage[] = [];
let entries: StatementEntry[] = [];
const server = startServer(
  http.get(`${API}/api/wallet`, () => HttpResponse.json(walletAnswer())),
  // The bank list with the English names of the nameEN extension, but for SCB.
  http.get(`${API}/api/lookup/banks`, () => HttpResponse.json(BANKS.map((bank) => (bank.code === 'KBANK' ? { ...bank, nameEN: 'Kasikornbank' } : bank)))),
  statementHandler(() => entries, calls),
);
/** The statement calls of pages `pages`, each asking for 10 entries (spec section 9): the server pages an unfiltered list. */
const pagesOf10 = (...pages: number[]) => pages.map((page) => ({ page, limit: 10 }));

beforeEach(() => {
  window.scrollTo = jest.fn();
  calls.length = 0;
  entries = Array.from({ length: 95 }, (_, index) => entry(index + 1));
});

const renderStatement = (route = '/user/statement') => renderWithAddress(<StatementPage />, route);

const pageButtons = () =>
  within(screen.getByRole('navigation', { name: 'Pagination' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('the statement page', () => {
  it('shows each entry with its kind, status, sign, amount, accounts by name, date and linked description', async () => {
    entries = [
      entry(1, { statementType: 'deposit', amount: 100 }),
      entry(2, { statementType: 'bonus', from: 'REFUND', amount: 75.25, refund: { description: 'Refund on losses' } }),
      entry(3, { statementType: 'withdraw', from: 'WALLET', to: 'BANK', amount: 50, status: 'PENDING' }),
      entry(4, { statementType: 'transfer', from: 'WALLET', to: 'PG', amount: 20, status: 'FAILED' }),
      entry(5, { statementType: 'finish_bonus', amount: 0, promotion: { description: 'Welcome 100%' } }),
    ];
    renderStatement();
    const list = await screen.findByRole('list', { name: 'Transactions' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards[0]).toHaveTextContent('Deposit');
    expect(cards[0]).toHaveTextContent('+100.00฿');
    expect(cards[0]).toHaveTextContent('Bank transfer → Main wallet');
    expect(cards[0]).toHaveTextContent('04/03/2026 05:06:07');
    expect(cards[0]).toHaveTextContent('Successful');
    expect(cards[1]).toHaveTextContent('Bonus');
    expect(cards[1]).toHaveTextContent('+75.25');
    expect(cards[1]).toHaveTextContent('Refund on losses');
    expect(cards[2]).toHaveTextContent('Withdrawal');
    expect(cards[2]).toHaveTextContent('-50.00');
    expect(cards[2]).toHaveTextContent('In progress');
    await waitFor(() => expect(cards[3]).toHaveTextContent('Main wallet → PG Soft'));
    expect(cards[3]).toHaveTextContent('Failed');
    expect(cards[3]).not.toHaveTextContent('+20.00');
    expect(cards[3]).not.toHaveTextContent('-20.00');
    expect(cards[4]).toHaveTextContent('Welcome 100%');
  });

  it('sets a page’s entries under their days: each day once, as a heading, and each card its time', async () => {
    entries = [
      entry(1, { createdAt: '2026-03-05T09:00:00' }),
      entry(2, { createdAt: '2026-03-05T08:30:15' }),
      entry(3, { createdAt: '2026-03-04T23:59:59', promotion: { description: '<p>Songkran: <b>50 baht</b> credit</p>' } }),
    ];
    renderStatement();
    const list = await screen.findByRole('list', { name: 'Transactions' });
    expect(within(list).getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['05/03/2026', '04/03/2026']);
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[1]).queryByRole('heading')).toBeNull();
    // Read alone, an entry still says its day (hidden beside the time, shown once above).
    expect(cards[1]).toHaveTextContent('05/03/2026 08:30:15');
    expect(cards[2]).toHaveTextContent('Deposit · Songkran: 50 baht credit');
  });

  it('names banks in the screen language, sources by what they are, and leaves a code nobody knows as it is, quieter', async () => {
    entries = [
      entry(1, { statementType: 'deposit', from: 'KBANK', to: 'WALLET' }),
      entry(2, { statementType: 'withdraw', from: 'WALLET', to: 'SCB' }),
      entry(3, { statementType: 'bonus', from: 'LUCKYDRAW', to: 'WALLET', luckydraw: { description: 'Cash 10 baht' } }),
      entry(4, { statementType: 'transfer', from: 'WALLET', to: 'WEEKLY50' }),
    ];
    renderStatement();
    const cards = within(await screen.findByRole('list', { name: 'Transactions' })).getAllByRole('listitem');
    await waitFor(() => expect(cards[0]).toHaveTextContent('Kasikornbank → Main wallet'));
    // No English name for SCB: the name in the site's script, never the code.
    expect(cards[1]).toHaveTextContent('Main wallet → ธนาคารไทยพาณิชย์');
    expect(cards[2]).toHaveTextContent('Cash 10 baht');
    expect(cards[2]).toHaveTextContent('Lucky wheel → Main wallet');
    const unknown = within(cards[3]).getByText('WEEKLY50');
    expect(unknown.tagName).toBe('SPAN');
    expect(cards[3]).toHaveTextContent('Main wallet → WEEKLY50');
  });

  it('shows a bonus’s end as a record, never as money going from the wallet to the promotion', async () => {
    entries = [entry(1, { statementType: 'finish_bonus', from: 'WALLET', to: 'PROMOTION', amount: 100, promotion: { description: 'Welcome 100%' } })];
    renderStatement();
    const card = within(await screen.findByRole('list', { name: 'Transactions' })).getByRole('listitem');
    expect(card).toHaveTextContent('Bonus end · Welcome 100%');
    expect(card).toHaveTextContent('The amount of the bonus that ended: not money in or out');
    expect(card).toHaveTextContent(/^[^+-]*100\.00/);
    expect(card).not.toHaveTextContent('→');
    expect(card).not.toHaveTextContent('Main wallet');
  });

  it('names a bank in Thai on the Thai screens', async () => {
    entries = [entry(1, { statementType: 'deposit', from: 'KBANK', to: 'WALLET' })];
    renderAccount(<StatementPage />, { route: '/user/statement', locale: 'th' });
    const card = within(await screen.findByRole('list', { name: 'ประวัติธุรกรรม' })).getByRole('listitem');
    await waitFor(() => expect(card).toHaveTextContent('ธนาคารกสิกรไทย → กระเป๋าหลัก'));
  });

  it('names a bank by its English name on the Lao screens where the bank list gives one', async () => {
    entries = [entry(1, { statementType: 'deposit', from: 'KBANK', to: 'WALLET' }), entry(2, { statementType: 'withdraw', from: 'WALLET', to: 'SCB' })];
    renderAccount(<StatementPage />, { route: '/user/statement', locale: 'lo' });
    const cards = within(await screen.findByRole('list', { name: 'ປະຫວັດທຸລະກຳ' })).getAllByRole('listitem');
    await waitFor(() => expect(cards[0]).toHaveTextContent('Kasikornbank → ກະເປົາຫຼັກ'));
    expect(cards[1]).toHaveTextContent('ກະເປົາຫຼັກ → ธนาคารไทยพาณิชย์');
  });

  it('starts a new page at the top of the list, with keyboard focus on the list title', async () => {
    const user = renderStatement();
    await screen.findByRole('list', { name: 'Transactions' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(screen.getByRole('heading', { name: 'Transactions', level: 1 })).toHaveFocus();
  });

  it.each([
    ['/user/statement', 1, ['‹', '1', '2', '10', '›']],
    ['/user/statement?page=5', 5, ['‹', '1', '2', '3', '4', '5', '6', '10', '›']],
    ['/user/statement?page=10', 10, ['‹', '1', '7', '8', '9', '10', '›']],
  ])('reads the page from %s and shows 3 pages before it and 1 after', async (route, page, buttons) => {
    renderStatement(route);
    await screen.findByRole('list', { name: 'Transactions' });
    expect(calls).toEqual(pagesOf10(page));
    expect(pageButtons()).toEqual(buttons);
    expect(screen.getByRole('button', { name: `Page ${page}` })).toHaveAttribute('aria-current', 'page');
  });

  it('keeps the page in the address when paging', async () => {
    const user = renderStatement('/user/statement?page=2');
    await screen.findByRole('list', { name: 'Transactions' });
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/user/statement?page=3'));
    await waitFor(() => expect(calls).toEqual(pagesOf10(2, 3)));
    expect(await screen.findByText('+21.00')).toBeInTheDocument();
  });

  it('brings a page past the end back to the last page', async () => {
    entries = entries.slice(0, 25);
    renderStatement('/user/statement?page=9');
    await waitFor(() => expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/user/statement?page=3'));
    await waitFor(() => expect(calls).toContainEqual(pagesOf10(3)[0]));
  });

  it('says when there is nothing yet', async () => {
    entries = [];
    renderStatement();
    expect(await screen.findByText('No transactions yet')).toBeInTheDocument();
  });

  it('offers a retry when the statement cannot be loaded', async () => {
    let fail = true;
    server.use(http.post(`${API}/api/statement`, () => (fail ? refuse('INTERNAL_SERVER_ERROR', 500) : HttpResponse.json({ total: 1, statements: [entry(1)] }))));
    const user = renderStatement();
    await screen.findByText('A server error occurred. Please try again later.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Transactions' })).toBeInTheDocument();
  });

  it('reads as a table on a desktop', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: true, media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia;
    try {
      renderStatement();
      const table = await screen.findByRole('table', { name: 'Transactions' });
      expect(within(table).getByRole('columnheader', { name: 'Amount (฿)' })).toBeInTheDocument();
      expect(within(table).getAllByRole('row')).toHaveLength(11);
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('leaves a bonus’s end without accounts in the desktop table, and says why in its details', async () => {
    entries = [entry(1, { statementType: 'finish_bonus', from: 'WALLET', to: 'PROMOTION', amount: 100 })];
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: true, media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia;
    try {
      renderStatement();
      const [, row] = within(await screen.findByRole('table', { name: 'Transactions' })).getAllByRole('row');
      const cells = within(row).getAllByRole('cell').map((cell) => cell.textContent);
      expect(cells.slice(1, 4)).toEqual(['Bonus end', '', '']);
      expect(cells[6]).toBe('The amount of the bonus that ended: not money in or out');
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
