import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { StatementEntry } from '@wallet/api';
import userEvent from '@testing-library/user-event';
import { API, accountHandlers, refuse, renderAccount, startServer } from '../testing/account-test-kit';
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
    await user.type(screen.getByLabelText('From date'), '20/03/2026');
    await user.type(screen.getByLabelText('To date'), '25032026');
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
      fireEvent.change(screen.getByLabelText('From date'), { target: { value: '20/03/2026' } });
      fireEvent.change(screen.getByLabelText('To date'), { target: { value: '25/03/2026' } });
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

describe('statement days written DD/MM/YYYY (issue 29, spec §9)', () => {
  const field = (name: 'From date' | 'To date') => screen.getByRole('textbox', { name });

  it('is a text field for digits with its format under it, shows the typed day as DD/MM/YYYY and filters by it', async () => {
    const user = renderStatement('/user/statement');
    await cards();
    const from = field('From date');
    expect(from).toHaveAttribute('inputmode', 'numeric');
    expect(from).toHaveAccessibleDescription('DD/MM/YYYY, year AD (a Buddhist-era year is read too)');
    expect(from).not.toHaveAttribute('aria-invalid');
    await user.type(from, '2803');
    expect(from).toHaveValue('28/03');
    expect(address()).toHaveTextContent(/^\/user\/statement$/);
    await user.type(from, '2026');
    expect(from).toHaveValue('28/03/2026');
    await waitFor(() => expect(address()).toHaveTextContent(/^\/user\/statement\?from=2026-03-28$/));
    // 28, 29 and 30 March: five entries a day.
    expect(await screen.findByText('Matching transactions: 15')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('takes a day typed with its own slashes, and writes it out in full on leaving the field', async () => {
    const user = renderStatement('/user/statement');
    await cards();
    await user.type(field('To date'), '2/3/2026');
    await waitFor(() => expect(address()).toHaveTextContent(/^\/user\/statement\?to=2026-03-02$/));
    await user.tab();
    expect(field('To date')).toHaveValue('02/03/2026');
  });

  it('says an impossible date is no date, and leaves the address as it was', async () => {
    const user = renderStatement('/user/statement?kind=withdraw');
    await cards();
    const from = field('From date');
    await user.type(from, '31022026');
    expect(from).toHaveValue('31/02/2026');
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no such date. Write it as DD/MM/YYYY, for example 05/03/2026.');
    expect(from).toHaveAttribute('aria-invalid', 'true');
    // The error first, and the format hint still beside it.
    expect(from).toHaveAccessibleDescription('There is no such date. Write it as DD/MM/YYYY, for example 05/03/2026. DD/MM/YYYY, year AD (a Buddhist-era year is read too)');
    expect(address()).toHaveTextContent(/^\/user\/statement\?kind=withdraw$/);
    // Put right, the error goes and the day is taken.
    await user.clear(from);
    await user.type(from, '28022026');
    await waitFor(() => expect(address()).toHaveTextContent(/^\/user\/statement\?kind=withdraw&from=2026-02-28$/));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(from).not.toHaveAttribute('aria-invalid');
  });

  it('says how to write a day left unfinished', async () => {
    const user = renderStatement('/user/statement');
    await cards();
    await user.type(field('From date'), '2003');
    await user.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Write the date as DD/MM/YYYY, for example 05/03/2026.');
    expect(field('From date')).toHaveAttribute('aria-invalid', 'true');
    expect(address()).toHaveTextContent(/^\/user\/statement$/);
  });

  it('refuses a from-date after the to-date, and takes it once the to-date allows it', async () => {
    const user = renderStatement('/user/statement?to=2026-03-10');
    await cards();
    await user.type(field('From date'), '20032026');
    expect(await screen.findByRole('alert')).toHaveTextContent('The from date must not be after the to date.');
    expect(field('From date')).toHaveAttribute('aria-invalid', 'true');
    expect(address()).toHaveTextContent(/^\/user\/statement\?to=2026-03-10$/);
    // Issue 38: no count or list claims to match a range the member did not get.
    expect(await screen.findByText('Correct the dates above to see your transactions.')).toBeInTheDocument();
    expect(screen.queryByText(/^Matching transactions/)).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Transactions' })).not.toBeInTheDocument();
    await user.clear(field('To date'));
    await user.type(field('To date'), '25032026');
    await waitFor(() => expect(address()).toHaveTextContent(/^\/user\/statement\?from=2026-03-20&to=2026-03-25$/));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await screen.findByText('Matching transactions: 30')).toBeInTheDocument();
  });

  it('shows no list for an impossible date either, and the list again once it is put right', async () => {
    const user = renderStatement('/user/statement?kind=withdraw');
    await cards();
    await user.type(field('From date'), '31022026');
    expect(await screen.findByText('Correct the dates above to see your transactions.')).toBeInTheDocument();
    expect(screen.queryByText(/^Matching transactions/)).not.toBeInTheDocument();
    await user.clear(field('From date'));
    expect(await screen.findByText('Matching transactions: 15')).toBeInTheDocument();
  });

  it('reads a Buddhist-era year (28/3/2569) as its day and writes it back in the common era', async () => {
    const user = renderStatement('/user/statement');
    await cards();
    await user.type(field('From date'), '28/3/2569');
    await waitFor(() => expect(address()).toHaveTextContent(/^\/user\/statement\?from=2026-03-28$/));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await screen.findByText('Matching transactions: 15')).toBeInTheDocument();
    await user.tab();
    expect(field('From date')).toHaveValue('28/03/2026');
  });

  it('shows the days of the address as DD/MM/YYYY, and empties them with Clear', async () => {
    const user = renderStatement('/user/statement?from=2026-03-05&to=2026-03-28');
    expect(await screen.findByText('Matching transactions: 120')).toBeInTheDocument();
    expect(field('From date')).toHaveValue('05/03/2026');
    expect(field('To date')).toHaveValue('28/03/2026');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(address()).toHaveTextContent(/^\/user\/statement$/));
    expect(field('From date')).toHaveValue('');
    expect(field('To date')).toHaveValue('');
  });

  it.each([
    ['th', 'ตั้งแต่วันที่', 'วว/ดด/ปปปป ปี ค.ศ. (กรอกปี พ.ศ. ก็ได้)', 'ไม่มีวันที่นี้ กรอกเป็น วว/ดด/ปปปป ปี ค.ศ. เช่น 05/03/2026'],
    ['lo', 'ແຕ່ວັນທີ', 'ວວ/ດດ/ປປປປ ປີ ຄ.ສ. (ໃສ່ປີ ພ.ສ. ກໍໄດ້)', 'ບໍ່ມີວັນທີນີ້ ໃສ່ເປັນ ວວ/ດດ/ປປປປ ປີ ຄ.ສ. ເຊັ່ນ 05/03/2026'],
  ] as const)('writes days DD/MM/YYYY in %s too, with the format and the error in that language', async (locale, label, hint, impossible) => {
    const user = userEvent.setup();
    renderAccount(<StatementPage />, { route: '/user/statement?from=2026-03-05', locale });
    const from = await screen.findByRole('textbox', { name: label });
    expect(from).toHaveValue('05/03/2026');
    expect(from).toHaveAccessibleDescription(hint);
    await user.clear(from);
    await user.type(from, '30/02/2026');
    expect(await screen.findByRole('alert')).toHaveTextContent(impossible);
    expect(from).toHaveAttribute('aria-invalid', 'true');
  });

  it.each([
    ['th', 'ตั้งแต่วันที่', 'ถึงวันที่', 'แก้วันที่ด้านบนให้ถูกต้องเพื่อดูรายการ'],
    ['lo', 'ແຕ່ວັນທີ', 'ຫາວັນທີ', 'ແກ້ວັນທີດ້ານເທິງໃຫ້ຖືກຕ້ອງເພື່ອເບິ່ງລາຍການ'],
  ] as const)('in %s, reads a Buddhist-era year and shows no list for a range that ends before it starts', async (locale, fromLabel, toLabel, fixDates) => {
    const user = userEvent.setup();
    renderAccount(<StatementPage />, { route: '/user/statement?to=2026-03-10', locale });
    const from = await screen.findByRole('textbox', { name: fromLabel });
    await user.type(from, '01/11/2569');
    expect(await screen.findByText(fixDates)).toBeInTheDocument();
    const to = screen.getByRole('textbox', { name: toLabel });
    await user.clear(to);
    await user.type(to, '30/11/2569');
    await waitFor(() => expect(screen.queryByText(fixDates)).not.toBeInTheDocument());
    expect(from).not.toHaveAttribute('aria-invalid');
  });
});
