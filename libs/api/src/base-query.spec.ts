import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { lookupApi } from './lookup.api';
import { createTestStore } from './testing';

const API = 'http://wallet.test';
const cacheModes: string[] = [];
const server = setupServer(
  http.get(`${API}/api/lookup/info`, ({ request }) => {
    cacheModes.push(request.cache);
    return HttpResponse.json({ name: 'Wallet', website: 'https://wallet.test' });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cacheModes.length = 0;
});
afterAll(() => server.close());

describe('the base query', () => {
  it('never lets the browser answer a call from its HTTP cache', async () => {
    const store = createTestStore({ apiBase: API });
    await store.dispatch(lookupApi.endpoints.lookupInfo.initiate()).unwrap();
    expect(cacheModes).toEqual(['no-store']);
  });
});
