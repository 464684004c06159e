import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { readToken, storeToken } from '@wallet/api';
import { createTestStore, withStore } from '@wallet/api/testing';
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
    { route, wrap: withStore(createTestStore()) },
  );
}

const path = () => screen.getByLabelText('path').textContent;

describe('the route table', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it.each(['/', '/user', '/user/home', '/user/spin'])('sends a visitor without a token from %s to /login', (route) => {
    renderAt(route);
    expect(path()).toBe('/login');
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });

  it('takes a member from /user to /user/home', () => {
    storeToken('token', false);
    renderAt('/user');
    expect(path()).toBe('/user/home');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('shows the public menu on public screens', () => {
    renderAt('/howto');
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/login', '/register', '/howto', '/contact']);
  });

  it("shows 'Page Not Found' for any other path", () => {
    renderAt('/no/such/page');
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(document.title).toBe('Page Not Found');
  });

  it("titles the terminated page 'Page not found'", () => {
    renderAt('/terminated');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('logs out: clears the token, then goes to /login after 200 ms', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    storeToken('token', true);
    renderAt('/user/profile');
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(readToken()).toBeNull();
    expect(path()).toBe('/user/profile');
    act(() => jest.advanceTimersByTime(200));
    expect(path()).toBe('/login');
    jest.useRealTimers();
  });
});
