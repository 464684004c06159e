import { CALLS, callPath, type CallName } from '@wallet/api/calls';
import { DEMO, withTestServer } from '../spec-helpers';

// Parameters that exist in the default fixture, so a handler never answers 'not found' itself
// and a 404 can only mean a missing route.
const PARAMS: Partial<Record<CallName, Record<string, string>>> = {
  activateGame: { code: 'SLOTXO' },
  getGameAccount: { code: 'PG' },
  resetGamePassword: { code: 'PG' },
  getQr: { provider: 'KBANK' },
  createQr: { provider: 'KBANK' },
  autoLogin: { provider: 'pg', username: 'pg345678' },
  autoLoginWithPassword: { provider: 'askmebet', username: 'ask345678', password: 'amDemo88' },
  activateBonus: { code: 'WELCOME' },
  findPromotion: { code: 'WELCOME100' },
  activatePromotion: { code: 'WELCOME100' },
  slipUrl: { reference: '240601000111' },
};

describe('the call catalogue', () => {
  const stub = withTestServer();

  it.each(Object.keys(CALLS) as CallName[])('%s has a route', async (name) => {
    let params = PARAMS[name] ?? {};
    if (name === 'deleteQr') {
      const created = await stub.server.call('POST', callPath('createQr', { provider: 'KBANK' }), { token: stub.token, body: { amount: 50 } });
      params = { qrcodeId: created.body.qrcodeId };
    }
    const method = CALLS[name].method;
    const body = method === 'GET' ? undefined : {};
    const answer = await stub.server.call(method, callPath(name, params), { token: stub.token, body });
    expect(answer.status).not.toBe(404);
    expect(answer.body).toEqual(expect.anything());
  });

  it('answers NO_DATA for an unknown route', async () => {
    const answer = await stub.server.call('GET', '/api/no/such/call');
    expect(answer).toEqual({ status: 404, body: { message: 'NO_DATA' } });
  });

  it('serves the demo assets without the client header', async () => {
    const response = await fetch(`${stub.server.url}/api/assets/games/pg.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect((await fetch(`${stub.server.url}/api/assets/..%2f..%2ffixtures%2fdefault.json`)).status).toBe(404);
  });

  it('keeps the demo member id stable for invite links', async () => {
    const profile = await stub.server.call('GET', '/api/account/profile', { token: stub.token });
    expect(profile.body._id).toBe(DEMO.id);
  });
});
