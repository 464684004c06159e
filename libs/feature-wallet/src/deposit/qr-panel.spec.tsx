import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { depositHandlers, liveQr, noQr } from '../testing/deposit-answers';
import { API, homeHandlers, refuse, renderWallet, startServer, walletAnswer } from '../testing/wallet-test-kit';
import { DepositModal } from './deposit-modal';
import { QR_POLL_MS } from './qr-panel';

const server = startServer(...homeHandlers(), ...depositHandlers());

// Typing into a modal full of styled controls is slow under jsdom.

type User = ReturnType<typeof userEvent.setup>;

async function openQr(user: User, provider?: string) {
  await user.click(await screen.findByRole('tab', { name: 'QR code' }));
  if (provider) await user.selectOptions(await screen.findByRole('combobox', { name: 'Provider' }), provider);
  return screen.findByRole('group', { name: 'Quick amounts' });
}

const presetLabels = (group: HTMLElement) => within(group).getAllByRole('button').map((button) => button.textContent);
const create = () => screen.getByRole('button', { name: 'Create QR code' });
const amount = () => screen.getByRole('textbox', { name: 'Amount' });

describe('QR presets and minimums per provider', () => {
  it('KBANK: its six presets and any amount above 0', async () => {
    const user = userEvent.setup();
    renderWallet(<DepositModal onClose={jest.fn()} />);
    const presets = await openQr(user);
    expect(presetLabels(presets)).toEqual(['10.00', '20.00', '50.00', '100.00', '500.00', '1,000.00']);
    expect(create()).toBeDisabled();
    await user.type(amount(), '5');
    expect(create()).toBeEnabled();
    await user.clear(amount());
    await user.type(amount(), '0');
    expect(create()).toBeDisabled();
  });

  it('KBANK: an amount above 0 but under 1 enables the button, yet pressing it says the lowest amount and sends nothing', async () => {
    const user = userEvent.setup();
    renderWallet(<DepositModal onClose={jest.fn()} />);
    await openQr(user);
    expect(screen.getByText('Minimum 1.00 baht')).toBeInTheDocument();
    await user.type(amount(), '0.5');
    expect(create()).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(create());
    // No create handler is mocked: a request would fail the test as unhandled.
    expect(await screen.findByRole('alert')).toHaveTextContent('The minimum amount is 1.00 baht');
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('WW: presets from 100 and a minimum of 100 in the member currency', async () => {
    const user = userEvent.setup();
    renderWallet(<DepositModal onClose={jest.fn()} />);
    const presets = await openQr(user, 'WW');
    expect(presetLabels(presets)).toEqual(['100.00', '200.00', '300.00', '500.00', '1,000.00']);
    expect(screen.getByText('Minimum 100.00 baht')).toBeInTheDocument();
    await user.type(amount(), '99');
    expect(create()).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('The minimum amount is 100.00 baht');
    await user.click(within(presets).getByRole('button', { name: '200.00' }));
    expect(amount()).toHaveValue('200');
    expect(create()).toBeEnabled();
  });

  it('PAYTIMZ: minimum 10, or the region override that also replaces the first preset', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWallet(<DepositModal onClose={jest.fn()} />);
    expect(presetLabels(await openQr(user, 'PAYTIMZ'))).toEqual(['10.00', '50.00', '100.00', '500.00', '1,000.00']);
    expect(screen.getByText('Minimum 10.00 baht')).toBeInTheDocument();
    unmount();

    renderWallet(<DepositModal onClose={jest.fn()} />, { env: { VITE_QR_MIN_OVERRIDE: '25' } });
    expect(presetLabels(await openQr(user, 'PAYTIMZ'))).toEqual(['25.00', '50.00', '100.00', '500.00', '1,000.00']);
    expect(screen.getByText('Minimum 25.00 baht')).toBeInTheDocument();
    await user.type(amount(), '24');
    expect(create()).toBeDisabled();
  });
});

describe('a QR from creation to its outcome', () => {
  afterEach(() => jest.useRealTimers());

  /** The stand-in's behaviour for one provider: create stores a live code that GET then reports. */
  function oneQr(onCreate: (body: unknown) => void = () => undefined) {
    let current = noQr();
    server.use(
      http.get(`${API}/api/qrcode/:provider`, ({ params }) => HttpResponse.json(params.provider === 'KBANK' ? current : noQr())),
      http.post(`${API}/api/qrcode/KBANK`, async ({ request }) => {
        onCreate(await request.json());
        current = liveQr({ amount: 100 });
        return HttpResponse.json(current);
      }),
    );
    return { set: (next: ReturnType<typeof noQr>) => (current = next) };
  }

  /** The deposit modal with a QR created for a typed 100 (its answer still to come); gives the modal's onClose. */
  async function createTypedQr() {
    const onClose = jest.fn();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWallet(<DepositModal onClose={onClose} />);
    await openQr(user);
    await user.type(amount(), '100');
    await user.click(create());
    return onClose;
  }

  it('creates the code for an amount typed with the separators the app writes, sent as its plain number', async () => {
    const sent: unknown[] = [];
    oneQr((body) => sent.push(body));
    const user = userEvent.setup();
    renderWallet(<DepositModal onClose={jest.fn()} />);
    await openQr(user);
    await user.type(amount(), '1,000.50');
    await user.click(create());
    await waitFor(() => expect(sent).toEqual([{ amount: 1000.5 }]));
  });

  it('shows the code with its amount and a mm:ss countdown that ticks each second to expiry', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const sent: unknown[] = [];
    oneQr((body) => sent.push(body));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWallet(<DepositModal onClose={jest.fn()} />);
    const presets = await openQr(user);
    await user.click(within(presets).getByRole('button', { name: '100.00' }));
    await user.click(create());
    expect(await screen.findByText('Amount to pay: 100.00 baht')).toBeInTheDocument();
    expect(sent).toEqual([{ amount: 100 }]);
    const figure = screen.getByRole('figure', { name: 'QR code to scan' });
    await waitFor(() => expect(figure.querySelector('svg')).not.toBeNull());
    expect(screen.getByRole('timer')).toHaveTextContent('Time left 05:00');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('Time left 04:59');
    act(() => jest.advanceTimersByTime(61_000));
    expect(screen.getByRole('timer')).toHaveTextContent('Time left 03:58');
    act(() => jest.advanceTimersByTime(238_000));
    expect(await screen.findByText('This QR code has expired. Please create a new one.')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Create QR code' })).toBeInTheDocument();
  });

  it('closes the modal with a balance toast once the server reports the shown code paid', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const qr = oneQr();
    const onClose = await createTypedQr();
    await screen.findByRole('timer');
    qr.set(noQr({ qrcodeId: 'qr-1', amount: 100, status: 'PAID' }));
    await act(async () => jest.advanceTimersByTime(QR_POLL_MS));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('Payment received. Your balance has been updated.')).toBeInTheDocument();
  });

  it('takes a shown code that is gone before its countdown ends for paid, without a status: toast, modal closed, wallet read again', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    let walletReads = 0;
    server.use(http.get(`${API}/api/wallet`, () => (walletReads++, HttpResponse.json(walletAnswer()))));
    const qr = oneQr();
    const onClose = await createTypedQr();
    await screen.findByRole('timer');
    const before = walletReads;
    // The spec's QR state alone: the code is simply gone.
    qr.set(noQr());
    await act(async () => jest.advanceTimersByTime(QR_POLL_MS));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Payment received. Your balance has been updated.')).toBeInTheDocument();
    await waitFor(() => expect(walletReads).toBeGreaterThan(before));
  });

  it('takes a code that is gone once its countdown has (nearly) ended for expired, not paid', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const qr = oneQr();
    server.use(
      http.post(`${API}/api/qrcode/KBANK`, () => {
        const code = liveQr({ amount: 100, expireIn: QR_POLL_MS / 1000 + 2 });
        qr.set(code);
        return HttpResponse.json(code);
      }),
    );
    const onClose = await createTypedQr();
    expect(await screen.findByRole('timer')).toHaveTextContent('Time left 00:05');
    // The next poll finds it gone with two seconds left on screen: the server's clock runs a
    // little ahead of the countdown, so this is no payment.
    qr.set(noQr());
    await act(async () => jest.advanceTimersByTime(QR_POLL_MS));
    expect(await screen.findByText('This QR code has expired. Please create a new one.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByText('Payment received. Your balance has been updated.')).not.toBeInTheDocument();
  });

  it('asks whether the shown code is paid only while the tab is visible', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    let asked = 0;
    server.use(
      http.get(`${API}/api/qrcode/:provider`, ({ params }) => {
        if (params.provider !== 'KBANK') return HttpResponse.json(noQr());
        asked += 1;
        return HttpResponse.json(liveQr());
      }),
    );
    const setVisibility = (state: 'hidden' | 'visible') => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
    };
    renderWallet(<DepositModal onClose={jest.fn()} />);
    await screen.findByRole('timer');
    await waitFor(() => expect(asked).toBeGreaterThan(0));
    const before = asked;
    await act(async () => jest.advanceTimersByTime(QR_POLL_MS));
    await waitFor(() => expect(asked).toBe(before + 1));

    setVisibility('hidden');
    await act(async () => jest.advanceTimersByTime(QR_POLL_MS * 3));
    expect(asked).toBe(before + 1);

    setVisibility('visible');
    await waitFor(() => expect(asked).toBeGreaterThan(before + 1));
    delete (document as { visibilityState?: string }).visibilityState;
  });

  /** One QR the server deletes when asked: the ids it was asked to delete. */
  function cancellableQr(): string[] {
    const qr = oneQr();
    const deleted: string[] = [];
    server.use(
      http.delete(`${API}/api/qrcode/:id`, ({ params }) => {
        deleted.push(String(params.id));
        qr.set(noQr({ qrcodeId: 'qr-1', status: 'CANCELLED' }));
        return HttpResponse.json({ message: 'SUCCESS' });
      }),
    );
    return deleted;
  }

  it('cancels after a confirmation: the code is deleted and the form comes back', async () => {
    const deleted = cancellableQr();
    const user = userEvent.setup();
    renderWallet(<DepositModal onClose={jest.fn()} />);
    await openQr(user);
    await user.type(amount(), '100');
    await user.click(create());
    await user.click(await screen.findByRole('button', { name: 'Cancel QR' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel QR' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel code' }));
    await waitFor(() => expect(deleted).toEqual(['qr-1']));
    expect(await screen.findByText('QR code cancelled')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Create QR code' })).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'QR code', 'Amount', 'Create QR code', 'Cancel QR', 'Cancel this QR code?', 'Keep code', 'Cancel code'],
    ['th', 'สแกน QR', 'จำนวนเงิน', 'สร้าง QR', 'ยกเลิก QR', 'ต้องการยกเลิก QR นี้ใช่ไหม', 'ใช้ QR นี้ต่อ', 'ยกเลิก QR นี้'],
    ['lo', 'ສະແກນ QR', 'ຈຳນວນເງິນ', 'ສ້າງ QR', 'ຍົກເລີກ QR', 'ຕ້ອງການຍົກເລີກ QR ນີ້ບໍ?', 'ໃຊ້ QR ນີ້ຕໍ່', 'ຍົກເລີກ QR ນີ້'],
  ] as const)('names the answers to "cancel this code?" by what they do (%s); keeping it leaves it counting down', async (locale, tab, amountLabel, createQr, cancelQr, question, keep, cancel) => {
    const deleted = cancellableQr();
    const user = userEvent.setup();
    renderWallet(<DepositModal onClose={jest.fn()} />, { locale });
    await user.click(await screen.findByRole('tab', { name: tab }));
    await user.type(await screen.findByRole('textbox', { name: amountLabel }), '100');
    await user.click(screen.getByRole('button', { name: createQr }));
    await user.click(await screen.findByRole('button', { name: cancelQr }));
    let confirm = await screen.findByRole('alertdialog', { name: cancelQr });
    expect(confirm).toHaveTextContent(question);
    // The dialog's close cross, then its two answers, named by what each does to the code.
    expect(within(confirm).getAllByRole('button').map((button) => button.textContent)).toEqual(['×', keep, cancel]);

    await user.click(within(confirm).getByRole('button', { name: keep }));
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    expect(screen.getByRole('timer')).toBeInTheDocument();
    expect(deleted).toEqual([]);

    await user.click(screen.getByRole('button', { name: cancelQr }));
    confirm = await screen.findByRole('alertdialog', { name: cancelQr });
    await user.click(within(confirm).getByRole('button', { name: cancel }));
    await waitFor(() => expect(deleted).toEqual(['qr-1']));
    expect(await screen.findByRole('button', { name: createQr })).toBeInTheDocument();
  });

  it('does not take a code the member cancelled for paid when the answer says no more than that it is gone', async () => {
    const qr = oneQr();
    server.use(
      http.delete(`${API}/api/qrcode/:id`, () => {
        qr.set(noQr());
        return HttpResponse.json({ message: 'SUCCESS' });
      }),
    );
    const onClose = jest.fn();
    const user = userEvent.setup();
    renderWallet(<DepositModal onClose={onClose} />);
    await openQr(user);
    await user.type(amount(), '100');
    await user.click(create());
    await user.click(await screen.findByRole('button', { name: 'Cancel QR' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel QR' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel code' }));
    expect(await screen.findByText('QR code cancelled')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Create QR code' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByText('Payment received. Your balance has been updated.')).not.toBeInTheDocument();
    expect(screen.queryByText('This QR code has expired. Please create a new one.')).not.toBeInTheDocument();
  });

  it("shows the server's message when it answers without a code, and a translated error when it refuses", async () => {
    server.use(http.post(`${API}/api/qrcode/KBANK`, () => HttpResponse.json(noQr({ message: 'Provider is under maintenance' }))));
    const user = userEvent.setup();
    renderWallet(<DepositModal onClose={jest.fn()} />);
    await openQr(user);
    await user.type(amount(), '100');
    await user.click(create());
    expect(await screen.findByText('Provider is under maintenance')).toBeInTheDocument();

    server.use(http.post(`${API}/api/qrcode/KBANK`, () => refuse('QR_FAIL')));
    await user.click(create());
    const alert = await screen.findByRole('alertdialog', { name: 'Deposit failed' });
    expect(alert).toHaveTextContent("Couldn't create the QR code. Please try again.");
  });

  it('words a refusal whose message is a code through the error table, not as the code (spec section 8)', async () => {
    server.use(http.post(`${API}/api/qrcode/KBANK`, () => HttpResponse.json(noQr({ message: 'QR_FAIL' }))));
    const user = userEvent.setup();
    renderWallet(<DepositModal onClose={jest.fn()} />);
    await openQr(user);
    await user.type(amount(), '100');
    await user.click(create());
    expect(await screen.findByText("Couldn't create the QR code. Please try again.")).toBeInTheDocument();
    expect(screen.queryByText('QR_FAIL')).not.toBeInTheDocument();
    expect(create()).toBeEnabled();
  });

  it('reopens on the live code of any provider with its remaining time instead of making another', async () => {
    server.use(http.get(`${API}/api/qrcode/:provider`, ({ params }) => HttpResponse.json(params.provider === 'WW' ? liveQr({ qrcodeId: 'qr-ww', amount: 300, expireIn: 125 }) : noQr())));
    renderWallet(<DepositModal onClose={jest.fn()} />);
    expect(await screen.findByRole('timer')).toHaveTextContent('Time left 02:05');
    expect(screen.getByRole('tab', { name: 'QR code' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('combobox', { name: 'Provider' })).toHaveValue('WW');
    expect(screen.getByText('Amount to pay: 300.00 baht')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create QR code' })).not.toBeInTheDocument();
  });

  it('draws a code the server sends as an image address as an image', async () => {
    server.use(http.get(`${API}/api/qrcode/:provider`, ({ params }) => HttpResponse.json(params.provider === 'KBANK' ? liveQr({ qrcode: 'data:image/png;base64,iVBORw0KGgo=' }) : noQr())));
    renderWallet(<DepositModal onClose={jest.fn()} />);
    expect(await screen.findByRole('img', { name: 'QR code to scan' })).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
  });

  it('makes the other providers reload after a code is created', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${API}/api/qrcode/:provider`, ({ params }) => {
        asked.push(String(params.provider));
        return HttpResponse.json(noQr());
      }),
      http.post(`${API}/api/qrcode/KBANK`, () => HttpResponse.json(liveQr())),
    );
    const user = userEvent.setup();
    renderWallet(<DepositModal onClose={jest.fn()} />);
    await openQr(user);
    await waitFor(() => expect(asked.filter((p) => p === 'WW')).toHaveLength(1));
    await user.type(amount(), '100');
    await user.click(create());
    await waitFor(() => expect(asked.filter((p) => p === 'WW')).toHaveLength(2));
    expect(asked.filter((p) => p === 'PAYTIMZ')).toHaveLength(2);
  });
});
