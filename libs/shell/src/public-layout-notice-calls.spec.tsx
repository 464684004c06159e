import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderPublicLogin } from './render-public-login';

// The notice's code never arrives here: what the layout asks for meanwhile is what it asks for
// beside the code, not after it.
jest.mock('./feature-screens', () => ({
  AgreementNotice: () => null,
  loadAgreementNotice: () => new Promise(() => undefined),
}));

const API = 'http://wallet.test';
const asked: string[] = [];
const server = setupServer(
  http.get(`${API}/api/lookup/info`, () => HttpResponse.json({ name: 'Lucky Wallet', website: 'https://lucky.example' })),
  http.get(`${API}/api/lookup/agreements`, () => HttpResponse.json(['<p>You must be 18 or older.</p>'])),
);
server.events.on('request:start', ({ request }) => void asked.push(new URL(request.url).pathname));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

it('asks for the first-visit agreement while the notice’s code is on its way', async () => {
  renderPublicLogin(API);

  expect(screen.getByRole('textbox', { name: 'Phone number' })).toBeInTheDocument();
  await waitFor(() => expect(asked).toContain('/api/lookup/agreements'));
});
