// Home with a real backend's odd answers (issue 24): the screen reads, the odd game is shown as
// described, the figures are right, and a game that could not be read is said in a quiet line.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { STORAGE_KEYS } from '@wallet/config';
import { API, game, homeHandlers, renderWallet, startServer, walletAnswer } from '../testing/wallet-test-kit';
import { HomePage } from './home-page';

const server = startServer(...homeHandlers());

beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem(STORAGE_KEYS.agreement, 'accepted earlier');
});

/** Home answered with the demo wallet changed by `edit`, as JSON a backend sends. */
function answerWallet(edit: (wallet: Record<string, unknown> & { slots: Record<string, unknown>[] }) => void) {
  const wallet = JSON.parse(JSON.stringify(walletAnswer())) as Record<string, unknown> & { slots: Record<string, unknown>[] };
  edit(wallet);
  server.use(http.get(`${API}/api/wallet`, () => HttpResponse.json(wallet)));
}

const rail = (name: string) => screen.getByRole('region', { name });

describe('home with odd answers', () => {
  it("shows a game of a category it does not know in an 'Other games' rail, and a category in capitals in its own", async () => {
    answerWallet((wallet) => {
      wallet.slots.push(game({ code: 'SEXY', name: 'Sexy Baccarat', category: 'casino' as never, amount: 40 }) as never);
      wallet.slots[2].category = 'SPORT';
    });
    renderWallet(<HomePage />);
    const other = await screen.findByRole('region', { name: 'Other games' });
    expect(within(other).getByRole('button', { name: /Sexy Baccarat/ })).toHaveTextContent('40.00');
    expect(within(rail('Sports & casino')).getByRole('button', { name: /UFABET/ })).toBeInTheDocument();
    // 1000.50 + 250.25 + 12 + 80 + 0 + 40: every game counted.
    expect(screen.getByRole('status', { name: 'Total balance' })).toHaveTextContent('1,382.75฿');
    expect(screen.queryByText(/could not be shown/)).not.toBeInTheDocument();
  });

  it('has no Other games rail when every game is of a known category', async () => {
    renderWallet(<HomePage />);
    await screen.findByRole('region', { name: 'Slots' });
    expect(screen.queryByRole('region', { name: 'Other games' })).not.toBeInTheDocument();
  });

  it('reads amounts sent as numeric strings as the same figures', async () => {
    answerWallet((wallet) => {
      (wallet.wallet as Record<string, unknown>).amount = '249.03';
      wallet.slots[0].amount = '250.25';
      (wallet.profile as Record<string, unknown>).coin = '12';
    });
    renderWallet(<HomePage />);
    // 249.03 + 250.25 + 12 + 80 + 0.
    await waitFor(() => expect(screen.getByRole('status', { name: 'Total balance' })).toHaveTextContent('591.28฿'));
    expect(screen.getByText('Main wallet').parentElement).toHaveTextContent('249.03');
    expect(screen.getByLabelText('12 coins')).toBeInTheDocument();
  });

  it('names a game sent without a name by its code', async () => {
    answerWallet((wallet) => {
      wallet.slots[0].name = null;
    });
    renderWallet(<HomePage />);
    const slots = await screen.findByRole('region', { name: 'Slots' });
    expect(within(slots).getByRole('button', { name: /^PG/ })).toHaveTextContent('PG250.25');
  });

  it('leaves out a game whose balance cannot be read, says so quietly, and calls the total that of the accounts shown', async () => {
    answerWallet((wallet) => {
      wallet.slots[1].amount = 'twelve';
      wallet.slots[3].code = null;
    });
    renderWallet(<HomePage />);
    await screen.findByText('2 entries could not be shown');
    expect(screen.queryByRole('button', { name: /JOKER/ })).not.toBeInTheDocument();
    // 1000.50 + 250.25 + 80: the accounts shown.
    expect(screen.getByRole('status', { name: 'Total of the accounts shown' })).toHaveTextContent('1,330.75฿');
  });

  it('says one entry in the singular', async () => {
    answerWallet((wallet) => {
      wallet.slots[1].isActive = 'perhaps';
    });
    renderWallet(<HomePage />);
    expect(await screen.findByText('1 entry could not be shown')).toBeInTheDocument();
  });

  it('still says the answer cannot be read, with a retry, when the wallet balance itself is missing', async () => {
    answerWallet((wallet) => {
      (wallet.wallet as Record<string, unknown>).amount = null;
    });
    renderWallet(<HomePage />);
    expect(await screen.findByText("The server sent an answer this app can't read. Please try again.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
