import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import { storeToken } from '@wallet/api';
import { createTestStore, withStore } from '@wallet/api/testing';
import { RegionProvider, regionFromEnv } from '@wallet/config';
import { renderWithUi } from '@wallet/ui/testing';
import { MemberLayout } from './member-layout';

const API = 'http://wallet.test';
const server = setupServer(
  http.get(`${API}/api/lookup/conditions`, () => HttpResponse.json(['<p>Withdrawals need one turnover.</p><img src=x onerror="alert(1)">'])),
  http.get(`${API}/api/lookup/info`, () => HttpResponse.json({ name: 'Lucky Wallet', website: 'https://lucky.example' })),
  http.get(`${API}/api/lookup/enableChatWidget`, () => HttpResponse.json({ enableChatWidget: false })),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('the member menu', () => {
  it('opens the conditions, sanitized, from the menu', async () => {
    storeToken('token', false);
    renderWithUi(
      <Routes>
        <Route path="/user/*" element={<MemberLayout />} />
      </Routes>,
      { route: '/user/home', wrap: (children) => <RegionProvider config={regionFromEnv({ VITE_REGION: 'th' })}>{withStore(createTestStore({ apiBase: API }))(children)}</RegionProvider> },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Conditions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terms and conditions' });
    expect(await screen.findByText('Withdrawals need one turnover.')).toBeInTheDocument();
    expect(dialog.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });
});
