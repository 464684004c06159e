import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { STORAGE_KEYS } from '@wallet/config';
import { awaitFirstScreen } from '@wallet/ui';
import { depositHandlers, depositLookup } from '../testing/deposit-answers';
import { API, game, homeHandlers, refuse, renderWallet, startServer, walletAnswer } from '../testing/wallet-test-kit';
import { HomePage } from './home-page';

const server = startServer(...homeHandlers());

beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem(STORAGE_KEYS.agreement, 'accepted earlier');
});

const total = () => screen.getByRole('status', { name: 'Total balance' });

/** Answers the bank-account-name update with SUCCESS and keeps what was sent. */
function savedBankNames() {
  let sent: unknown = null;
  server.use(
    http.put(`${API}/api/account/bankAccountName`, async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json({ message: 'SUCCESS' });
    }),
  );
  return { last: () => sent };
}

describe('member home', () => {
  it('shows shapes while loading, then the total of the wallet and every game account', async () => {
    renderWallet(<HomePage />);
    expect(screen.getByLabelText('Loading...')).toHaveAttribute('aria-busy', 'true');
    // 1000.50 in the wallet + 250.25 + 12 + 80 + 0 in the games.
    await waitFor(() => expect(total()).toHaveTextContent('1,342.75฿'));
    expect(screen.getByRole('heading', { name: 'Hello, Somchai' })).toBeInTheDocument();
    expect(screen.getByLabelText('12 coins')).toBeInTheDocument();
    expect(screen.getByText('Main wallet')).toBeInTheDocument();
  });

  it('refreshes every game balance on arrival, then reloads the wallet', async () => {
    const order: string[] = [];
    server.events.on('response:mocked', ({ request }) => order.push(new URL(request.url).pathname));
    renderWallet(<HomePage />);
    await waitFor(() => expect(order.filter((path) => path === '/api/wallet')).toHaveLength(2));
    server.events.removeAllListeners();
    const refreshAt = order.indexOf('/api/wallet/refresh/slot');
    expect(refreshAt).toBeGreaterThanOrEqual(0);
    expect(order.lastIndexOf('/api/wallet')).toBeGreaterThan(refreshAt);
  });

  it('refreshes the game balances on arrival only once the first screen of home is drawn', async () => {
    awaitFirstScreen();
    let answerWallet: () => void = () => undefined;
    server.use(http.get(`${API}/api/wallet`, () => new Promise<Response>((resolve) => (answerWallet = () => resolve(HttpResponse.json(walletAnswer())))), { once: true }));
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => void asked.push(new URL(request.url).pathname));
    renderWallet(<HomePage />);
    await waitFor(() => expect(asked).toContain('/api/wallet'));
    expect(asked).not.toContain('/api/wallet/refresh/slot');
    answerWallet();
    await waitFor(() => expect(total()).toHaveTextContent('1,342.75฿'));
    await waitFor(() => expect(asked).toContain('/api/wallet/refresh/slot'));
    server.events.removeAllListeners();
  });

  it('keeps the balance busy from the arrival refresh to the reloaded wallet, without a break', async () => {
    let answerRefresh: () => void = () => undefined;
    let answerWheel: () => void = () => undefined;
    server.use(
      http.get(`${API}/api/wallet/refresh/slot`, () => new Promise<Response>((resolve) => (answerRefresh = () => resolve(HttpResponse.json({ message: 'SUCCESS' }))))),
      // Another of home's calls still out when the refresh answers: the wallet is asked for once
      // every call has settled.
      http.get(`${API}/api/spinwheel/active`, () => new Promise<Response>((resolve) => (answerWheel = () => resolve(HttpResponse.json({ active: true }))))),
    );
    const answered: string[] = [];
    server.events.on('response:mocked', ({ request }) => void answered.push(new URL(request.url).pathname));
    renderWallet(<HomePage />);
    await waitFor(() => expect(total()).toHaveAttribute('aria-busy', 'true'));
    const busyChanges: (string | null)[] = [];
    const watch = new MutationObserver((changes) => changes.forEach((change) => busyChanges.push((change.target as Element).getAttribute('aria-busy'))));
    watch.observe(total(), { attributes: true, attributeFilter: ['aria-busy'] });
    answerRefresh();
    await waitFor(() => expect(answered).toContain('/api/wallet/refresh/slot'));
    // Home takes the refresh's answer in.
    await act(async () => undefined);
    answerWheel();
    await waitFor(() => expect(answered.filter((path) => path === '/api/wallet')).toHaveLength(2));
    await waitFor(() => expect(total()).toHaveAttribute('aria-busy', 'false'));
    watch.disconnect();
    server.events.removeAllListeners();
    // Idle once, at the end: not for the moment between the refresh's answer and the wallet's read.
    expect(busyChanges).toEqual(['false']);
  });

  it('says how old the balances are and keeps the time for the next visit', async () => {
    renderWallet(<HomePage />);
    await screen.findByText('Last updated Just now');
    expect(window.localStorage.getItem(STORAGE_KEYS.lastSync)).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('shows the site notice sanitized, and hides it until the text changes', async () => {
    server.use(http.get(`${API}/api/lookup/notice`, () => HttpResponse.json({ notice: '<p>Maintenance at 2am</p><img src=x onerror="alert(1)">' })));
    const user = userEvent.setup();
    const { unmount } = renderWallet(<HomePage />);
    const notice = await screen.findByRole('complementary', { name: 'Site notice' });
    await within(notice).findByText('Maintenance at 2am');
    expect(notice.querySelector('img')?.getAttribute('onerror')).toBeNull();
    await user.click(within(notice).getByRole('button', { name: 'Hide this notice' }));
    expect(screen.queryByRole('complementary', { name: 'Site notice' })).not.toBeInTheDocument();
    unmount();

    const again = renderWallet(<HomePage />);
    await waitFor(() => expect(total()).toBeInTheDocument());
    expect(screen.queryByRole('complementary', { name: 'Site notice' })).not.toBeInTheDocument();
    again.unmount();

    server.use(http.get(`${API}/api/lookup/notice`, () => HttpResponse.json({ notice: '<p>New deposit bank</p>' })));
    renderWallet(<HomePage />);
    expect(await screen.findByText('New deposit bank')).toBeInTheDocument();
  });

  it('offers the wheel with the coin count when it is active, and refresh-all otherwise', async () => {
    const { unmount } = renderWallet(<HomePage />);
    expect(await screen.findByRole('link', { name: 'Spin (12 coins)' })).toHaveAttribute('href', '/user/spin');
    unmount();
    server.use(http.get(`${API}/api/spinwheel/active`, () => HttpResponse.json({ active: false })));
    renderWallet(<HomePage />);
    expect(await screen.findByRole('button', { name: 'Refresh all' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: /Spin/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bonus & conditions' })).toHaveAttribute('href', '/user/bonus');
  });

  it.each([null, undefined])('is drawn without the profile and the invite blocks sent as %s: no name, no coins, no invite bonus (issue 38 item 3)', async (missing) => {
    const { profile: _profile, invite: _invite, ...rest } = walletAnswer();
    server.use(http.get(`${API}/api/wallet`, () => HttpResponse.json({ ...rest, profile: missing, invite: missing })));
    renderWallet(<HomePage />);
    await waitFor(() => expect(total()).toHaveTextContent('1,342.75฿'));
    expect(screen.getByRole('heading', { name: 'Hello' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/coins/)).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Spin' })).toHaveAttribute('href', '/user/spin');
    expect(screen.queryByText('Invite bonus')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /PG/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('receives the invite bonus after the conditions, once, and says so', async () => {
    let claims = 0;
    server.use(
      http.get(`${API}/api/lookup/conditions`, () => HttpResponse.json(['<p>Invitees must play once.</p>'])),
      http.get(`${API}/api/invite/bonus`, () => {
        claims += 1;
        return HttpResponse.json({ message: 'INVITE_BONUS_SUCCESS' });
      }),
    );
    const user = userEvent.setup();
    renderWallet(<HomePage />);
    await user.click(await screen.findByRole('button', { name: 'Receive' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Receive invite bonus' });
    await within(dialog).findByText('Invitees must play once.');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Receive bonus' }));
    expect(await screen.findByText('Invite bonus received')).toBeInTheDocument();
    expect(claims).toBe(1);
  });

  it('receives the invite bonus once for two taps in one frame, and offers it again only once the wallet is read again', async () => {
    let claims = 0;
    let walletReads = 0;
    let answerWallet: () => void = () => undefined;
    server.use(
      http.get(`${API}/api/lookup/conditions`, () => HttpResponse.json([])),
      http.get(`${API}/api/invite/bonus`, () => {
        claims += 1;
        return HttpResponse.json({ message: 'INVITE_BONUS_SUCCESS' });
      }),
      http.get(`${API}/api/wallet`, async () => {
        walletReads += 1;
        // Arrival reads the wallet twice; the reading after the claim is held back.
        if (walletReads <= 2) return HttpResponse.json(walletAnswer());
        await new Promise<void>((resolve) => (answerWallet = resolve));
        return HttpResponse.json(walletAnswer({ invite: { amount: 0, success: 2, fail: 1 } }));
      }),
    );
    const user = userEvent.setup();
    renderWallet(<HomePage />);
    await waitFor(() => expect(walletReads).toBe(2));
    const receive = await screen.findByRole('button', { name: 'Receive' });
    await user.click(receive);
    const dialog = await screen.findByRole('alertdialog', { name: 'Receive invite bonus' });
    const confirm = within(dialog).getByRole('button', { name: 'Receive bonus' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByText('Invite bonus received')).toBeInTheDocument();
    // Right after the answer the wallet still shows the bonus: receive is not offered again.
    expect(receive).toBeDisabled();
    fireEvent.click(receive);
    expect(screen.queryByRole('alertdialog', { name: 'Receive invite bonus' })).not.toBeInTheDocument();
    await waitFor(() => expect(walletReads).toBe(3));
    answerWallet();
    await waitFor(() => expect(screen.getByText('Invite bonus').parentElement).toHaveTextContent('0.00'));
    expect(receive).toBeDisabled();
    expect(claims).toBe(1);
  });

  it('shows a refused invite bonus in a danger toast', async () => {
    server.use(
      http.get(`${API}/api/lookup/conditions`, () => HttpResponse.json([])),
      http.get(`${API}/api/invite/bonus`, () => refuse('NO_INVITE_BONUS')),
    );
    const user = userEvent.setup();
    renderWallet(<HomePage />);
    await user.click(await screen.findByRole('button', { name: 'Receive' }));
    await user.click(await screen.findByRole('button', { name: 'Receive bonus' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/invite bonus/i);
  });

  it('says what went wrong when the wallet cannot be read, and tries again on request', async () => {
    let reachable = false;
    server.use(http.get(`${API}/api/wallet`, () => (reachable ? HttpResponse.json(walletAnswer()) : HttpResponse.error())));
    const user = userEvent.setup();
    renderWallet(<HomePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/server|connection/i);
    reachable = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(total()).toHaveTextContent('1,342.75฿'));
  });

  it('keeps saying what went wrong while the wallet is asked for again by itself (a stalled wallet times out while the arrival refresh reloads it)', async () => {
    let walletCalls = 0;
    let answerRefresh: () => void = () => undefined;
    server.use(
      http.get(`${API}/api/wallet`, () => {
        walletCalls += 1;
        // The first read fails (as a time-out would); the reload the refresh asks for never answers.
        return walletCalls === 1 ? HttpResponse.error() : new Promise<never>(() => undefined);
      }),
      http.get(`${API}/api/wallet/refresh/slot`, () => new Promise<Response>((resolve) => (answerRefresh = () => resolve(HttpResponse.json({ message: 'SUCCESS' }))))),
    );
    renderWallet(<HomePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/server|connection/i);
    answerRefresh();
    await waitFor(() => expect(walletCalls).toBe(2));
    expect(screen.getByRole('alert')).toHaveTextContent(/server|connection/i);
    // One state: the failure with its retry, ready to press, not a spinner over it.
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Try again' })).not.toHaveAttribute('aria-busy', 'true');
  });

  it('shows game accounts by category, an inactive one offering to open it', async () => {
    renderWallet(<HomePage />);
    const slots = await screen.findByRole('region', { name: 'Slots' });
    expect(within(slots).getAllByRole('button', { name: /PG|JOKER/ })).toHaveLength(2);
    // JOKER's balance, then that balance times its factor of 10.
    expect(within(slots).getByRole('button', { name: /JOKER.*12\.00.*×10.*120\.00/ })).toBeInTheDocument();
    // The other rails come in their own pass, after the first screen.
    expect(within(await screen.findByRole('region', { name: 'Lotto' })).getByRole('button', { name: /HUAYHD.*Open account/ })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Sports & casino' })).getByRole('button', { name: /UFABET.*80\.00/ })).toBeInTheDocument();
  });

  it('draws a game logo only from a web address or a path of this site', async () => {
    server.use(http.get(`${API}/api/wallet`, () => HttpResponse.json(walletAnswer({ slots: [game({ code: 'PG', logo: 'javascript:alert(1)' }), game({ code: 'JOKER', logo: '/logo/JOKER.svg' })] }))));
    renderWallet(<HomePage />);
    const slots = await screen.findByRole('region', { name: 'Slots' });
    expect(within(slots).getByRole('button', { name: /PG/ }).querySelector('img')).toBeNull();
    expect(within(slots).getByRole('button', { name: /JOKER/ }).querySelector('img')).toHaveAttribute('src', '/logo/JOKER.svg');
  });

  it('shows a Laos member the balance without a currency sign when nothing tells the currency', async () => {
    const { currency: _extension, ...specProfile } = walletAnswer().profile;
    server.use(
      http.get(`${API}/api/wallet`, () => HttpResponse.json(walletAnswer({ profile: specProfile }))),
      ...depositHandlers(),
    );
    renderWallet(<HomePage />, { region: 'la' });
    await waitFor(() => expect(total()).toHaveTextContent('1,342.75'));
    expect(total()).not.toHaveTextContent(/[฿₭]/);
  });

  it('shows a Laos member the balance in baht when every deposit account is in baht', async () => {
    const { currency: _extension, ...specProfile } = walletAnswer().profile;
    const lookup = depositLookup();
    server.use(
      http.get(`${API}/api/wallet`, () => HttpResponse.json(walletAnswer({ profile: specProfile }))),
      http.get(`${API}/api/lookup/deposit`, () => HttpResponse.json({ ...lookup, banks: lookup.banks.filter((bank) => bank.currency === 'BAHT') })),
    );
    renderWallet(<HomePage />, { region: 'la' });
    await waitFor(() => expect(total()).toHaveTextContent('1,342.75฿'));
  });

  it('shows a Laos member who holds LAK every figure in whole kip', async () => {
    server.use(
      http.get(`${API}/api/wallet`, () =>
        HttpResponse.json(walletAnswer({ profile: { ...walletAnswer().profile, currency: 'LAK' }, slots: [game({ code: 'PG', amount: 2500000.25 })], wallet: { amount: 1250000.27 } })),
      ),
    );
    renderWallet(<HomePage />, { region: 'la' });
    await waitFor(() => expect(total()).toHaveTextContent('3,750,001₭'));
    expect(screen.getByText('Main wallet').parentElement).toHaveTextContent('1,250,000₭');
    expect(within(await screen.findByRole('region', { name: 'Slots' })).getByRole('button', { name: /PG/ })).toHaveTextContent('2,500,000₭');
  });
});

describe('the agreement on home', () => {
  afterEach(() => jest.useRealTimers());

  it('opens about 1.5 s after arriving unless acknowledged, and is remembered once acknowledged', async () => {
    window.localStorage.removeItem(STORAGE_KEYS.agreement);
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWallet(<HomePage />);
    act(() => jest.advanceTimersByTime(1400));
    expect(screen.queryByRole('dialog', { name: 'Site agreement' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    const dialog = await screen.findByRole('dialog', { name: 'Site agreement' });
    await within(dialog).findByText('Be 18 or older.');
    await user.click(within(dialog).getByRole('button', { name: 'I have read and agree' }));
    expect(window.localStorage.getItem(STORAGE_KEYS.agreement)).not.toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Site agreement' })).not.toBeInTheDocument();
  });

  it('is not asked again in a visit where the public notice was accepted', async () => {
    window.localStorage.removeItem(STORAGE_KEYS.agreement);
    window.sessionStorage.setItem(STORAGE_KEYS.agreementThisVisit, '1');
    jest.useFakeTimers();
    try {
      renderWallet(<HomePage />);
      await waitFor(() => expect(total()).toBeInTheDocument());
      act(() => jest.advanceTimersByTime(3000));
      expect(screen.queryByRole('dialog', { name: 'Site agreement' })).not.toBeInTheDocument();
    } finally {
      window.sessionStorage.removeItem(STORAGE_KEYS.agreementThisVisit);
    }
  });

  it('stays closed for a member who acknowledged it', async () => {
    jest.useFakeTimers();
    renderWallet(<HomePage />);
    await waitFor(() => expect(total()).toBeInTheDocument());
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByRole('dialog', { name: 'Site agreement' })).not.toBeInTheDocument();
  });
});

describe('the English bank account name', () => {
  const withBank = (bankCode: string, bankAccountName: string) =>
    server.use(http.get(`${API}/api/wallet`, () => HttpResponse.json(walletAnswer({ bankAccount: { bankCode, bankAccountName, bankAccountNo: '1234567890', bank: { nameTH: 'ธนาคาร' } } }))));

  it.each(['KTB', 'TMB', 'BBL'])('is asked for a %s account named in Thai, upper-cased as typed', async (bankCode) => {
    withBank(bankCode, 'สมชาย ใจดี');
    const saved = savedBankNames();
    const user = userEvent.setup();
    renderWallet(<HomePage />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit bank account name' });
    const input = within(dialog).getByLabelText('Account name (English)');
    await user.type(input, 'สม');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Bank account name must contain English letters only')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'somchai jaidee');
    expect(input).toHaveValue('SOMCHAI JAIDEE');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved.last()).toEqual({ bankCode, bankAccountName: 'SOMCHAI JAIDEE' }));
  });

  it.each([
    ['KBANK', 'สมชาย ใจดี'],
    ['KTB', 'SOMCHAI JAIDEE'],
  ])('is not asked for a %s account named %s', async (bankCode, name) => {
    withBank(bankCode, name);
    renderWallet(<HomePage />);
    await waitFor(() => expect(total()).toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: 'Edit bank account name' })).not.toBeInTheDocument();
  });

  describe("without the wallet's bankCode (an extension): the profile's (spec section 3 Profile)", () => {
    function specBank(profileBankCode: string) {
      let profileReads = 0;
      server.use(
        http.get(`${API}/api/wallet`, () =>
          HttpResponse.json(walletAnswer({ bankAccount: { bankAccountName: 'สมชาย ใจดี', bankAccountNo: '1234567890', bank: { nameTH: 'ธนาคาร' } } })),
        ),
        http.get(`${API}/api/account/profile`, () => {
          profileReads += 1;
          return HttpResponse.json({ _id: 'm1', username: '0812345678', name: 'Somchai', createdAt: '2026-01-02T03:04:05Z', coin: 12, bankCode: profileBankCode, bankAccountName: 'สมชาย ใจดี', bankAccountNo: '1234567890' });
        }),
      );
      return () => profileReads;
    }

    it('asks a KTB member for the English name, and sends the bank code the profile gives', async () => {
      specBank('KTB');
      const saved = savedBankNames();
      const user = userEvent.setup();
      renderWallet(<HomePage />);
      const dialog = await screen.findByRole('dialog', { name: 'Edit bank account name' });
      await user.type(within(dialog).getByLabelText('Account name (English)'), 'somchai jaidee');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(saved.last()).toEqual({ bankCode: 'KTB', bankAccountName: 'SOMCHAI JAIDEE' }));
    });

    it('does not ask a KBANK member', async () => {
      const profileReads = specBank('KBANK');
      renderWallet(<HomePage />);
      await waitFor(() => expect(profileReads()).toBe(1));
      await waitFor(() => expect(total()).toBeInTheDocument());
      expect(screen.queryByRole('dialog', { name: 'Edit bank account name' })).not.toBeInTheDocument();
    });
  });
});
