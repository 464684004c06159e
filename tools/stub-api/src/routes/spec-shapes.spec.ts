// STUB_SHAPES=spec: the stand-in answers with exactly what spec sections 3 and 7 give.
import { DEMO, startTestServer, type TestServer } from '../spec-helpers';

describe('the spec-only stand-in', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({}, { shapes: 'spec' });
  });
  beforeEach(async () => {
    token = await server.fresh();
  });
  afterAll(() => server.close());

  it('sends no extension field of the wallet: no currency, no bank code', async () => {
    const { status, body } = await server.call('GET', '/api/wallet', { token });
    expect(status).toBe(200);
    expect(Object.keys(body.profile).sort()).toEqual(['_id', 'coin', 'createdAt', 'name', 'username']);
    expect(Object.keys(body.bankAccount).sort()).toEqual(['bank', 'bankAccountName', 'bankAccountNo']);
    expect(body.slots.length).toBeGreaterThan(0);
    const profile = await server.call('GET', '/api/account/profile', { token });
    expect(profile.body).not.toHaveProperty('currency');
    expect(profile.body.username).toBe(DEMO.username);
  });

  it('gives pages without a total where the spec promises none, and keeps the statement total', async () => {
    const invites = await server.call('POST', '/api/invite', { token, body: { page: 1, limit: 10 } });
    expect(Object.keys(invites.body)).toEqual(['invites']);
    const refunds = await server.call('POST', '/api/refund', { token, body: { page: 1, limit: 10 } });
    expect(Object.keys(refunds.body)).toEqual(['refunds']);
    const slips = await server.call('POST', '/api/statement/slip', { token, body: { page: 1, limit: 10 } });
    expect(Object.keys(slips.body)).toEqual(['slips']);
    const statement = await server.call('POST', '/api/statement', { token, body: { page: 1, limit: 10 } });
    expect(Object.keys(statement.body).sort()).toEqual(['statements', 'total']);
    expect(statement.body.statements[0]).not.toHaveProperty('_id');
  });

  it('gives the barest reading of answers the spec names without a shape', async () => {
    expect(typeof (await server.call('GET', '/api/lookup/notice')).body).toBe('string');
    expect((await server.call('GET', '/api/lookup/slip')).body).toEqual({});
    expect(Array.isArray((await server.call('GET', '/api/invite/banners', { token })).body)).toBe(true);
    expect(typeof (await server.call('GET', '/api/spinwheel/active', { token })).body).toBe('boolean');
    expect(Array.isArray((await server.call('GET', '/api/spinwheel/coupon', { token })).body)).toBe(true);
  });

  it('gives bonuses without a name and promotions without a code', async () => {
    const bonuses = await server.call('GET', '/api/bonus', { token });
    expect(bonuses.body.length).toBeGreaterThan(0);
    for (const bonus of bonuses.body) expect(bonus).not.toHaveProperty('name');
    const promotion = await server.call('GET', '/api/promotion/find/WELCOME100', { token });
    expect(promotion.body).not.toHaveProperty('code');
    expect(promotion.body).toHaveProperty('description');
  });

  it('keeps errors as they are', async () => {
    const { status, body } = await server.call('POST', '/api/wallet/transfer', { token, body: { from: 'WALLET', to: 'PG', amount: 99_999_999 } });
    expect(status).toBe(400);
    expect(body).toEqual({ message: 'MONEY_NOT_ENOUGH' });
  });
});
