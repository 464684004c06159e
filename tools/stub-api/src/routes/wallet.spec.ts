import { demoMember, withTestServer } from '../spec-helpers';

describe('wallet and game accounts', () => {
  const stub = withTestServer({ freshEachTest: true });

  const get = (url: string) => stub.server.call('GET', url, { token: stub.token });

  it('shows the demo wallet with games in all three categories', async () => {
    const wallet = (await get('/api/wallet')).body;
    expect(wallet.wallet.amount).toBe(1500);
    expect(wallet.profile.coin).toBe(12);
    expect(wallet.invite.amount).toBe(50);
    expect(new Set(wallet.slots.map((slot: { category: string }) => slot.category))).toEqual(new Set(['slot', 'sport', 'lotto']));
    expect(wallet.bankAccount.bank.nameTH).toBe('ธนาคารกสิกรไทย');
  });

  it('refresh/slot drifts active balances a little, never below 0, without statement entries', async () => {
    const before = structuredClone(demoMember(stub.server).games);
    const entries = demoMember(stub.server).statements.length;
    for (let i = 0; i < 20; i += 1) await get('/api/wallet/refresh/slot');
    const after = demoMember(stub.server).games;
    expect(after.PG.amount).not.toBe(before.PG.amount);
    expect(Math.abs(after.PG.amount - before.PG.amount)).toBeLessThanOrEqual(20 * 500);
    expect(after.SEXYGAME.amount).toBe(0);
    expect(after.SLOTXO).toEqual(before.SLOTXO);
    expect(Object.values(after).every((game) => game.amount >= 0)).toBe(true);
    expect(demoMember(stub.server).statements.length).toBe(entries);
  });

  it('activates a game once, shows its credentials and resets its password', async () => {
    expect((await get('/api/wallet/account/SLOTXO')).body.message).toBe('SLOT_NO_ACCOUNT');
    const opened = (await get('/api/wallet/activate/SLOTXO')).body;
    expect(opened).toMatchObject({ code: 'SLOTXO', username: expect.any(String), password: expect.any(String) });
    expect((await get('/api/wallet/activate/SLOTXO')).body.message).toBe('SLOT_ALREADY_ACTIVE');
    expect((await get('/api/wallet/account/SLOTXO')).body).toEqual({ ...opened, message: undefined });
    const reset = (await get('/api/wallet/resetpassword/SLOTXO')).body;
    expect(reset.username).toBe(opened.username);
    expect(reset.password).not.toBe(opened.password);
  });

  it('answers auto-login links on the demo domain for the member’s own accounts', async () => {
    const pg = await get('/api/autoLogin/pg/pg345678');
    expect(pg.body.link).toMatch(/^https:\/\/play\.example\.test\/pg\/launch\?session=/);
    const amb = await get('/api/autoLogin/askmebet/ask345678/amDemo88');
    expect(amb.body.link).toMatch(/^https:\/\/play\.example\.test\/askmebet\//);
    expect((await get('/api/autoLogin/askmebet/ask345678/wrong')).body.message).toBe('WRONG_CREDENTIAL');
    expect((await get('/api/autoLogin/betflix/anyone')).body.message).toBe('SLOT_NO_ACCOUNT');
  });

  it('follows the manual-deposit flag in the deposit lookup', async () => {
    expect((await get('/api/lookup/deposit')).body).toMatchObject({ isManual: false, wallets: expect.any(Array) });
    await stub.server.call('POST', '/__dev/site', { body: { isManual: true } });
    expect((await get('/api/lookup/deposit')).body.isManual).toBe(true);
    expect((await stub.server.call('POST', '/__dev/site', { body: { isManual: 'yes' } })).status).toBe(400);
  });
});
