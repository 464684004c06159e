import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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

/** The modal of game `code`, once its credentials (`username`) show. */
async function openGame(code: string, username: string) {
  const user = userEvent.setup();
  renderModal(code);
  const dialog = await screen.findByRole('dialog', { name: code });
  await within(dialog).findByText(username);
  return { user, dialog };
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

  it('says why the account could not be read, and a retry brings the credentials', async () => {
    server.use(http.get(`${API}/api/wallet/account/:code`, () => HttpResponse.json({ message: 'INTERNAL_SERVER_ERROR' }, { status: 500 }), { once: true }));
    const user = userEvent.setup();
    renderModal('PG');
    const dialog = await screen.findByRole('dialog', { name: 'PG' });
    expect(await within(dialog).findByText('A server error occurred. Please try again later.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('pguser')).toBeInTheDocument();
    expect(within(dialog).queryByText('A server error occurred. Please try again later.')).not.toBeInTheDocument();
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
    const { user, dialog } = await openGame('JOKER', 'jokeruser');
    await user.click(within(dialog).getByRole('button', { name: 'Play on Android' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toBe('https://android.test/JOKER'));
    expect(tab.opener).toBeNull();
    expect(calls).toEqual([]);
  });

  it('finds the web link first, then moves the whole wallet into a game with a positive balance, then opens it', async () => {
    const { tab } = fakeTab();
    const { user, dialog } = await openGame('PG', 'pguser');
    // Before the tap, the member reads how much will move.
    expect(within(dialog).getByText('Play moves 1,000.50 baht from your main wallet into this game first, then opens it.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Play on web' }));
    await waitFor(() => expect(tab.location.href).toBe('https://play.test/session/pguser'));
    expect(calls).toEqual(['autoLogin pg/pguser', 'transferAll {"to":"PG"}']);
  });

  it('moves no money when the auto-login link cannot be had', async () => {
    server.use(http.get(`${API}/api/autoLogin/:provider/:username`, () => (calls.push('autoLogin'), refuse('NO_GAME'))));
    const { tab } = fakeTab();
    const { user, dialog } = await openGame('PG', 'pguser');
    await user.click(within(dialog).getByRole('button', { name: 'Play on web' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    expect(calls).toEqual(['autoLogin']);
  });

  it('sends no transfer from an empty wallet: the game opens at once', async () => {
    wallet = walletAnswer({ wallet: { amount: 0 } });
    const { tab } = fakeTab();
    const { user, dialog } = await openGame('PG', 'pguser');
    expect(within(dialog).getByText('Play opens the game; no money moves.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Transfer all into game' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Play on web' }));
    await waitFor(() => expect(tab.location.href).toBe('https://play.test/session/pguser'));
    expect(calls).toEqual(['autoLogin pg/pguser']);
  });

  it('takes the links of the wallet’s game account when the account lookup gives only the credentials', async () => {
    server.use(http.get(`${API}/api/wallet/account/:code`, () => HttpResponse.json({ username: 'jokeruser', password: 'secret88' })));
    wallet.slots[1].amount = 0;
    const { tab } = fakeTab();
    const { user, dialog } = await openGame('JOKER', 'jokeruser');
    await user.click(within(dialog).getByRole('button', { name: 'Play on iOS' }));
    await waitFor(() => expect(tab.location.href).toBe('https://ios.test/JOKER'));
  });

  it('closes the opened tab and says why when the move into the game fails', async () => {
    server.use(http.post(`${API}/api/wallet/transferAll`, () => refuse('TRANSFER_FAIL')));
    const { tab } = fakeTab();
    const { user, dialog } = await openGame('PG', 'pguser');
    await user.click(within(dialog).getByRole('button', { name: 'Play on iOS' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/returned to (your )?wallet/i);
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
  });

  it('keeps every play button disabled while one game is opening', async () => {
    let release: () => void = () => undefined;
    server.use(http.post(`${API}/api/wallet/transferAll`, () => new Promise<Response>((resolve) => (release = () => resolve(HttpResponse.json({ message: 'SUCCESS' }))))));
    fakeTab();
    const { user, dialog } = await openGame('PG', 'pguser');
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
    const { user, dialog } = await openGame('UFABET', 'ufabetuser');
    await user.click(within(dialog).getByRole('button', { name: 'Play on web' }));
    await waitFor(() => expect(tab.location.href).toBe('https://play.test/UFABET'));
  });
});

describe('web play is offered only when there is something to open (spec section 2, 7)', () => {
  it('offers no web play for a game with neither a web link nor an auto-login route', async () => {
    wallet = walletAnswer({ slots: [game({ code: 'UFABET', amount: 80, web: null })] });
    renderModal('UFABET');
    const dialog = await screen.findByRole('dialog', { name: 'UFABET' });
    await within(dialog).findByText('ufabetuser');
    expect(within(dialog).getByRole('button', { name: 'Play on Android' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Play on web' })).not.toBeInTheDocument();
  });

  it('says so when a game has nothing to open at all', async () => {
    wallet = walletAnswer({ slots: [game({ code: 'SLOTXO', web: null, android: null, ios: '' })] });
    renderModal('SLOTXO');
    const dialog = await screen.findByRole('dialog', { name: 'SLOTXO' });
    await within(dialog).findByText('slotxouser');
    expect(within(dialog).queryByRole('button', { name: /^Play on/ })).not.toBeInTheDocument();
    expect(within(dialog).getByText('Game link not available')).toBeInTheDocument();
  });

  it('offers web play for an auto-login provider without a web link', async () => {
    wallet = walletAnswer({ slots: [game({ code: 'PG', web: null, android: null, ios: null })] });
    renderModal('PG');
    const dialog = await screen.findByRole('dialog', { name: 'PG' });
    await within(dialog).findByText('pguser');
    expect(within(dialog).getAllByRole('button', { name: /^Play on/ }).map((button) => button.textContent)).toEqual(['Play on web']);
  });
});

describe('an address that is not a web page opens nothing (safeAddress)', () => {
  const UNSAFE = ['javascript:alert(document.domain)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)'];
  const refusal = "This link can't be opened: it doesn't lead to a web page.";

  async function playAndExpectRefusal(code: string, button: string) {
    const { tab } = fakeTab();
    const user = userEvent.setup();
    renderModal(code);
    const dialog = await screen.findByRole('dialog', { name: code });
    await within(dialog).findByText(`${code.toLowerCase()}user`);
    await user.click(within(dialog).getByRole('button', { name: button }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
    // Found before any money moves: the refused game keeps the wallet where it was.
    expect(calls.filter((call) => call.startsWith('transferAll'))).toEqual([]);
  }

  it.each(UNSAFE)('the game’s Android link %p', async (address) => {
    wallet = walletAnswer({ slots: [game({ code: 'JOKER', amount: 12, android: address })] });
    await playAndExpectRefusal('JOKER', 'Play on Android');
  });

  it.each(UNSAFE)('the game’s iOS link %p', async (address) => {
    wallet = walletAnswer({ slots: [game({ code: 'JOKER', amount: 12, ios: address })] });
    await playAndExpectRefusal('JOKER', 'Play on iOS');
  });

  it.each(UNSAFE)('the game’s web link %p', async (address) => {
    wallet = walletAnswer({ slots: [game({ code: 'UFABET', amount: 80, web: address })] });
    await playAndExpectRefusal('UFABET', 'Play on web');
  });

  it.each(UNSAFE)('the auto-login answer %p', async (address) => {
    server.use(http.get(`${API}/api/autoLogin/:provider/:username`, () => HttpResponse.json({ link: address })));
    await playAndExpectRefusal('PG', 'Play on web');
  });
});

describe('money moves once (issue 16: a quick second tap)', () => {
  /** Holds every wallet reading after the first, so the screen still shows the old figures. */
  function holdWalletRefresh() {
    let readings = 0;
    server.use(
      http.get(`${API}/api/wallet`, async () => {
        readings += 1;
        if (readings > 1) await new Promise(() => undefined);
        return HttpResponse.json(wallet);
      }),
    );
    return () => readings;
  }

  it('Play: two taps in one frame and one right after the answer find the link and move the wallet once', async () => {
    const readings = holdWalletRefresh();
    const { tab, open } = fakeTab();
    renderModal('PG');
    const dialog = await screen.findByRole('dialog', { name: 'PG' });
    await within(dialog).findByText('pguser');
    const play = within(dialog).getByRole('button', { name: 'Play on web' });
    fireEvent.click(play);
    fireEvent.click(play);
    await waitFor(() => expect(tab.location.href).toBe('https://play.test/session/pguser'));
    await waitFor(() => expect(play).toBeEnabled());
    fireEvent.click(play);
    await waitFor(() => expect(readings()).toBe(2));
    expect(calls).toEqual(['autoLogin pg/pguser', 'transferAll {"to":"PG"}']);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('transfer all is not sent while Play is moving the wallet', async () => {
    let release: () => void = () => undefined;
    server.use(
      http.post(`${API}/api/wallet/transferAll`, async ({ request }) => {
        calls.push(`transferAll ${JSON.stringify(await request.json())}`);
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ message: 'SUCCESS' });
      }),
    );
    holdWalletRefresh();
    const { tab } = fakeTab();
    renderModal('PG');
    const dialog = await screen.findByRole('dialog', { name: 'PG' });
    await within(dialog).findByText('pguser');
    const transferAll = within(dialog).getByRole('button', { name: 'Transfer all into game' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Play on web' }));
    fireEvent.click(transferAll);
    fireEvent.click(transferAll);
    await waitFor(() => expect(calls).toEqual(['autoLogin pg/pguser', 'transferAll {"to":"PG"}']));
    fireEvent.click(transferAll);
    release();
    await waitFor(() => expect(tab.location.href).toBe('https://play.test/session/pguser'));
    fireEvent.click(transferAll);
    expect(calls).toEqual(['autoLogin pg/pguser', 'transferAll {"to":"PG"}']);
  });

  it('transfer all: two taps in one frame and one right after the answer send it once', async () => {
    holdWalletRefresh();
    renderModal('PG');
    const dialog = await screen.findByRole('dialog', { name: 'PG' });
    await within(dialog).findByText('pguser');
    const transferAll = within(dialog).getByRole('button', { name: 'Transfer all into game' });
    fireEvent.click(transferAll);
    fireEvent.click(transferAll);
    expect(await screen.findByText('All your wallet money is now in the game')).toBeInTheDocument();
    fireEvent.click(transferAll);
    // Nor does Play move money on figures the screen has not read again: it does not even start
    // (a Play that ran would keep transfer all disabled until it had asked for its link).
    const play = within(dialog).getByRole('button', { name: 'Play on web' });
    fireEvent.click(play);
    await waitFor(() => expect(transferAll).toBeEnabled());
    expect(play).toBeEnabled();
    expect(calls).toEqual(['transferAll {"to":"PG"}']);
  });
});
