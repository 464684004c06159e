import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, game, refuse, renderWallet, startServer, walletAnswer } from '../testing/wallet-test-kit';
import { GameAccountModal } from './game-account-modal';

let wallet = walletAnswer();
const calls: string[] = [];
const server = startServer(
  http.get(`${API}/api/wallet`, () => HttpResponse.json(wallet)),
  http.get(`${API}/api/wallet/account/:code`, ({ params }) => {
    const code = String(params.code);
    const slot = wallet.slots.find((item) => item.code === code);
    return slot?.isActive ? HttpResponse.json({ code, username: slot.username, password: slot.password, web: slot.web, android: slot.android, ios: slot.ios }) : refuse('SLOT_NO_ACCOUNT');
  }),
  http.post(`${API}/api/wallet/transferAll`, async ({ request }) => {
    calls.push(`transferAll ${JSON.stringify(await request.json())}`);
    return HttpResponse.json({ message: 'SUCCESS' });
  }),
  http.get(`${API}/api/autoLogin/:provider/:username`, ({ params }) => {
    calls.push(`autoLogin ${params.provider}/${params.username}`);
    return HttpResponse.json({ link: `https://play.test/session/${params.username}` });
  }),
);

/** A stand-in for the tab window.open gives back: records where it was sent, and whether it was closed. */
function fakeTab() {
  const tab = { opener: {} as unknown, closed: false, location: { href: '' }, close: jest.fn() };
  const open = jest.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
  return { tab, open };
}

beforeEach(() => {
  wallet = walletAnswer();
  calls.length = 0;
  jest.restoreAllMocks();
});

function renderModal(code: string) {
  const onTransfer = jest.fn();
  const view = renderWallet(<GameAccountModal code={code} onClose={jest.fn()} onTransfer={onTransfer} />);
  return { ...view, onTransfer };
}

describe('the game-account modal', () => {
  it('shows the credentials with copy buttons that say what was copied', async () => {
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    renderModal('PG');
    const dialog = await screen.findByRole('dialog', { name: 'PG' });
    await within(dialog).findByText('pguser');
    await user.click(within(dialog).getByRole('button', { name: 'Copy password' }));
    expect(writeText).toHaveBeenCalledWith('secret88');
    expect(await screen.findByText('Copied secret88')).toBeInTheDocument();
  });

  it("says 'Failed to copy' when the clipboard refuses", async () => {
    const user = userEvent.setup();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    renderModal('PG');
    await user.click(await screen.findByRole('button', { name: 'Copy username' }));
    expect(await screen.findByText('Failed to copy')).toBeInTheDocument();
  });

  it('opens an inactive account, then shows its credentials', async () => {
    server.use(
      http.get(`${API}/api/wallet/activate/:code`, ({ params }) => {
        wallet = { ...wallet, slots: wallet.slots.map((slot) => (slot.code === params.code ? { ...slot, isActive: true } : slot)) };
        return HttpResponse.json({ message: 'SUCCESS' });
      }),
    );
    const user = userEvent.setup();
    renderModal('HUAYHD');
    const dialog = await screen.findByRole('dialog', { name: 'HUAYHD' });
    expect(within(dialog).getByText("This game account isn't open yet")).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Activate account' }));
    expect(await within(dialog).findByText('huayhduser')).toBeInTheDocument();
    expect(await screen.findByText('Account activated')).toBeInTheDocument();
  });

  it('opens the link at once for a game balance of zero, in the tab opened on the tap', async () => {
    const { tab, open } = fakeTab();
    wallet.slots[1].amount = 0;
    const user = userEvent.setup();
    renderModal('JOKER');
    const dialog = await screen.findByRole('dialog', { name: 'JOKER' });
    await within(dialog).findByText('jokeruser');
    await user.click(within(dialog).getByRole('button', { name: 'Play on Android' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toBe('https://android.test/JOKER'));
    expect(tab.opener).toBeNull();
    expect(calls).toEqual([]);
  });

  it('moves the whole wallet into a game with a positive balance before opening its web link', async () => {
    const { tab } = fakeTab();
    const user = userEvent.setup();
    renderModal('PG');
    const dialog = await screen.findByRole('dialog', { name: 'PG' });
    await within(dialog).findByText('pguser');
    await user.click(within(dialog).getByRole('button', { name: 'Play on web' }));
    await waitFor(() => expect(tab.location.href).toBe('https://play.test/session/pguser'));
    expect(calls).toEqual(['transferAll {"to":"PG"}', 'autoLogin pg/pguser']);
  });

  it('closes the opened tab and says why when the move into the game fails', async () => {
    server.use(http.post(`${API}/api/wallet/transferAll`, () => refuse('TRANSFER_FAIL')));
    const { tab } = fakeTab();
    const user = userEvent.setup();
    renderModal('PG');
    const dialog = await screen.findByRole('dialog', { name: 'PG' });
    await within(dialog).findByText('pguser');
    await user.click(within(dialog).getByRole('button', { name: 'Play on iOS' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/returned to (your )?wallet/i);
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
  });

  it('keeps every play button disabled while one game is opening', async () => {
    let release: () => void = () => undefined;
    server.use(http.post(`${API}/api/wallet/transferAll`, () => new Promise<Response>((resolve) => (release = () => resolve(HttpResponse.json({ message: 'SUCCESS' }))))));
    fakeTab();
    const user = userEvent.setup();
    renderModal('PG');
    const dialog = await screen.findByRole('dialog', { name: 'PG' });
    await within(dialog).findByText('pguser');
    await user.click(within(dialog).getByRole('button', { name: 'Play on Android' }));
    for (const name of ['Play on Android', 'Play on iOS', 'Play on web']) expect(within(dialog).getByRole('button', { name })).toBeDisabled();
    release();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Play on web' })).toBeEnabled());
  });

  it('hands over to the transfer modal with this game as the target', async () => {
    const user = userEvent.setup();
    const { onTransfer } = renderModal('UFABET');
    const dialog = await screen.findByRole('dialog', { name: 'UFABET' });
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(onTransfer).toHaveBeenCalledWith('UFABET');
  });
});

describe('a web link without auto-login', () => {
  it('opens the game’s own login link', async () => {
    wallet = walletAnswer({ slots: [game({ code: 'UFABET', amount: 0 })] });
    const { tab } = fakeTab();
    const user = userEvent.setup();
    renderModal('UFABET');
    const dialog = await screen.findByRole('dialog', { name: 'UFABET' });
    await within(dialog).findByText('ufabetuser');
    await user.click(within(dialog).getByRole('button', { name: 'Play on web' }));
    await waitFor(() => expect(tab.location.href).toBe('https://play.test/UFABET'));
  });
});
