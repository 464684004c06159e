import { demoMember, withTestServer } from '../spec-helpers';

// Spec §7: GET /api/refund/receive takes the refund, GET /api/refund/addWallet puts it into the wallet.
describe('refunds: receive, then add to the wallet', () => {
  const stub = withTestServer({ freshEachTest: true });

  const wallet = () => demoMember(stub.server).wallet;
  const get = (url: string) => stub.server.call('GET', url, { token: stub.token });
  const check = async () => (await get('/api/refund/check')).body;

  it('receive takes the pending refund without moving money; addWallet credits it, once', async () => {
    expect(await check()).toMatchObject({ result: true, bonus: false, refundAmount: 75.25 });
    const before = wallet();
    const successes = (await check()).refundSuccess;

    expect(await get('/api/refund/receive')).toEqual({ status: 200, body: { message: 'REFUND_SUCCESS' } });
    expect(wallet()).toBe(before);
    // Received and not yet in the wallet: still there to be had.
    expect(await check()).toMatchObject({ result: true, refundAmount: 75.25 });
    expect((await get('/api/refund/receive')).body.message).toBe('NO_REFUND');

    expect(await get('/api/refund/addWallet')).toEqual({ status: 200, body: { message: 'REFUND_SUCCESS' } });
    expect(wallet()).toBe(before + 7525);
    expect(await check()).toMatchObject({ result: false, refundAmount: 0, refundSuccess: successes + 1 });
    expect((await get('/api/refund/addWallet')).body.message).toBe('NO_REFUND');
    expect(wallet()).toBe(before + 7525);

    const statement = await stub.server.call('POST', '/api/statement', { token: stub.token, body: { page: 1, limit: 1 } });
    expect(statement.body.statements[0]).toMatchObject({ statementType: 'bonus', from: 'REFUND', amount: 75.25, status: 'SUCCESS' });
    const refunds = await stub.server.call('POST', '/api/refund', { token: stub.token, body: { page: 1, limit: 10 } });
    expect(refunds.body.refunds[0]).toMatchObject({ refundAmount: 75.25 });
  });

  it('addWallet refuses when nothing was received, and leaves the pending refund alone', async () => {
    const before = wallet();
    expect(await get('/api/refund/addWallet')).toEqual({ status: 400, body: { message: 'NO_REFUND' } });
    expect(wallet()).toBe(before);
    expect(await check()).toMatchObject({ result: true, refundAmount: 75.25 });
  });

  it('both steps are refused while a bonus is held (BONUS_REMAINING); receive with nothing pending says NO_REFUND', async () => {
    expect((await get('/api/refund/receive')).status).toBe(200);
    demoMember(stub.server).refund.pending = 1000;
    expect((await get('/api/bonus/activate/DAILY10')).status).toBe(200);
    expect(await check()).toMatchObject({ bonus: true, refundAmount: 85.25 });
    const before = wallet();
    expect(await get('/api/refund/receive')).toEqual({ status: 400, body: { message: 'BONUS_REMAINING' } });
    expect(await get('/api/refund/addWallet')).toEqual({ status: 400, body: { message: 'BONUS_REMAINING' } });
    expect(wallet()).toBe(before);
    expect(await check()).toMatchObject({ result: true, refundAmount: 85.25 });

    demoMember(stub.server).held = null;
    demoMember(stub.server).refund.pending = 0;
    expect(await get('/api/refund/receive')).toEqual({ status: 400, body: { message: 'NO_REFUND' } });
  });

  it('forgets what was received when the store is reset', async () => {
    expect((await get('/api/refund/receive')).status).toBe(200);
    stub.server.store.reset();
    expect((await get('/api/refund/addWallet')).body.message).toBe('NO_REFUND');
  });
});
