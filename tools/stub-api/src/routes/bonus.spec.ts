import { demoMember, withTestServer } from '../spec-helpers';

const DAY = 86_400_000;

describe('bonuses, promotions and refunds', () => {
  // Tokens outlive the days these tests skip forward.
  const stub = withTestServer({ overrides: { tokenTtlSeconds: 60 * 86_400 }, freshEachTest: true });

  const demo = () => demoMember(stub.server);
  const get = (url: string) => stub.server.call('GET', url, { token: stub.token });
  const activate = (code: string) => get(`/api/bonus/activate/${code}`);
  const clear = () => get('/api/bonus/clear');

  it('lists every bonus with its type, limit and the member’s receipts', async () => {
    const list = (await get('/api/bonus')).body;
    expect(list.map((bonus: { type: string }) => bonus.type).sort()).toEqual(['day', 'limit', 'limit', 'week']);
    const daily = list.find((bonus: { code: string }) => bonus.code === 'DAILY10');
    expect(daily).toMatchObject({ maxReceived: 1, userBonus: { isActive: false, received: [expect.any(Object)] } });
    expect(daily).not.toHaveProperty('amount');
  });

  it('type limit: exhausted for good once maxReceived is reached', async () => {
    const before = demo().wallet;
    expect((await activate('WELCOME')).body).toMatchObject({ isActive: true, received: [expect.any(Object)] });
    expect(demo().wallet).toBe(before + 10_000);
    expect(demo().statements.at(-1)).toMatchObject({ statementType: 'bonus', amount: 10_000 });
    expect((await activate('DAILY10')).body.message).toBe('BONUS_ALREADY_ACTIVE');
    expect((await get('/api/bonus/check/active')).body).toEqual({ status: true, type: 'limit' });
    expect((await clear()).body.message).toBe('BONUS_CLEAR');
    expect(demo().statements.at(-1)).toMatchObject({ statementType: 'finish_bonus' });
    expect(demo().wallet).toBe(before + 10_000);
    stub.server.clock.advance(30 * DAY);
    expect((await activate('WELCOME')).body.message).toBe('BONUS_MAX_CLAIMED');
    expect((await activate('CASHBACK5')).body.message).toBe('BONUS_MAX_CLAIMED');
  });

  it('type day: once per calendar day', async () => {
    expect((await activate('DAILY10')).status).toBe(200);
    await clear();
    expect((await activate('DAILY10')).body.message).toBe('BONUS_MAX_CLAIMED');
    stub.server.clock.advance(DAY);
    expect((await activate('DAILY10')).status).toBe(200);
  });

  it('type week: up to maxReceived per calendar week', async () => {
    expect((await activate('WEEKLY50')).status).toBe(200);
    await clear();
    expect((await activate('WEEKLY50')).body.message).toBe('BONUS_MAX_CLAIMED');
    stub.server.clock.advance(DAY);
    expect((await activate('WEEKLY50')).body.message).toBe('BONUS_MAX_CLAIMED');
    stub.server.clock.advance(6 * DAY);
    expect((await activate('WEEKLY50')).status).toBe(200);
  });

  it('an active bonus blocks refunds until it is cleared', async () => {
    expect((await clear()).body.message).toBe('BONUS_CONDITION');
    await activate('DAILY10');
    expect((await get('/api/refund/check')).body).toMatchObject({ result: true, bonus: true, refundAmount: 75.25 });
    expect((await get('/api/refund/receive')).body.message).toBe('BONUS_REMAINING');
    expect((await get('/api/refund/addWallet')).body.message).toBe('BONUS_REMAINING');
    await clear();
    const before = demo().wallet;
    expect((await get('/api/refund/receive')).status).toBe(200);
    expect(demo().wallet).toBe(before);
    expect((await get('/api/refund/addWallet')).status).toBe(200);
    expect(demo().wallet).toBe(before + 7525);
    expect((await get('/api/refund/addWallet')).body.message).toBe('NO_REFUND');
    const refunds = await stub.server.call('POST', '/api/refund', { token: stub.token, body: { page: 1, limit: 10 } });
    expect(refunds.body).toMatchObject({ total: 3, refunds: [{ refundAmount: 75.25 }, {}, {}] });
  });

  it('promotion codes: found exactly as issued, received once, held like a bonus', async () => {
    expect((await get('/api/promotion/find/WELCOME100')).body).toMatchObject({ code: 'WELCOME100', percentFail: 10 });
    expect((await get('/api/promotion/find/welcome100')).body.message).toBe('NO_PROMOTION');
    expect((await get('/api/promotion/find/NOPE')).body.message).toBe('NO_PROMOTION');
    expect((await get('/api/promotion/activate/SONGKRAN50')).body.message).toBe('PROMOTION_RECEIVED');
    expect((await get('/api/promotion/activate/WELCOME100')).status).toBe(200);
    expect((await get('/api/promotion/current')).body.promotion).toMatchObject({ code: 'WELCOME100' });
    expect((await get('/api/refund/check')).body.bonus).toBe(true);
    await clear();
    expect((await get('/api/promotion/activate/WELCOME100')).body.message).toBe('PROMOTION_RECEIVED');
  });

  it('invite bonus: credited once, then NO_INVITE_BONUS', async () => {
    const before = demo().wallet;
    expect((await get('/api/invite/bonus')).status).toBe(200);
    expect(demo().wallet).toBe(before + 5000);
    expect((await get('/api/invite/bonus')).body.message).toBe('NO_INVITE_BONUS');
    expect((await get('/api/invite/banners')).body.banners).toHaveLength(2);
    expect((await get('/api/refund/banners')).body.banners).toHaveLength(0);
    const invites = await stub.server.call('POST', '/api/invite', { token: stub.token, body: { page: 2, limit: 3 } });
    expect(invites.body).toMatchObject({ total: 4, invites: [{ from: { name: 'นก' } }] });
  });
});
