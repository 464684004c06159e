import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { moneyApi, walletApi } from '@wallet/api';
import { DEPOSIT_WATCH } from '@wallet/domain';
import { setNetwork } from '@wallet/ui/testing';
import { DepositModal } from '../deposit/deposit-modal';
import { depositHandlers } from '../testing/deposit-answers';
import { API, homeHandlers, renderWallet, startServer, walletAnswer } from '../testing/wallet-test-kit';
import { DepositArrivalSlot } from './deposit-arrival-slot';
import { DepositArrivalWatch } from './deposit-arrival-watch';
import { depositStarted, forgetDepositStarts } from './deposit-started';

const server = startServer(...homeHandlers(), ...depositHandlers());

/** The wallet the server holds, and how often it was read. */
function serverWallet(amount: number) {
  const wallet = { amount, reads: 0 };
  server.use(http.get(`${API}/api/wallet`, () => (wallet.reads++, HttpResponse.json(walletAnswer({ wallet: { amount: wallet.amount } })))));
  return wallet;
}

const nextReading = () => act(async () => jest.advanceTimersByTime(DEPOSIT_WATCH.INTERVAL_MS));
const ARRIVED = '500.00 baht arrived in your wallet';

function setPageHidden(hidden: boolean) {
  jest.spyOn(document, 'visibilityState', 'get').mockReturnValue(hidden ? 'hidden' : 'visible');
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  forgetDepositStarts();
});

describe('knowing when a deposit arrived', () => {
  it('after an account number is copied, reads the wallet until it rises, says once what arrived, then stops', async () => {
    const wallet = serverWallet(1000.5);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWallet(
      <>
        <DepositArrivalSlot />
        <DepositModal onClose={jest.fn()} />
      </>,
    );
    await user.click((await screen.findAllByRole('button', { name: 'Copy account number' }))[0]);
    await screen.findByText(/^Copied/);
    const before = wallet.reads;
    await nextReading();
    await waitFor(() => expect(wallet.reads).toBeGreaterThan(before));
    expect(screen.queryByText(ARRIVED)).not.toBeInTheDocument();
    wallet.amount = 1500.5;
    await nextReading();
    const said = await screen.findByText(ARRIVED);
    expect(said.closest('[aria-live="polite"]')).not.toBeNull();
    expect(screen.getAllByText(ARRIVED)).toHaveLength(1);
    // Said once: the wallet is not read again, and nothing more is said once the message has gone.
    const reads = wallet.reads;
    await nextReading();
    await nextReading();
    expect(wallet.reads).toBe(reads);
    expect(screen.queryByText(ARRIVED)).not.toBeInTheDocument();
  });

  it('reads nothing while the tab is hidden or the browser offline, and goes on when it is back', async () => {
    const wallet = serverWallet(1000.5);
    renderWallet(<DepositArrivalWatch />);
    act(() => depositStarted());
    setPageHidden(true);
    await nextReading();
    await nextReading();
    expect(wallet.reads).toBe(0);
    setPageHidden(false);
    setNetwork(false);
    await nextReading();
    expect(wallet.reads).toBe(0);
    setNetwork(true);
    await nextReading();
    await waitFor(() => expect(wallet.reads).toBe(1));
    wallet.amount = 1500.5;
    await nextReading();
    expect(await screen.findByText(ARRIVED)).toBeInTheDocument();
  });

  it('stops after three minutes without a rise', async () => {
    const wallet = serverWallet(1000.5);
    renderWallet(<DepositArrivalWatch />);
    act(() => depositStarted());
    for (let elapsed = 0; elapsed <= DEPOSIT_WATCH.DURATION_MS; elapsed += DEPOSIT_WATCH.INTERVAL_MS) await nextReading();
    const reads = wallet.reads;
    expect(reads).toBeGreaterThan(10);
    wallet.amount = 1500.5;
    await nextReading();
    await nextReading();
    expect(wallet.reads).toBe(reads);
    expect(screen.queryByText(ARRIVED)).not.toBeInTheDocument();
  });

  it("does not take the member's own transfer into the wallet for a deposit", async () => {
    const wallet = serverWallet(1000.5);
    server.use(http.post(`${API}/api/wallet/transfer`, () => ((wallet.amount += 200), HttpResponse.json({ message: 'SUCCESS' }))));
    const { store } = renderWallet(<DepositArrivalWatch />);
    act(() => depositStarted());
    await nextReading();
    await waitFor(() => expect(wallet.reads).toBe(1));
    await act(async () => {
      await store.dispatch(moneyApi.endpoints.transfer.initiate({ from: 'PG', to: 'WALLET', amount: 200 }));
    });
    await nextReading();
    await waitFor(() => expect(wallet.reads).toBe(2));
    expect(screen.queryByText(/arrived in your wallet/)).not.toBeInTheDocument();
    wallet.amount += 500;
    await nextReading();
    expect(await screen.findByText(ARRIVED)).toBeInTheDocument();
  });

  it('still says what arrived when the member moved money before the deposit started', async () => {
    const wallet = serverWallet(1000.5);
    server.use(http.post(`${API}/api/wallet/transfer`, () => HttpResponse.json({ message: 'SUCCESS' })));
    const { store } = renderWallet(<DepositArrivalSlot />);
    await act(async () => {
      await store.dispatch(walletApi.endpoints.getWallet.initiate());
      await store.dispatch(moneyApi.endpoints.transfer.initiate({ from: 'WALLET', to: 'PG', amount: 10 }));
    });
    act(() => depositStarted());
    wallet.amount = 1500.5;
    await nextReading();
    expect(await screen.findByText(ARRIVED)).toBeInTheDocument();
  });

  it('says nothing when no deposit was started', async () => {
    const wallet = serverWallet(1000.5);
    renderWallet(<DepositArrivalWatch />);
    wallet.amount = 1500.5;
    await nextReading();
    await nextReading();
    expect(wallet.reads).toBe(0);
  });

  it('speaks the member’s language: Thai', async () => {
    const wallet = serverWallet(1000.5);
    renderWallet(<DepositArrivalWatch />, { locale: 'th' });
    act(() => depositStarted());
    await nextReading();
    wallet.amount = 1500.5;
    await nextReading();
    expect(await screen.findByText('500.00 บาท เข้ากระเป๋าเงินของคุณแล้ว')).toBeInTheDocument();
  });
});
