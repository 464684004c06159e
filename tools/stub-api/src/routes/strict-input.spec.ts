// The stand-in checks what the client is responsible for instead of repairing it: codes must be
// sent exactly as the server lists them, text trimmed, names upper-cased, account numbers as
// digits. Each refusal names its section 8 code and changes nothing.
import { storeSnapshot, withTestServer } from '../spec-helpers';

const NEWCOMER = {
  name: 'Mali',
  username: '0861112222',
  password: 'secret12',
  sourceCode: 'LINE',
  inviteCode: '',
  bankCode: 'SCB',
  bankAccountName: 'MALI DEEJAI',
  bankAccountNo: '5550001111',
};

describe('input the client must send clean', () => {
  const stub = withTestServer({ overrides: { site: { active: true, registerOTP: false, enableChatWidget: true, isManual: false } } });

  const send = (method: string, url: string, body?: unknown) => stub.server.call(method, url, { token: stub.token, body });

  const cases: [string, string, string, unknown, string][] = [
    ['a lower-case bank code', 'POST', '/api/account/validate', { ...NEWCOMER, bankCode: 'scb' }, 'INVALID_BANK'],
    ['a bank code with spaces', 'POST', '/api/account/validate', { ...NEWCOMER, bankCode: ' SCB' }, 'INVALID_USER_INFO'],
    ['an account number with dashes', 'POST', '/api/account/validate', { ...NEWCOMER, bankAccountNo: '555-000-1111' }, 'INVALID_USER_INFO'],
    ['an account number with spaces', 'POST', '/api/account/validate', { ...NEWCOMER, bankAccountNo: '555 000 1111' }, 'INVALID_USER_INFO'],
    ['a lower-case holder name', 'POST', '/api/account/validate', { ...NEWCOMER, bankAccountName: 'Mali Deejai' }, 'INVALID_USER_INFO'],
    ['a holder name with a tab', 'POST', '/api/account/validate', { ...NEWCOMER, bankAccountName: 'MALI\tDEEJAI' }, 'INVALID_USER_INFO'],
    ['an untrimmed holder name', 'POST', '/api/account/validate', { ...NEWCOMER, bankAccountName: 'MALI DEEJAI ' }, 'INVALID_USER_INFO'],
    ['an untrimmed profile name', 'POST', '/api/account/validate', { ...NEWCOMER, name: ' Mali' }, 'INVALID_USER_INFO'],
    ['an untrimmed phone', 'POST', '/api/account/validate', { ...NEWCOMER, username: '0861112222 ' }, 'INVALID_USER_INFO'],
    ['an untrimmed invite code', 'POST', '/api/account/validate', { ...NEWCOMER, inviteCode: ' PR64f0a1b2c3d4e5f601234567' }, 'INVALID_USER_INFO'],
    ['an untrimmed phone for OTP', 'POST', '/api/otp/send', { phoneNumber: ' 0861112222' }, 'INVALID_USER_INFO'],
    ['an untrimmed OTP code', 'POST', '/api/otp/verify', { otpToken: 'x', otpCode: '123456 ' }, 'OTP_CODE_INVALID'],
    ['an untrimmed login phone', 'POST', '/api/login', { username: '0812345678 ', password: 'demo1234' }, 'KEY_INVALID'],
    ['a lower-case bank code on the profile', 'PUT', '/api/account/profile', { name: 'Somchai', bankCode: 'kbank', bankAccountName: 'SOMCHAI JAIDEE', bankAccountNo: '0123456789' }, 'INVALID_BANK'],
    ['a lower-case bank code on the name edit', 'PUT', '/api/account/bankAccountName', { bankCode: 'kbank', bankAccountName: 'SOMCHAI JAIDEE' }, 'INVALID_BANK'],
    ['a lower-case name on the name edit', 'PUT', '/api/account/bankAccountName', { bankCode: 'KBANK', bankAccountName: 'Somchai Jaidee' }, 'KEY_INVALID'],
    ['a lower-case game code to activate', 'GET', '/api/wallet/activate/slotxo', undefined, 'NO_GAME'],
    ['a lower-case game code to read', 'GET', '/api/wallet/account/pg', undefined, 'NO_GAME'],
    ['a lower-case game code to reset', 'GET', '/api/wallet/resetpassword/pg', undefined, 'NO_GAME'],
    ['a lower-case transfer target', 'POST', '/api/wallet/transfer', { from: 'WALLET', to: 'pg', amount: 10 }, 'NO_GAME'],
    ['a lower-case wallet', 'POST', '/api/wallet/transfer', { from: 'wallet', to: 'PG', amount: 10 }, 'NO_GAME'],
    ['an untrimmed transfer target', 'POST', '/api/wallet/transfer', { from: 'WALLET', to: 'PG ', amount: 10 }, 'KEY_INVALID'],
    ['an amount as text', 'POST', '/api/wallet/transfer', { from: 'WALLET', to: 'PG', amount: '10' }, 'KEY_INVALID'],
    ['a lower-case transferAll target', 'POST', '/api/wallet/transferAll', { to: 'pg' }, 'NO_GAME'],
    ['a lower-case QR provider', 'POST', '/api/qrcode/kbank', { amount: 50 }, 'QR_FAIL'],
    ['a lower-case QR provider to read', 'GET', '/api/qrcode/kbank', undefined, 'QR_FAIL'],
    ['a lower-case promotion code', 'GET', '/api/promotion/find/welcome100', undefined, 'NO_PROMOTION'],
    ['a lower-case promotion code to activate', 'GET', '/api/promotion/activate/welcome100', undefined, 'NO_PROMOTION'],
    ['an upper-case auto-login provider', 'GET', '/api/autoLogin/PG/pg345678', undefined, 'NO_GAME'],
    ['a mixed-case auto-login provider', 'GET', '/api/autoLogin/AskMeBet/ask345678/amDemo88', undefined, 'NO_GAME'],
    ['a lower-case bonus code', 'GET', '/api/bonus/activate/welcome', undefined, 'NO_DATA'],
  ];

  it.each(cases)('refuses %s', async (_what, method, url, body, code) => {
    const before = storeSnapshot(stub.server);
    const answer = await send(method, url, body);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.body).toEqual({ message: code });
    expect(storeSnapshot(stub.server)).toBe(before);
  });

  it('accepts the same calls with clean input', async () => {
    expect((await send('POST', '/api/account/validate', NEWCOMER)).status).toBe(200);
    expect((await send('GET', '/api/wallet/account/PG')).status).toBe(200);
    expect((await send('GET', '/api/promotion/find/WELCOME100')).status).toBe(200);
    expect((await send('GET', '/api/autoLogin/pg/pg345678')).body.link).toMatch(/^https:\/\//);
    expect((await send('GET', '/api/autoLogin/askmebet/ask345678/amDemo88')).body.link).toMatch(/^https:\/\//);
    expect((await send('POST', '/api/wallet/transfer', { from: 'WALLET', to: 'PG', amount: 10 })).status).toBe(200);
  });

  it('takes passwords as typed: surrounding spaces are part of them', async () => {
    const spaced = { ...NEWCOMER, username: '0861113333', bankAccountNo: '5550003333', password: ' pass word ' };
    expect((await stub.server.call('POST', '/api/account', { body: { ...spaced, currency: 'BAHT' } })).status).toBe(200);
    expect((await stub.server.call('POST', '/api/login', { body: { username: spaced.username, password: 'pass word' } })).body.message).toBe('WRONG_CREDENTIAL');
    expect((await stub.server.call('POST', '/api/login', { body: { username: spaced.username, password: ' pass word ' } })).body.token).toEqual(expect.any(String));
  });

  it('keeps chat messages as the member wrote them', async () => {
    const sent = await stub.server.call('POST', '/api/chat/send-message', {
      body: { guestId: 'strict-guest', message: { message_type: 'text', payload: { message: '  hello\nthere ' } } },
    });
    expect(sent.status).toBe(200);
    const history = await stub.server.call('POST', '/api/chat/history', { body: { guestId: 'strict-guest', limit: 10, skip: 0 } });
    expect(history.body.some((entry: { message: { payload: { message?: string } } }) => entry.message.payload.message === '  hello\nthere ')).toBe(true);
  });
});
