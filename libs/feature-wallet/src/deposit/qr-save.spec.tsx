import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { QrState } from '@wallet/api';
import { depositHandlers, liveQr } from '../testing/deposit-answers';
import { API, homeHandlers, renderWallet, startServer } from '../testing/wallet-test-kit';
import { DepositModal } from './deposit-modal';
import { drawQrPicture, QrPictureError, type DrawQrPictureInput } from './qr-picture';

// The canvas is not drawn under jsdom: the drawing module's reading of the shown code is real, its drawing is stubbed.
jest.mock('./qr-picture', () => {
  const actual = jest.requireActual('./qr-picture');
  return { ...actual, drawQrPicture: jest.fn() };
});

const draw = jest.mocked(drawQrPicture);
const server = startServer(...homeHandlers(), ...depositHandlers());
const PNG = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });

const nav = navigator;
const noShareSheet = () => ['share', 'canShare'].forEach((name) => Reflect.deleteProperty(navigator, name));
const createObjectURL = jest.fn(() => 'blob:qr-picture');
const revokeObjectURL = jest.fn();
let clicked: HTMLAnchorElement[] = [];

beforeEach(() => {
  draw.mockReset().mockResolvedValue(PNG);
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  clicked = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  noShareSheet();
});

afterEach(() => {
  jest.restoreAllMocks();
  noShareSheet();
});

function showQr(qr: QrState) {
  server.use(http.get(`${API}/api/qrcode/:provider`, ({ params }) => HttpResponse.json(params.provider === 'KBANK' ? qr : liveQr({ hasQrcode: false, qrcodeId: '', qrcode: '' }))));
}

/** The deposit modal on its QR tab, with a live code on screen (its SVG sanitized and shown). */
async function openLiveQr(qr: QrState = liveQr({ amount: 100 })) {
  showQr(qr);
  const user = userEvent.setup();
  renderWallet(<DepositModal onClose={jest.fn()} />);
  await user.click(await screen.findByRole('tab', { name: 'QR code' }));
  const figure = await screen.findByRole('figure', { name: 'QR code to scan' });
  if (qr.qrcode.startsWith('<')) await waitFor(() => expect(figure.querySelector('svg')).not.toBeNull());
  return { user, save: () => screen.getByRole('button', { name: 'Save QR' }) };
}

function shareSheet(share: jest.Mock, canShare = jest.fn(() => true)) {
  Object.assign(nav, { share, canShare });
  return { share, canShare };
}

describe('Save QR under a live QR (issue 29)', () => {
  it('shares a PNG named after the amount, drawn from the shown code with the amount and the expiry time, where the browser shares files', async () => {
    const { share, canShare } = shareSheet(jest.fn().mockResolvedValue(undefined));
    const { user, save } = await openLiveQr();
    await user.click(save());
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    const [{ files, title }] = share.mock.calls[0] as [{ files: File[]; title: string }];
    expect(files).toHaveLength(1);
    expect([files[0].name, files[0].type]).toEqual(['deposit-qr-100.00.png', 'image/png']);
    expect(title).toBe('QR deposit');
    expect(canShare).toHaveBeenCalledWith({ files });
    const input = draw.mock.calls[0][0] as DrawQrPictureInput;
    expect(input.source.kind).toBe('svg');
    expect(input.source.kind === 'svg' && input.source.markup).toMatch(/^<svg[^>]* width="480" height="480"/);
    expect(input.lines.map((line) => line.kind)).toEqual(['amount', 'expires', 'title']);
    expect(input.lines[0].text).toMatch(/100\.00/);
    expect(input.lines[1].text).toMatch(/^Pay before \d\d:\d\d$/);
    expect(clicked).toEqual([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('downloads the PNG through a link when the browser cannot share files, and revokes its address after', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      showQr(liveQr({ amount: 1234.5 }));
      renderWallet(<DepositModal onClose={jest.fn()} />);
      await user.click(await screen.findByRole('tab', { name: 'QR code' }));
      const figure = await screen.findByRole('figure', { name: 'QR code to scan' });
      await waitFor(() => expect(figure.querySelector('svg')).not.toBeNull());
      await user.click(screen.getByRole('button', { name: 'Save QR' }));
      await waitFor(() => expect(clicked).toHaveLength(1));
      expect(clicked[0].download).toBe('deposit-qr-1234.50.png');
      expect(clicked[0].getAttribute('href')).toBe('blob:qr-picture');
      expect(createObjectURL).toHaveBeenCalledWith(PNG);
      // The link is gone from the page; its address is kept until the download has started.
      expect(clicked[0].isConnected).toBe(false);
      expect(revokeObjectURL).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(10_000));
      expect(revokeObjectURL).toHaveBeenCalledWith('blob:qr-picture');
    } finally {
      jest.useRealTimers();
    }
  });

  it('also downloads when the share sheet refuses files, or is no longer allowed after the drawing', async () => {
    shareSheet(jest.fn(), jest.fn(() => false));
    const { user, save } = await openLiveQr();
    await user.click(save());
    await waitFor(() => expect(clicked).toHaveLength(1));
    Object.assign(nav, { canShare: jest.fn(() => true), share: jest.fn().mockRejectedValue(new DOMException('no activation', 'NotAllowedError')) });
    await user.click(save());
    await waitFor(() => expect(clicked).toHaveLength(2));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says nothing when the member closes the share sheet', async () => {
    const { share } = shareSheet(jest.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError')));
    const { user, save } = await openLiveQr();
    await user.click(save());
    await waitFor(() => expect(share).toHaveBeenCalled());
    await waitFor(() => expect(save()).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(clicked).toEqual([]);
  });

  it('is disabled while the picture is made, then enabled again', async () => {
    let finish: (blob: Blob) => void = () => undefined;
    draw.mockReturnValue(new Promise<Blob>((resolve) => (finish = resolve)));
    const { user, save } = await openLiveQr();
    await user.click(save());
    await waitFor(() => expect(save()).toBeDisabled());
    finish(PNG);
    await waitFor(() => expect(save()).toBeEnabled());
    expect(clicked).toHaveLength(1);
  });

  it('says the picture cannot be made when the code image cannot be drawn, and keeps the QR usable', async () => {
    draw.mockRejectedValue(new QrPictureError('unreadable'));
    const { user, save } = await openLiveQr(liveQr({ amount: 100, qrcode: 'https://qr.example/code.png' }));
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent("This QR code can't be saved as a picture. Take a screenshot of it instead.");
    expect(draw.mock.calls[0][0].source).toEqual({ kind: 'image', src: 'https://qr.example/code.png' });
    expect(save()).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cancel QR' })).toBeEnabled();
    expect(within(screen.getByRole('figure', { name: 'QR code to scan' })).getByRole('img', { name: 'QR code to scan' })).toBeInTheDocument();
    expect(clicked).toEqual([]);
  });

  it('says saving failed on any other failure, and clears the message on the next try', async () => {
    draw.mockRejectedValueOnce(new Error('out of memory'));
    const { user, save } = await openLiveQr();
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('The QR code could not be saved. Please try again.');
    await user.click(save());
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reads the saved name and texts in the member’s language', async () => {
    const user = userEvent.setup();
    showQr(liveQr({ amount: 100 }));
    renderWallet(<DepositModal onClose={jest.fn()} />, { locale: 'th' });
    await user.click(await screen.findByRole('tab', { name: 'สแกน QR' }));
    await waitFor(() => expect(document.querySelector('figure svg')).not.toBeNull());
    await user.click(screen.getByRole('button', { name: 'บันทึก QR' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    const { lines } = draw.mock.calls[0][0];
    expect(lines[1].text).toMatch(/^ชำระก่อนเวลา \d\d:\d\d น\.$/);
    expect(lines[2].text).toBe('QR ฝากเงิน');
  });
});
