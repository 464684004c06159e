import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createTestStore, withStore } from '@wallet/api/testing';
import { RegionProvider, regionFromEnv } from '@wallet/config';
import { renderWithUi } from '@wallet/ui/testing';
import { ChatSlot } from './chat-slot';

jest.mock('socket.io-client', () => ({
  io: () => ({ on: jest.fn(), off: jest.fn(), connect: jest.fn(), disconnect: jest.fn(), connected: false }),
}));

const API = 'http://wallet.test';
let enabled = false;
const server = setupServer(
  http.get(`${API}/api/lookup/enableChatWidget`, () => HttpResponse.json({ enableChatWidget: enabled })),
  http.get(`${API}/api/chat/config`, () => HttpResponse.json({ PREFIX: 'wallet-' })),
  http.post(`${API}/api/chat/history`, () => HttpResponse.json([])),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

function renderSlot() {
  const store = createTestStore({ apiBase: API });
  const region = regionFromEnv({ VITE_REGION: 'th', VITE_CHAT_SOCKET: '/' });
  return renderWithUi(<ChatSlot audience="guest" />, { wrap: (children) => <RegionProvider config={region}>{withStore(store)(children)}</RegionProvider> });
}

describe('ChatSlot', () => {
  it('shows nothing while the server has the widget off', async () => {
    enabled = false;
    renderSlot();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('button', { name: 'Open chat' })).not.toBeInTheDocument();
  });

  it('shows the chat launcher when the server enables it', async () => {
    enabled = true;
    renderSlot();
    expect(await screen.findByRole('button', { name: 'Open chat' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Need help? Chat with us')).toBeInTheDocument();
  });
});
