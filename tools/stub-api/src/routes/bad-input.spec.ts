import { ERROR_CODES, SPIN_ERROR_CODES } from '@wallet/domain';
import { CLIENT_HEADER } from '@wallet/api/contract';
import { storeSnapshot, withTestServer } from '../spec-helpers';

const KNOWN = new Set<string>([...ERROR_CODES, ...SPIN_ERROR_CODES]);

describe('bad input', () => {
  const stub = withTestServer();

  const cases: [string, string, unknown][] = [
    ['POST', '/api/wallet/transfer', {}],
    ['POST', '/api/wallet/transfer', [1, 2]],
    ['POST', '/api/wallet/transfer', { from: 'WALLET', to: 'PG', amount: 'NaN' }],
    ['POST', '/api/wallet/transfer', { from: 'WALLET', to: 'PG', amount: -100 }],
    ['POST', '/api/wallet/transfer', { from: { $ne: 1 }, to: 'PG', amount: 10 }],
    ['POST', '/api/wallet/transferAll', { to: 'WALLET' }],
    ['POST', '/api/wallet/transferAll', { to: 'NOT_A_GAME' }],
    ['POST', '/api/wallet/withdraw', { amount: 1e20 }],
    ['POST', '/api/wallet/withdraw', { amount: '150.555' }],
    ['POST', '/api/wallet/withdrawAll', { amount: null }],
    ['POST', '/api/wallet/add', { amount: true }],
    ['POST', '/api/wallet/add', { amount: -1 }],
    ['GET', '/api/wallet/activate/..%2F..', undefined],
    ['GET', '/api/wallet/activate/NOPE', undefined],
    ['GET', '/api/wallet/account/SLOTXO', undefined],
    ['POST', '/api/statement', { page: 0, limit: 10 }],
    ['POST', '/api/statement', { page: 1, limit: 'ten' }],
    ['POST', '/api/spinwheel/coupon/claim', { coupon: 12 }],
    ['POST', '/api/spinwheel/coupon/claim', { coupon: 'no-such-coupon' }],
    ['POST', '/api/chat/send-message', { guestId: 'g1', message: { message_type: 'text', payload: { message: '   ' } } }],
    ['POST', '/api/chat/send-message', { guestId: 'g1', sender: 'agent', message: { message_type: 'text', payload: { message: 'hi' } } }],
    ['POST', '/api/chat/history', { limit: 10, skip: 0 }],
    ['PUT', '/api/account/profile', { name: 'X', bankCode: 'KBANK', bankAccountName: 'X', bankAccountNo: 'abc' }],
    ['PUT', '/api/account/changepwd', { oldPassword: 'demo1234' }],
    ['GET', '/api/autoLogin/joker/jok345678', undefined],
    ['GET', '/api/autoLogin/pg/someone-else', undefined],
  ];

  it.each(cases)('%s %s %j answers 4xx with a known code and changes nothing', async (method, url, body) => {
    const before = storeSnapshot(stub.server);
    const answer = await stub.server.call(method, url, { token: stub.token, body });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(KNOWN.has(answer.body.message)).toBe(true);
    expect(storeSnapshot(stub.server)).toBe(before);
  });

  it('refuses broken JSON, oversized bodies and unknown content types the same way', async () => {
    const before = storeSnapshot(stub.server);
    const headers = { [CLIENT_HEADER.name]: CLIENT_HEADER.value, Authorization: `Bearer ${stub.token}` };
    const send = async (body: string, type: string) => {
      const response = await fetch(`${stub.server.url}/api/wallet/transfer`, { method: 'POST', headers: { ...headers, 'Content-Type': type }, body });
      return { status: response.status, body: await response.json() };
    };
    expect(await send('{"from": "WALLET",', 'application/json')).toEqual({ status: 400, body: { message: 'KEY_INVALID' } });
    const huge = JSON.stringify({ from: 'WALLET', to: 'PG', amount: 10, pad: 'x'.repeat(1024 * 1024) });
    expect(await send(huge, 'application/json')).toEqual({ status: 413, body: { message: 'KEY_INVALID' } });
    expect((await send('amount=10', 'text/xml')).status).toBe(415);
    expect(storeSnapshot(stub.server)).toBe(before);
  });
});
