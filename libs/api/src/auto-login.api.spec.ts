import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AUTO_LOGIN_PROVIDERS, AUTO_LOGIN_WITH_PASSWORD_PROVIDERS, gameLoginRoute } from '@wallet/domain';
import { autoLoginApi } from './areas/auto-login/auto-login.api';
import { callPath } from './calls';
import { createTestStore } from './testing';

const API = 'http://wallet.test';
const asked: string[] = [];
const server = setupServer(
  http.get(`${API}/api/autoLogin/*`, ({ request }) => {
    asked.push(new URL(request.url).pathname);
    return HttpResponse.json({ link: 'https://play.example.test/launch' });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  asked.length = 0;
});
afterAll(() => server.close());

const link = (provider: string, username = 'user01', password = 'pw 1') =>
  createTestStore({ apiBase: API }).dispatch(autoLoginApi.endpoints.gameLink.initiate({ provider, username, password }));

describe('the game link', () => {
  it('asks the auto-login path that gameLoginRoute builds, whatever the case of the provider', async () => {
    expect((await link('PG')).data).toEqual({ link: 'https://play.example.test/launch' });
    await link('Joker2');
    await link('ASKMEBET');
    await link('pgslot', 'a/b');
    expect(asked).toEqual(['/api/autoLogin/pg/user01', '/api/autoLogin/joker2/user01', '/api/autoLogin/askmebet/user01/pw%201', '/api/autoLogin/pgslot/a%2Fb/pw%201']);
  });

  it('asks nothing for a provider that opens its own link, and says NO_GAME', async () => {
    for (const provider of ['JOKER', 'UFABET', 'SLOTXO', 'NEWGAME']) {
      expect((await link(provider)).error).toMatchObject({ code: 'NO_GAME', messageKey: 'errors:code.NO_GAME' });
    }
    expect(asked).toEqual([]);
  });

  it('builds exactly the catalogue paths of spec section 7', () => {
    for (const provider of AUTO_LOGIN_PROVIDERS) {
      expect(gameLoginRoute(provider, 'u', 'p')).toEqual({ kind: 'autoLogin', path: callPath('autoLogin', { provider: provider.toLowerCase(), username: 'u' }), withPassword: false });
    }
    for (const provider of AUTO_LOGIN_WITH_PASSWORD_PROVIDERS) {
      expect(gameLoginRoute(provider, 'u', 'p')).toEqual({
        kind: 'autoLogin',
        path: callPath('autoLoginWithPassword', { provider: provider.toLowerCase(), username: 'u', password: 'p' }),
        withPassword: true,
      });
    }
  });
});
