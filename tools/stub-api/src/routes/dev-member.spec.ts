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

  it('refuses unknown members and bad counts', async () => {
    const { server } = stub;
    expect((await server.call('POST', '/__dev/member/0000000001/refund', { body: { amount: 1 } })).status).toBe(404);
    expect((await server.call('POST', `/__dev/member/${DEMO.username}/deposits`, { body: { count: 0 } })).status).toBe(400);
    expect((await server.call('POST', `/__dev/member/${DEMO.username}/refund`, { body: { amount: -1 } })).status).toBe(400);
  });
});
