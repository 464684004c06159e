import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import { createTestStore, withStore } from '@wallet/api/testing';
import { RegionProvider, regionFromEnv } from '@wallet/config';
import { renderWithUi } from '@wallet/ui/testing';
import { PublicLayout } from './public-layout';

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
  const config = regionFromEnv({ VITE_REGION: 'th' });
  renderWithUi(
    <Routes>
      <Route element={<PublicLayout />}>
        <Route path="login" element={<input aria-label="Phone number" />} />
      </Route>
    </Routes>,
    { route: '/login', wrap: (children) => <RegionProvider config={config}>{withStore(createTestStore({ apiBase: API }))(children)}</RegionProvider> },
  );
  expect(screen.getByRole('textbox', { name: 'Phone number' })).toBeInTheDocument();
  await waitFor(() => expect(asked).toContain('/api/lookup/agreements'));
});
