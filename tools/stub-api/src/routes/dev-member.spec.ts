import { encryptTrueLink } from '@wallet/domain';
import { callPath } from '@wallet/api/calls';
import { DEMO, withTestServer } from '../spec-helpers';

describe('dev set-up of one member', () => {
  const stub = withTestServer();

  it('gives a member a pending refund that the refund check reports', async () => {
    const token = await stub.server.fresh();
    const { server } = stub;
    await server.call('POST', `/__dev/member/${DEMO.username}/refund`, { body: { amount: 12.5 } });
    const check = await server.call('GET', callPath('checkRefund'), { token });
    expect(check.body).toMatchObject({ result: true, refundAmount: 12.5 });
  });

  it('writes numbered deposits, newest first in the statement, and credits them', async () => {
    const token = await stub.server.fresh();
    const { server } = stub;
    const before = (await server.call('GET', callPath('getWallet'), { token })).body.wallet.amount;
    const added = await server.call('POST', `/__dev/member/${DEMO.username}/deposits`, { body: { count: 3 } });
    expect(added.status).toBe(200);
    const page = await server.call('POST', callPath('listStatements'), { token, body: { page: 1, limit: 3 } });
    expect(page.body.statements.map((entry: { amount: number }) => entry.amount)).toEqual([3, 2, 1]);
    expect((await server.call('GET', callPath('getWallet'), { token })).body.wallet.amount).toBeCloseTo(before + 6, 2);
  });

  it("gives a member a bank account name the 'edit bank account name' modal asks about, and the wallet answers it", async () => {
    const token = await stub.server.fresh();
    const { server } = stub;
    const set = await server.call('POST', `/__dev/member/${DEMO.username}/bank-account`, { body: { bankCode: 'KTB', bankAccountName: 'สมชาย ใจดี' } });
    expect(set.status).toBe(200);
    const wallet = await server.call('GET', callPath('getWallet'), { token });
    expect(wallet.body.bankAccount).toMatchObject({ bankCode: 'KTB', bankAccountName: 'สมชาย ใจดี' });
    expect((await server.call('GET', callPath('getProfile'), { token })).body).toMatchObject({ bankCode: 'KTB', bankAccountName: 'สมชาย ใจดี' });
  });

  it('refuses a bank the fixture does not know and a missing name', async () => {
    const { server } = stub;
    const path = `/__dev/member/${DEMO.username}/bank-account`;
    expect(await server.call('POST', path, { body: { bankCode: 'NOBANK', bankAccountName: 'A B' } })).toEqual({ status: 400, body: { message: 'INVALID_BANK' } });
    expect((await server.call('POST', path, { body: { bankCode: 'KTB' } })).status).toBe(400);
    expect((await server.call('POST', '/__dev/member/0000000001/bank-account', { body: { bankCode: 'KTB', bankAccountName: 'A B' } })).status).toBe(404);
  });

  it('refuses unknown members and bad counts', async () => {
    const { server } = stub;
    expect((await server.call('POST', '/__dev/member/0000000001/refund', { body: { amount: 1 } })).status).toBe(404);
    expect((await server.call('POST', `/__dev/member/${DEMO.username}/deposits`, { body: { count: 0 } })).status).toBe(400);
    expect((await server.call('POST', `/__dev/member/${DEMO.username}/refund`, { body: { amount: -1 } })).status).toBe(400);
  });
});

describe('dev arrangements an operator makes for one member', () => {
  const stub = withTestServer({ freshEachTest: true });
  const spin = async () => (await stub.server.call('POST', callPath('spin'), { token: stub.token })).body.code;

  it('lands the next spins on the arranged slices, in order, then draws again', async () => {
    await stub.server.call('POST', `/__dev/member/${DEMO.username}/coins`, { body: { coin: 3 } });
    expect((await stub.server.call('POST', `/__dev/member/${DEMO.username}/spins`, { body: { slices: ['C20', 'GIFT'] } })).body).toEqual({ message: 'SUCCESS', slices: ['C20', 'GIFT'] });
    expect([await spin(), await spin()]).toEqual(['C20', 'GIFT']);
    expect(typeof (await spin())).toBe('string');
    expect(stub.server.store.state.arrangedSpins.get(DEMO.id)).toEqual([]);
  });

  it('refuses slices that are not on the wheel, and no slices at all', async () => {
    for (const slices of [['C20', 'NOPE'], [], 'C20', [20]]) {
      expect(await stub.server.call('POST', `/__dev/member/${DEMO.username}/spins`, { body: { slices } })).toEqual({ status: 400, body: { message: 'KEY_INVALID' } });
    }
  });

  it('settles a waiting gift link now: the wallet is credited and the statement says so, with the clock still', async () => {
    const { token } = stub;
    const before = (await stub.server.call('GET', callPath('getWallet'), { token })).body.wallet.amount;
    const link = await encryptTrueLink('https://gift.truemoney.com/campaign/?v=settleNow2026', 'WALLET DEMO GIFT', 'wallet-demo-truelink-secret');
    expect((await stub.server.call('POST', callPath('sendTrueLink'), { token, body: { link } })).status).toBe(200);
    expect((await stub.server.call('GET', callPath('getWallet'), { token })).body.wallet.amount).toBe(before);

    expect((await stub.server.call('POST', `/__dev/member/${DEMO.username}/settle`)).body).toEqual({ message: 'SUCCESS', settled: 1 });
    expect((await stub.server.call('GET', callPath('getWallet'), { token })).body.wallet.amount).toBe(before + 50);
    const [newest] = (await stub.server.call('POST', callPath('listStatements'), { token, body: { page: 1, limit: 1 } })).body.statements;
    expect(newest).toMatchObject({ statementType: 'deposit', from: 'TRUEWALLET', status: 'SUCCESS', amount: 50 });
    expect((await stub.server.call('POST', `/__dev/member/${DEMO.username}/settle`)).body.settled).toBe(0);
  });
});
