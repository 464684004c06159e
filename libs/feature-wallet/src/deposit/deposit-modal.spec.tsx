import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { depositHandlers, depositLookup } from '../testing/deposit-answers';
import { API, homeHandlers, refuse, renderWallet, startServer, walletAnswer } from '../testing/wallet-test-kit';
import { STORAGE_KEYS } from '@wallet/config';
import { HomePage } from '../home/home-page';
import { DepositModal } from './deposit-modal';

const server = startServer(...homeHandlers(), ...depositHandlers());

// The first test also compiles home and the lazily loaded modal.

const dialog = () => screen.findByRole('dialog', { name: 'Deposit' });

describe('deposit modal: choosing a way', () => {
  it('opens from the deposit tile of home', async () => {
    window.localStorage.setItem(STORAGE_KEYS.agreement, 'accepted earlier');
    const user = userEvent.setup();
    renderWallet(<HomePage />);
    await user.click(await screen.findByRole('button', { name: 'Deposit' }));
    expect(await screen.findByRole('dialog', { name: 'Deposit' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'QR code' })).toBeInTheDocument();
  });

  it('offers bank transfer, QR, phone wallet and slip upload, starting with the bank accounts', async () => {
    renderWallet(<DepositModal onClose={jest.fn()} />);
    const tabs = await within(await dialog()).findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Bank transfer', 'QR code', 'TrueMoney Wallet', 'Upload slip']);
    expect(screen.getByRole('tab', { name: 'Bank transfer' })).toHaveAttribute('aria-selected', 'true');
  });

  it('lists each account with bank, holder, the number in 3-3-rest, its mode and a copy button, and the deposit rules', async () => {
    renderWallet(<DepositModal onClose={jest.fn()} />);
    const kbank = await screen.findByRole('listitem', { name: 'Kasikornbank' });
    expect(kbank).toHaveTextContent('Account name: WALLET DEMO CO LTD');
    expect(kbank).toHaveTextContent('042-123-4567');
    expect(kbank).toHaveTextContent('Automatic');
    expect(within(kbank).getByRole('button', { name: 'Copy account number' })).toBeEnabled();
    const gsb = screen.getByRole('listitem', { name: 'Government Savings Bank' });
    expect(gsb).toHaveTextContent('020-123-456-789');
    expect(gsb).toHaveTextContent('Checked by SMS');
    // A baht member is not shown the kip account, nor the QR providers among the transfer accounts.
    expect(screen.queryByRole('listitem', { name: 'BCEL' })).not.toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'WW Payment' })).not.toBeInTheDocument();
    const notes = screen.getByRole('list', { name: 'Please note' });
    expect(notes).toHaveTextContent('Deposits are credited within about 1 minute');
    expect(notes).toHaveTextContent('Upload the slip within 1 hour of your transfer');
  });

  it("shows a kip member the kip accounts only, and no QR when no provider takes kip", async () => {
    server.use(http.get(`${API}/api/wallet`, () => HttpResponse.json(walletAnswer({ profile: { ...walletAnswer().profile, currency: 'LAK' } }))));
    renderWallet(<DepositModal onClose={jest.fn()} />, { region: 'la' });
    expect(await screen.findByRole('listitem', { name: 'BCEL' })).toHaveTextContent('010-100-012-3456');
    expect(screen.queryByRole('listitem', { name: 'Kasikornbank' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'QR code' })).not.toBeInTheDocument();
  });

  describe('without the currency extension (spec section 3 wallet: no profile.currency)', () => {
    const { currency: _extension, ...specProfile } = walletAnswer().profile;
    const specWallet = () => server.use(http.get(`${API}/api/wallet`, () => HttpResponse.json(walletAnswer({ profile: specProfile }))));

    it('shows a Laos member whose deposit accounts are all in baht the baht accounts, in baht', async () => {
      specWallet();
      const bahtOnly = depositLookup();
      server.use(http.get(`${API}/api/lookup/deposit`, () => HttpResponse.json({ ...bahtOnly, banks: bahtOnly.banks.filter((bank) => bank.currency === 'BAHT') })));
      const user = userEvent.setup();
      renderWallet(<DepositModal onClose={jest.fn()} />, { region: 'la' });
      expect(await screen.findByRole('listitem', { name: 'Kasikornbank' })).toHaveTextContent('042-123-4567');
      await user.click(screen.getByRole('tab', { name: 'QR code' }));
      expect(await screen.findByText('Minimum 1.00 baht')).toBeInTheDocument();
    });

    it('shows a Laos member every account, kip and baht, when the accounts do not tell the currency, and amounts without one', async () => {
      specWallet();
      const user = userEvent.setup();
      renderWallet(<DepositModal onClose={jest.fn()} />, { region: 'la' });
      expect(await screen.findByRole('listitem', { name: 'BCEL' })).toHaveTextContent('010-100-012-3456');
      expect(screen.getByRole('listitem', { name: 'Kasikornbank' })).toBeInTheDocument();
      await user.click(screen.getByRole('tab', { name: 'QR code' }));
      expect(await screen.findByText('Minimum 1.00')).toBeInTheDocument();
      expect(screen.queryByText(/baht|kip/)).not.toBeInTheDocument();
    });

    it('keeps a Thai member in baht whatever the accounts say', async () => {
      specWallet();
      renderWallet(<DepositModal onClose={jest.fn()} />);
      expect(await screen.findByRole('listitem', { name: 'Kasikornbank' })).toBeInTheDocument();
      expect(screen.queryByRole('listitem', { name: 'BCEL' })).not.toBeInTheDocument();
    });
  });

  it('switches to a plain list of the bank accounts when the server says manual', async () => {
    server.use(http.get(`${API}/api/lookup/deposit`, () => HttpResponse.json(depositLookup({ isManual: true }))));
    renderWallet(<DepositModal onClose={jest.fn()} />);
    expect(await screen.findByText('Transfer to one of these accounts')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Kasikornbank' })).toHaveTextContent('042-123-4567');
    expect(screen.getByRole('listitem', { name: 'Government Savings Bank' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create QR code' })).not.toBeInTheDocument();
  });

  it('says why the lookup failed and offers a retry instead of an endless spinner', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/api/lookup/deposit`, () => {
        calls += 1;
        return calls === 1 ? refuse('INTERNAL_SERVER_ERROR', 500) : HttpResponse.json(depositLookup());
      }),
    );
    const user = userEvent.setup();
    renderWallet(<DepositModal onClose={jest.fn()} />);
    await screen.findByRole('alert');
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Kasikornbank' })).toBeInTheDocument();
  });

  it('closes from its close button', async () => {
    const onClose = jest.fn();
    const user = userEvent.setup();
    renderWallet(<DepositModal onClose={onClose} />);
    await user.click(within(await dialog()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
