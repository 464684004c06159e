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
