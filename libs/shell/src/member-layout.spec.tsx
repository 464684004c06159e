import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { storeToken } from '@wallet/api';
import { createTestStore, withStore } from '@wallet/api/testing';
import { readToken } from '@wallet/api';
import { RegionProvider, regionFromEnv, STORAGE_KEYS } from '@wallet/config';
import { useToast } from '@wallet/ui';
import { renderWithUi, setNetwork } from '@wallet/ui/testing';
import { MemberLayout } from './member-layout';
import { PublicLayout } from './public-layout';

const API = 'http://wallet.test';
let infoAnswer: () => Response = () => HttpResponse.json({ name: 'Lucky Wallet', website: 'https://lucky.example' });
const server = setupServer(
  http.get(`${API}/api/lookup/info`, () => infoAnswer()),
  http.get(`${API}/api/lookup/enableChatWidget`, () => HttpResponse.json({ enableChatWidget: false })),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterAll(() => server.close());

function Finish() {
  const toast = useToast();
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => toast({ message: 'Registration successful', tone: 'success', durationMs: 60_000 })}>
        finish
      </button>
      <button type="button" onClick={() => navigate('/user/home')}>
        enter
      </button>
    </>
  );
}

function MemberScreen() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast({ message: 'Transfer done', tone: 'success', durationMs: 60_000 })}>
      transfer
    </button>
  );
}

function renderLayouts(route: string) {
  const config = regionFromEnv({ VITE_REGION: 'th', VITE_INACTIVITY_MINUTES: '2' });
  return renderWithUi(
    <Routes>
      <Route element={<PublicLayout />}>
        <Route path="register" element={<Finish />} />
        <Route path="login" element={<p>Log in</p>} />
      </Route>
      <Route path="/user" element={<MemberLayout />}>
        <Route path="home" element={<MemberScreen />} />
      </Route>
    </Routes>,
    { route, wrap: (children) => <RegionProvider config={config}>{withStore(createTestStore({ apiBase: API }))(children)}</RegionProvider> },
  );
}

describe('the member layout', () => {
  beforeEach(() => {
    infoAnswer = () => HttpResponse.json({ name: 'Lucky Wallet', website: 'https://lucky.example' });
    storeToken('token', false);
  });

  it("names the site from the info lookup, with the language dropdown and logout in the top bar", async () => {
    const { i18n } = renderLayouts('/user/home');
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByText('Lucky Wallet')).toBeInTheDocument();
    const language = within(banner).getByRole('combobox', { name: 'Language' });
    expect(within(language).getAllByRole('option').map((option) => option.textContent)).toEqual(['ไทย', 'ລາວ', 'English']);
    expect(within(banner).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    await userEvent.selectOptions(language, 'lo');
    expect(i18n.language).toBe('lo');
  });

  it('shows the same site name before login, on the public screens', async () => {
    renderLayouts('/register');
    expect(await within(screen.getByRole('banner')).findByText('Lucky Wallet')).toBeInTheDocument();
  });

  it('falls back to the translated app name when the lookup fails', async () => {
    infoAnswer = () => HttpResponse.json({ message: 'NO_DATA' }, { status: 404 });
    renderLayouts('/user/home');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Member Wallet')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(banner).getByText('Member Wallet')).toBeInTheDocument();
  });

  it('shows the name the server sent last from the first paint, then keeps the one it sends now', async () => {
    window.localStorage.setItem(STORAGE_KEYS.siteName, 'Lucky Wallet');
    infoAnswer = () => HttpResponse.json({ name: 'Lucky Wallet Plus', website: 'https://lucky.example' });
    renderLayouts('/user/home');
    const banner = screen.getByRole('banner');
    // Drawn with the page, before the lookup has answered: no flip from the app's own name.
    expect(within(banner).getByText('Lucky Wallet')).toBeInTheDocument();
    expect(within(banner).queryByText('Member Wallet')).not.toBeInTheDocument();
    expect(await within(banner).findByText('Lucky Wallet Plus')).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.siteName)).toBe('Lucky Wallet Plus');
  });

  it('remembers the name on a first visit, and keeps the remembered one when the lookup fails', async () => {
    window.localStorage.removeItem(STORAGE_KEYS.siteName);
    const first = renderLayouts('/register');
    expect(await within(screen.getByRole('banner')).findByText('Lucky Wallet')).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEYS.siteName)).toBe('Lucky Wallet'));
    first.unmount();

    infoAnswer = () => HttpResponse.json({ message: 'NO_DATA' }, { status: 404 });
    renderLayouts('/user/home');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Lucky Wallet')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(banner).getByText('Lucky Wallet')).toBeInTheDocument();
  });

  it('keeps the big centre home button in the menu', () => {
    renderLayouts('/user/home');
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/user/profile', '/user/statement', '/user/home', '/user/contact']);
    expect(within(menu).getByRole('link', { name: 'Home' }).closest('li')).toHaveAttribute('data-primary', 'true');
    expect(within(menu).getByRole('button', { name: 'Conditions' })).toBeInTheDocument();
  });
});

describe('toasts between the public and the member layout', () => {
  it('a success toast from registration does not follow the member into the member area', async () => {
    window.localStorage.setItem(STORAGE_KEYS.publicAgreement, 'earlier');
    const user = userEvent.setup();
    renderLayouts('/register');
    await user.click(screen.getByRole('button', { name: 'finish' }));
    expect(screen.getByText('Registration successful')).toBeInTheDocument();
    storeToken('token', false);
    await user.click(screen.getByRole('button', { name: 'enter' }));
    await screen.findByRole('button', { name: 'transfer' });
    expect(screen.queryByText('Registration successful')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'transfer' }));
    expect(screen.getByText('Transfer done')).toBeInTheDocument();
  });
});

describe('offline and session safety in the frames (issue 19)', () => {
  afterEach(() => jest.restoreAllMocks());

  it.each(['/register', '/user/home'])('says the network is gone on %s, under the top bar', (route) => {
    storeToken('token', false);
    renderLayouts(route);
    setNetwork(false);
    expect(screen.getByText(/You're offline/)).toHaveAttribute('role', 'status');
    setNetwork(true);
    expect(screen.queryByText(/You're offline/)).not.toBeInTheDocument();
  });

  it('ends an idle session at the time-out as logout does: the token cleared, then /login', async () => {
    jest.useFakeTimers();
    try {
      storeToken('token', false);
      renderLayouts('/user/home');
      act(() => jest.advanceTimersByTime(2 * 60_000));
      // Logout's overlay first (spec section 9: 200 ms).
      expect(readToken()).toBe('token');
      act(() => jest.advanceTimersByTime(200));
      expect(readToken()).toBeNull();
      expect(screen.getByText('Log in')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
