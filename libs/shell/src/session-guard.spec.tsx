import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToken, onSessionChange, readToken, SESSION_CHANNEL, storeToken, TOKEN_STORAGE_KEY } from '@wallet/api';
import { RegionProvider, regionFromEnv, STORAGE_KEYS, type Locale } from '@wallet/config';
import { renderWithUi } from '@wallet/ui/testing';
import { SessionGuard } from './session-guard';

const MINUTE = 60_000;

/** The guard with a 3-minute time-out from the region config (VITE_INACTIVITY_MINUTES): the warning comes at 2. */
function renderGuard(locale: Locale = 'en') {
  const onLogout = jest.fn();
  const onExpire = jest.fn();
  const config = regionFromEnv({ VITE_REGION: 'th', VITE_INACTIVITY_MINUTES: '3' });
  renderWithUi(
    <RegionProvider config={config}>
      <SessionGuard onLogout={onLogout} onExpire={onExpire} />
    </RegionProvider>,
    { locale },
  );
  return { onLogout, onExpire, user: userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) }) };
}

const pass = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => {
  jest.useFakeTimers();
  window.localStorage.clear();
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  clearToken();
});

describe('the inactivity time-out (issue 19)', () => {
  it.each([
    ['en', 'Still there?', "you'll be logged out in 01:00", 'Stay logged in'],
    ['th', 'ยังใช้งานอยู่ไหม', 'คุณจะออกจากระบบใน 01:00', 'อยู่ในระบบต่อ'],
    ['lo', 'ຍັງໃຊ້ງານຢູ່ບໍ່', 'ທ່ານຈະອອກຈາກລະບົບໃນ 01:00', 'ຢູ່ໃນລະບົບຕໍ່'],
  ] as const)('warns one minute before, counting down, in %s', async (locale, title, warning, stay) => {
    renderGuard(locale);
    pass(2 * MINUTE - 1000);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    pass(1000);
    const dialog = await screen.findByRole('alertdialog', { name: title });
    expect(dialog).toHaveTextContent(warning);
    expect(screen.getByRole('button', { name: stay })).toBeInTheDocument();
    pass(15_000);
    expect(dialog).toHaveTextContent('00:45');
  });

  // Issue 40 item 8: ended for inactivity, not as the logout button ends it, so /login can say why.
  it('ends the session at the time-out when nothing happens, once, as a time-out', () => {
    const { onExpire, onLogout } = renderGuard();
    pass(3 * MINUTE - 1);
    expect(onExpire).not.toHaveBeenCalled();
    pass(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
    pass(5 * MINUTE);
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(onLogout).not.toHaveBeenCalled();
  });

  it("keeps the session with 'stay logged in', for a whole time-out again", async () => {
    const { onExpire, user } = renderGuard();
    pass(2 * MINUTE);
    await user.click(await screen.findByRole('button', { name: 'Stay logged in' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    pass(2 * MINUTE - 1000);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onExpire).not.toHaveBeenCalled();
    pass(1000);
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
  });

  it.each([
    ['a key', () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }))],
    ['a press', () => window.dispatchEvent(new Event('pointerdown'))],
    ['a touch', () => window.dispatchEvent(new Event('touchstart'))],
    ['a scroll', () => document.dispatchEvent(new Event('scroll'))],
    ['the tab shown again', () => document.dispatchEvent(new Event('visibilitychange'))],
  ])('counts %s as activity before the warning', (_activity, act_) => {
    const { onExpire } = renderGuard();
    pass(MINUTE);
    act(act_);
    pass(2 * MINUTE - 1000);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    pass(MINUTE);
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('counts activity in any tab of the site, so a tab in the background never ends a session in use', () => {
    const { onExpire } = renderGuard();
    pass(2 * MINUTE + 30_000);
    window.localStorage.setItem(STORAGE_KEYS.lastActivity, String(Date.now()));
    pass(MINUTE);
    expect(onExpire).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('once warned, takes no press on the page for staying: only the button keeps the session', async () => {
    const { onExpire } = renderGuard();
    pass(2 * MINUTE);
    await screen.findByRole('alertdialog');
    act(() => {
      window.dispatchEvent(new Event('pointerdown'));
    });
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    pass(MINUTE);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('logs out a member who comes back to the tab after the time-out, rather than taking it as activity', () => {
    const { onExpire } = renderGuard();
    // A tab in the background: the browser held its timers back while the clock went on.
    jest.setSystemTime(Date.now() + 20 * MINUTE);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('offers logging out at once from the warning, as the logout button does', async () => {
    const { onLogout, onExpire, user } = renderGuard();
    pass(2 * MINUTE);
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(onExpire).not.toHaveBeenCalled();
  });
});

describe('a session ended in another tab', () => {
  it("ends this tab's session too", async () => {
    jest.useRealTimers();
    storeToken('token', false);
    renderGuard();
    const otherTab = new BroadcastChannel(SESSION_CHANNEL);
    otherTab.postMessage('changed');
    await waitFor(() => expect(readToken()).toBeNull());
    otherTab.close();
  });

  // The tabs share the member's activity: another tab ending the session at the time-out ended it
  // for this tab's time-out too, which /login then names (a tab in the background runs its timers
  // late, so the other tab's word comes first).
  it.each([
    ['as a time-out when the time-out has passed', 20 * MINUTE, 1],
    ['as a plain logout otherwise', MINUTE, 0],
  ])('ends it %s', async (_case, later, timedOut) => {
    jest.useRealTimers();
    storeToken('token', true);
    const { onExpire, onLogout } = renderGuard();
    const now = Date.now() + later;
    jest.spyOn(Date, 'now').mockReturnValue(now);
    // This tab follows once the other tab's word has come and been heard.
    const followed = new Promise<void>((resolve) => onSessionChange(resolve));
    const otherTab = new BroadcastChannel(SESSION_CHANNEL);
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
    otherTab.postMessage('changed');
    await act(() => followed);
    expect(readToken()).toBeNull();
    expect(onExpire).toHaveBeenCalledTimes(timedOut);
    expect(onLogout).not.toHaveBeenCalled();
    otherTab.close();
  });
});
