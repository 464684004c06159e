// Issue 19: while the browser is offline every money action of the wallet screens is disabled
// with its reason, and nothing is sent or queued for later. Each case opens a screen ready to send
// (so its button is enabled online) and names its money buttons; a money button that forgot to be
// one stays enabled offline and fails here.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { File as NodeFile } from 'node:buffer';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { setNetwork } from '@wallet/ui/testing';
import { liveQr, noQr, SLIP_SETTINGS } from './testing/deposit-answers';
import { API, game, renderWallet, startServer, walletAnswer } from './testing/wallet-test-kit';
import { QrPanel } from './deposit/qr-panel';
import { SlipPanel } from './deposit/slip-panel';
import { WalletPanel } from './deposit/wallet-panel';
import { GameAccountModal } from './games/game-account-modal';
import { InviteBonus } from './home/invite-bonus';
import { InviteBonusConfirm } from './home/invite-bonus-confirm';
import { RefundModal } from './refund/refund-modal';
import { TransferModal } from './transfer/transfer-modal';
import { WithdrawModal } from './withdraw/withdraw-modal';

let wallet = walletAnswer();
let qr = noQr();
const server = startServer(
  http.get(`${API}/api/wallet`, () => HttpResponse.json(wallet)),
  http.get(`${API}/api/lookup/withdraw`, () => HttpResponse.json({ withdrawMin: 100, withdrawMax: 50000 })),
  http.get(`${API}/api/lookup/banks`, () => HttpResponse.json([{ code: 'KBANK', nameTH: 'ธนาคารกสิกรไทย', nameEN: 'Kasikornbank' }])),
  http.get(`${API}/api/lookup/slip`, () => HttpResponse.json(SLIP_SETTINGS)),
  http.get(`${API}/api/lookup/conditions`, () => HttpResponse.json([])),
  http.get(`${API}/api/qrcode/:provider`, () => HttpResponse.json(qr)),
  http.get(`${API}/api/refund/check`, () => HttpResponse.json({ result: true, bonus: false, info: '', refundAmount: 75.25, refundSuccess: 2, refundFail: 1 })),
  http.post(`${API}/api/refund`, () => HttpResponse.json({ refunds: [], total: 0 })),
  http.get(`${API}/api/wallet/account/:code`, ({ params }) => {
    const slot = wallet.slots.find((item) => item.code === params.code);
    return HttpResponse.json({ code: slot?.code, username: slot?.username, password: slot?.password });
  }),
);

// Every call a screen made: reading is fine, anything else would be an action sent.
const sent: string[] = [];
server.events.on('request:start', ({ request }) => {
  sent.push(`${request.method} ${new URL(request.url).pathname}`);
});

beforeAll(() => {
  // jsdom has no object URLs; the slip preview only needs an address.
  Object.assign(URL, { createObjectURL: () => 'blob:slip-preview', revokeObjectURL: () => undefined });
});
beforeEach(() => {
  wallet = walletAnswer();
  qr = noQr();
  sent.length = 0;
});
afterEach(() => jest.restoreAllMocks());

type User = ReturnType<typeof userEvent.setup>;

interface MoneyScreen {
  /** Sets what the server answers before the screen opens. */
  answers?: () => void;
  screen: ReactElement;
  /** Brings the screen to where its money buttons would send; gives them. */
  ready: (user: User) => Promise<HTMLElement[]>;
}

const button = (name: string) => screen.findByRole('button', { name });
const slipImage = new NodeFile([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'slip.png', { type: 'image/png' }) as unknown as File;

const SCREENS: Record<string, MoneyScreen> = {
  transfer: {
    screen: <TransferModal initialFrom="WALLET" initialTo="PG" onClose={jest.fn()} />,
    ready: async (user) => {
      await waitFor(() => expect(screen.getByLabelText('To')).toHaveValue('PG'));
      await user.type(screen.getByLabelText('Amount'), '10');
      return [await button('Confirm transfer')];
    },
  },
  withdraw: {
    screen: <WithdrawModal onClose={jest.fn()} />,
    ready: async (user) => {
      await screen.findByText('Minimum 100.00 baht, maximum 50,000.00 baht');
      await user.type(screen.getByLabelText('Amount'), '200');
      return [await button('Withdraw')];
    },
  },
  'QR code create': {
    screen: <QrPanel provider="KBANK" onPaid={jest.fn()} />,
    ready: async (user) => {
      await user.type(await screen.findByRole('textbox', { name: 'Amount' }), '100');
      return [await button('Create QR code')];
    },
  },
  'QR code cancel': {
    answers: () => {
      qr = liveQr();
    },
    screen: <QrPanel provider="KBANK" onPaid={jest.fn()} />,
    ready: async () => [await button('Cancel QR')],
  },
  'wallet link': {
    screen: <WalletPanel wallets={[{ walletAccountName: 'WALLET DEMO GIFT', mode: 'LINK' }]} />,
    ready: async (user) => {
      await user.type(screen.getByLabelText('Gift link'), 'https://gift.truemoney.com/campaign/?v=abc123');
      return [await button('Send link')];
    },
  },
  'slip upload': {
    screen: <SlipPanel />,
    ready: async (user) => {
      await user.upload(await screen.findByLabelText('Choose slip image'), slipImage);
      return [await button('Upload')];
    },
  },
  'refund receive and add': {
    screen: <RefundModal onClose={jest.fn()} />,
    ready: async () => {
      await screen.findByText('Available refund: 75.25 baht');
      return [await button('Receive refund')];
    },
  },
  'invite bonus': {
    screen: <InviteBonus amount={50} walletReadAt={1} />,
    ready: async () => [await button('Receive')],
  },
  'invite bonus confirmation': {
    screen: <InviteBonusConfirm onConfirm={jest.fn()} onCancel={jest.fn()} busy={false} />,
    ready: async () => [await button('Receive bonus')],
  },
  'game activate': {
    screen: <GameAccountModal code="HUAYHD" onClose={jest.fn()} onTransfer={jest.fn()} />,
    ready: async () => [await button('Activate account')],
  },
  'game play that moves money, transfer all, password reset': {
    screen: <GameAccountModal code="PG" onClose={jest.fn()} onTransfer={jest.fn()} />,
    ready: async () => {
      await screen.findByText('pguser');
      return Promise.all(['Play on Android', 'Play on iOS', 'Play on web', 'Transfer all into game', 'Reset password'].map(button));
    },
  },
};

describe('money actions while offline (issue 19)', () => {
  it.each(Object.keys(SCREENS))('%s: disabled with the reason while offline, nothing sent or queued, enabled again once back', async (name) => {
    const { answers, screen: ui, ready } = SCREENS[name];
    const user = userEvent.setup();
    answers?.();
    renderWallet(ui);
    const buttons = await ready(user);
    for (const money of buttons) expect(money).toBeEnabled();

    setNetwork(false);
    for (const money of buttons) {
      expect(money).toBeDisabled();
      expect(money).toHaveAccessibleDescription('Waiting for the connection');
      await user.click(money);
    }

    setNetwork(true);
    for (const money of buttons) expect(money).toBeEnabled();
    // Nothing but readings went out, then or once the network was back.
    await waitFor(() => expect(sent.filter((call) => !isReading(call))).toEqual([]));
  });

  it('keeps Play of a game holding nothing a plain link: it moves no money', async () => {
    wallet = walletAnswer({ slots: [game({ code: 'PG', amount: 0 })] });
    renderWallet(<GameAccountModal code="PG" onClose={jest.fn()} onTransfer={jest.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'PG' });
    await within(dialog).findByText('pguser');
    setNetwork(false);
    expect(within(dialog).getByRole('button', { name: 'Play on web' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Transfer all into game' })).toBeDisabled();
  });
});

/** The calls that only read: the screens' lookups, the wallet, a game's account, the QR state and the refund list. */
function isReading(call: string): boolean {
  return /^GET \/api\/(wallet|lookup\/\w+|wallet\/account\/\w+|qrcode\/\w+|refund\/check)$|^POST \/api\/refund$/.test(call);
}
