import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { clearToken, readToken, storeToken } from '@wallet/api';
import { createTestStore, withStore } from '@wallet/api/testing';
import { RegionProvider, regionFromEnv, STORAGE_KEYS } from '@wallet/config';
import { renderWithUi } from '@wallet/ui/testing';
import { AppRoutes } from './app-routes';

function LocationProbe() {
  const location = useLocation();
  return <output aria-label="path">{location.pathname}</output>;
}

function renderAt(route: string) {
  return renderWithUi(
    <>
      <AppRoutes />
      <Routes>
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </>,
    {
      route,
      wrap: (children) => <RegionProvider config={regionFromEnv({ VITE_REGION: 'th' })}>{withStore(createTestStore())(children)}</RegionProvider>,
    },
  );
}

const path = () => screen.getByLabelText('path').textContent;
// Screens are lazy: the first render of each waits for its module.
const LAZY = { timeout: 8_000 };

describe('the route table', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it.each(['/', '/user', '/user/home', '/user/spin'])('sends a visitor without a token from %s to /login', async (route) => {
    renderAt(route);
    expect(await screen.findByRole('heading', { name: 'Log in' }, LAZY)).toBeInTheDocument();
    await waitFor(() => expect(path()).toBe('/login'));
  });

  it('ends a stored session when the public area is visited', async () => {
    storeToken('token', true);
    window.localStorage.setItem(STORAGE_KEYS.agreement, 'yes');
    window.localStorage.setItem(STORAGE_KEYS.lastSync, '2026-11-21T10:00:00Z');
    window.localStorage.setItem(STORAGE_KEYS.locale, 'en');
    renderAt('/howto');
    await screen.findByRole('heading', { name: 'How to use' }, LAZY);
    expect(readToken()).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.agreement)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.lastSync)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.locale)).toBe('en');
  });

  it('keeps a member logged in at the site root and takes them to /user/home', async () => {
    storeToken('token', true);
    window.localStorage.setItem(STORAGE_KEYS.agreement, 'yes');
    renderAt('/');
    expect(await screen.findByRole('button', { name: 'Log out' }, LAZY)).toBeInTheDocument();
    await waitFor(() => expect(path()).toBe('/user/home'), LAZY);
    expect(readToken()).toBe('token');
    expect(window.localStorage.getItem(STORAGE_KEYS.agreement)).toBe('yes');
  });

  it('ends the session on /login, clearing the member agreement flag but not the public notice flag', async () => {
    storeToken('token', true);
    window.localStorage.setItem(STORAGE_KEYS.agreement, 'yes');
    window.localStorage.setItem(STORAGE_KEYS.publicAgreement, 'yes');
    renderAt('/login');
    await screen.findByRole('heading', { name: 'Log in' }, LAZY);
    expect(readToken()).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.agreement)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.publicAgreement)).toBe('yes');
  });

  it('takes a member from /user to /user/home', () => {
    storeToken('token', false);
    renderAt('/user');
    expect(path()).toBe('/user/home');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('shows the public menu on public screens', async () => {
    renderAt('/howto');
    await screen.findByRole('heading', { name: 'How to use' }, LAZY);
    const links = within(screen.getByRole('navigation')).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/login', '/register', '/howto', '/contact']);
  });

  it("shows 'Page Not Found' for any other path, in the public frame with a way home", async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' }, LAZY)).toBeInTheDocument();
    expect(document.title).toBe('Page Not Found');
    const banner = screen.getByRole('banner');
    expect(banner).toHaveTextContent('Member Wallet');
    expect(within(banner).getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
  });

  it('does not end a session on a mistyped address', async () => {
    storeToken('token', true);
    renderAt('/user-home');
    await screen.findByRole('heading', { name: 'Page Not Found' }, LAZY);
    expect(readToken()).toBe('token');
    await userEvent.click(screen.getByRole('link', { name: 'Go to home' }));
    await waitFor(() => expect(path()).toBe('/user/home'), LAZY);
  });

  it("titles the terminated page 'Page not found', in the public frame with no way back in", async () => {
    renderAt('/terminated');
    expect(await screen.findByRole('heading', { name: 'Page not found' }, LAZY)).toBeInTheDocument();
    const banner = screen.getByRole('banner');
    expect(banner).toHaveTextContent('Member Wallet');
    expect(within(banner).getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    // The skip link only moves within the page; nothing leads back into the site.
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['#main']);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('leaves the member screens the moment the session ends elsewhere (a redirect, another part of the app)', async () => {
    storeToken('token', true);
    renderAt('/user/profile');
    expect(path()).toBe('/user/profile');
    act(() => clearToken());
    await waitFor(() => expect(path()).toBe('/login'));
  });

  it('logs out: after 200 ms behind the overlay, clears the token and goes to /login', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    storeToken('token', true);
    renderAt('/user/profile');
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(screen.getByRole('button', { name: 'Log out' })).toBeDisabled();
    expect(path()).toBe('/user/profile');
    act(() => jest.advanceTimersByTime(200));
    expect(readToken()).toBeNull();
    expect(path()).toBe('/login');
    jest.useRealTimers();
  });
});
