import { StrictMode } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { moneyApi, walletApi } from '@wallet/api';
import { DEPOSIT_WATCH } from '@wallet/domain';
import { setNetwork } from '@wallet/ui/testing';
import { DepositModal } from '../deposit/deposit-modal';
import { QR_POLL_MS } from '../deposit/qr-panel';
import { depositHandlers, liveQr, noQr } from '../testing/deposit-answers';
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

  it('says an arrival once under React StrictMode, whose development effects run twice', async () => {
    const wallet = serverWallet(1000.5);
    renderWallet(
      <StrictMode>
        <DepositArrivalWatch />
      </StrictMode>,
    );
    act(() => depositStarted());
    await nextReading();
    await waitFor(() => expect(wallet.reads).toBeGreaterThan(0));
    wallet.amount = 1500.5;
    await nextReading();
    await screen.findByText(ARRIVED);
    expect(screen.getAllByText(ARRIVED)).toHaveLength(1);
  });
});

describe('one deposit, one notice', () => {
  const PAID = 'Payment received. Your balance has been updated.';

  /** KBANK's code as the server holds it: none until one is made for 500, or the given one. */
  function serverQr(first = noQr()) {
    const qr = { current: first };
    server.use(
      http.get(`${API}/api/qrcode/:provider`, ({ params }) => HttpResponse.json(params.provider === 'KBANK' ? qr.current : noQr())),
      http.post(`${API}/api/qrcode/KBANK`, () => ((qr.current = liveQr({ amount: 500 })), HttpResponse.json(qr.current))),
    );
    return qr;
  }

  /** The member area with the balance on screen, and the deposit sheet open while `sheetOpen()`. */
  async function depositSheet(onClose = jest.fn()) {
    const view = renderWallet(
      <>
        <DepositArrivalSlot />
        <DepositModal onClose={onClose} />
      </>,
    );
    await act(async () => {
      await view.store.dispatch(walletApi.endpoints.getWallet.initiate());
    });
    return { ...view, onClose, closeSheet: () => view.rerender(<DepositArrivalSlot />) };
  }

  async function makeQr() {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(await screen.findByRole('tab', { name: 'QR code' }));
    await user.click(within(await screen.findByRole('group', { name: 'Quick amounts' })).getByRole('button', { name: '500.00' }));
    await user.click(screen.getByRole('button', { name: 'Create QR code' }));
    await screen.findByRole('timer');
  }

  it('says a paid QR once: no arrival notice follows for the same money', async () => {
    const wallet = serverWallet(1000.5);
    const qr = serverQr();
    const { onClose } = await depositSheet();
    await makeQr();
    // Paid: the server reports it and credits the wallet at once.
    qr.current = noQr({ qrcodeId: 'qr-1', amount: 500, status: 'PAID' });
    wallet.amount = 1500.5;
    await act(async () => jest.advanceTimersByTime(QR_POLL_MS));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.getAllByText(PAID)).toHaveLength(1);
    // The watch's next reading sees the rise: already said, so nothing more is said.
    const reads = wallet.reads;
    await nextReading();
    await waitFor(() => expect(wallet.reads).toBeGreaterThan(reads));
    await act(async () => undefined);
    expect(screen.queryByText(ARRIVED)).not.toBeInTheDocument();
  });

  it('says no payment for a QR whose money the watch has already said arrived', async () => {
    const wallet = serverWallet(1000.5);
    const qr = serverQr();
    const { onClose } = await depositSheet();
    await makeQr();
    wallet.amount = 1500.5;
    await nextReading();
    expect(await screen.findByText(ARRIVED)).toBeInTheDocument();
    qr.current = noQr({ qrcodeId: 'qr-1', amount: 500, status: 'PAID' });
    await act(async () => jest.advanceTimersByTime(QR_POLL_MS));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.queryByText(PAID)).not.toBeInTheDocument();
    expect(screen.getAllByText(ARRIVED)).toHaveLength(1);
  });

  it('watches for a code still waiting from before when the sheet opens on it, and says its arrival after the sheet is closed', async () => {
    const wallet = serverWallet(1000.5);
    serverQr(liveQr({ amount: 500 }));
    const { closeSheet } = await depositSheet();
    await screen.findByRole('timer');
    closeSheet();
    wallet.amount = 1500.5;
    await nextReading();
    expect(await screen.findByText(ARRIVED)).toBeInTheDocument();
  });
});
