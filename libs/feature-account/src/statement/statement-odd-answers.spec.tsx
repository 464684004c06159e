// The statement and the slips with a real backend's odd answers (issue 24): an entry of a type the
// app does not list is shown with its amount, date and status and the type as sent; figures sent
// as numeric strings are the same figures; a null link is no link; an entry that cannot be read is
// left out, the rest shown, and a quiet line says how many.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SlipModal } from '../slips/slip-modal';
import { API, BANKS, renderAccount, startServer, walletAnswer } from '../testing/account-test-kit';
import { renderWithAddress, statementEntry as entry } from '../testing/statement-answers';
import { StatementPage } from './statement-page';

/** Entries as a backend may send them: any JSON. */
let sent: object[] = [];
const server = startServer(
  http.get(`${API}/api/wallet`, () => HttpResponse.json(walletAnswer())),
  http.get(`${API}/api/lookup/banks`, () => HttpResponse.json(BANKS)),
  http.post(`${API}/api/statement`, async ({ request }) => {
    const { page, limit } = (await request.json()) as { page: number; limit: number };
    return HttpResponse.json({ total: sent.length, statements: sent.slice((page - 1) * limit, page * limit) });
  }),
);

beforeEach(() => {
  window.scrollTo = jest.fn();
});

const cardsOf = async () => within(await screen.findByRole('list', { name: 'Transactions' })).getAllByRole('listitem');

describe('the statement with odd answers', () => {
  it('shows an entry of an unlisted type with the type as sent, its amount, date and status', async () => {
    sent = [{ ...entry(1), statementType: 'coupon', amount: '249.03', status: 'success', bonus: null, promotion: null }, { ...entry(2), statementType: 'DEPOSIT' }];
    renderWithAddress(<StatementPage />, '/user/statement');
    const [coupon, deposit] = await cardsOf();
    expect(coupon).toHaveTextContent('coupon');
    expect(coupon).toHaveTextContent('249.03฿');
    expect(coupon).not.toHaveTextContent('+249.03');
    expect(coupon).toHaveTextContent('05:06:07');
    expect(coupon).toHaveTextContent('Successful');
    expect(deposit).toHaveTextContent('Deposit');
    expect(deposit).toHaveTextContent('+2.00฿');
    expect(screen.queryByText(/could not be shown/)).not.toBeInTheDocument();
  });

  it('leaves out an entry whose amount cannot be read, shows the rest, and says so quietly', async () => {
    sent = [entry(1), { ...entry(2), amount: 'NaN' }, entry(3), { ...entry(4), createdAt: '2026-03-04T05:06:07', statementType: null }];
    renderWithAddress(<StatementPage />, '/user/statement');
    const cards = await cardsOf();
    expect(cards.map((card) => card.textContent?.match(/[+-]?\d+\.\d\d/)?.[0])).toEqual(['+1.00', '+3.00']);
    expect(screen.getByText('2 entries could not be shown')).toBeInTheDocument();
  });

  it('says the same of a filtered statement read whole, and still reads it to its end', async () => {
    sent = Array.from({ length: 30 }, (_, index) => (index === 7 ? { ...entry(index + 1), amount: null } : entry(index + 1)));
    renderWithAddress(<StatementPage />, '/user/statement?kind=deposit');
    expect(await screen.findByText('Matching transactions: 29')).toBeInTheDocument();
    expect(screen.getByText('1 entry could not be shown')).toBeInTheDocument();
  });
});

describe('the slips with odd answers', () => {
  it('leaves out a slip that cannot be read, shows the rest with their figures, and says so quietly', async () => {
    const slip = (n: number) => ({ _id: `slip${n}`, createdAt: '2026-03-04T05:06:07', amount: '100.50', status: 'success', note: null, link: `/api/assets/uploads/slips/${n}.png`, reference: `REF${n}` });
    server.use(http.post(`${API}/api/statement/slip`, () => HttpResponse.json({ slips: [slip(1), { ...slip(2), amount: null }, slip(3)] })));
    renderAccount(<SlipModal onClose={jest.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Deposit slips' });
    const list = await within(dialog).findByRole('list', { name: 'Deposit slips' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('100.50');
    expect(within(dialog).getByText('1 entry could not be shown')).toBeInTheDocument();
  });
});
