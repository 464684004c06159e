import { DEMO, withTestServer } from '../spec-helpers';

describe('POST /__dev/member/:username/coins', () => {
  const stub = withTestServer({ freshEachTest: true });
  const setCoins = (username: string, body: unknown) => stub.server.call('POST', `/__dev/member/${username}/coins`, { body });

  it("sets a member's coins, which the wheel then reports and spends", async () => {
    expect((await setCoins(DEMO.username, { coin: 1 })).body).toEqual({ message: 'SUCCESS', coin: 1 });
    expect((await stub.server.call('GET', '/api/spinwheel/setup', { token: stub.token })).body.userCoin).toBe(1);
    expect((await stub.server.call('POST', '/api/spinwheel/spin', { token: stub.token })).body.remainingCoin).toBe(0);
  });

  it('refuses an unknown member and a count that is not a whole number from 0 to 1000', async () => {
    expect((await setCoins('0000000001', { coin: 1 })).status).toBe(404);
    for (const coin of [-1, 1.5, '3', 1001, null]) expect(await setCoins(DEMO.username, { coin })).toEqual({ status: 400, body: { message: 'KEY_INVALID' } });
  });
});
