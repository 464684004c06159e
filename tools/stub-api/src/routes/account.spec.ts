import { withTestServer } from '../spec-helpers';

const NEWCOMER = {
  name: 'Mali',
  username: '0861112222',
  password: 'secret12',
  sourceCode: 'LINE',
  inviteCode: 'PR64f0a1b2c3d4e5f601234567',
  bankCode: 'SCB',
  bankAccountName: 'MALI DEEJAI',
  bankAccountNo: '5550001111',
};

describe('registration, OTP and login', () => {
  const stub = withTestServer({ freshEachTest: true });

  const post = (url: string, body: unknown) => stub.server.call('POST', url, { body });
  const code = async (url: string, body: unknown) => (await post(url, body)).body.message;

  it('validates the registration payload with section 8 codes', async () => {
    expect((await post('/api/account/validate', NEWCOMER)).status).toBe(200);
    expect(await code('/api/account/validate', { ...NEWCOMER, username: '0812345678' })).toBe('EXISTING_USER');
    expect(await code('/api/account/validate', { ...NEWCOMER, bankCode: 'KBANK', bankAccountNo: '0123456789' })).toBe('EXISTING_BANK');
    expect(await code('/api/account/validate', { ...NEWCOMER, bankCode: 'KTB', bankAccountName: 'มะลิ ดีใจ' })).toBe('BANK_ACCOUNT_NAME_ENG');
    expect(await code('/api/account/validate', { ...NEWCOMER, username: '08611' })).toBe('PHONE_NUMBER_REQUIRE_10_DIGIT');
    expect(await code('/api/account/validate', { ...NEWCOMER, name: undefined })).toBe('INVALID_USER_INFO');
    expect(await code('/api/account/validate', { ...NEWCOMER, password: 1234 })).toBe('INVALID_USER_INFO');
    expect(await code('/api/account/validate', { ...NEWCOMER, bankCode: 'XYZ' })).toBe('INVALID_BANK');
    expect(await code('/api/account/validate', [])).toBe('INVALID_USER_INFO');
  });

  it('validates the profile step before the bank data exists, but creation needs the bank', async () => {
    const profileStep = { ...NEWCOMER, bankCode: '', bankAccountName: '', bankAccountNo: '' };
    await stub.server.call('POST', '/__dev/site', { body: { registerOTP: false } });
    expect((await post('/api/account/validate', profileStep)).status).toBe(200);
    expect(await code('/api/account/validate', { ...profileStep, bankCode: 'SCB' })).toBe('INVALID_USER_INFO');
    expect(await code('/api/account', { ...profileStep, currency: 'BAHT' })).toBe('INVALID_USER_INFO');
  });

  it('runs the OTP flow: limits, wrong codes, expiry, verification, then creation', async () => {
    expect(await code('/api/account', NEWCOMER)).toBe('UNVERIFIED_OTP');
    const sent = await post('/api/otp/send', { phoneNumber: NEWCOMER.username });
    expect(sent.body).toMatchObject({ otpRef: expect.stringMatching(/^[A-Z]{4}$/), otpToken: expect.any(String) });
    expect((await post('/api/otp/send', { phoneNumber: NEWCOMER.username })).body.message).toBe('REQUEST_LIMIT_1MIN');
    expect(await code('/api/otp/verify', { otpToken: 'nope', otpCode: '123456' })).toBe('OTP_TOKEN_INVALID');
    expect(await code('/api/otp/verify', { otpToken: sent.body.otpToken, otpCode: '000000' })).toBe('OTP_CODE_INVALID');
    stub.server.clock.advance(5 * 60_000 + 1);
    expect(await code('/api/otp/verify', { otpToken: sent.body.otpToken, otpCode: '123456' })).toBe('OTP_EXPIRED');

    const again = await post('/api/otp/send', { phoneNumber: NEWCOMER.username });
    const dev = await stub.server.call('GET', `/__dev/otp/${NEWCOMER.username}`);
    expect(dev.body).toMatchObject({ code: '123456', otpToken: again.body.otpToken });
    expect(await code('/api/otp/verify', { otpToken: again.body.otpToken, otpCode: dev.body.code })).toBe('OTP_CODE_VALID');
    expect(await code('/api/otp/send', { phoneNumber: NEWCOMER.username })).toBe('OTP_VERIFIED');
    expect(await code('/api/otp/verify', { otpToken: again.body.otpToken, otpCode: '123456' })).toBe('OTP_VERIFIED');

    expect((await post('/api/account', { ...NEWCOMER, currency: 'LAK' })).body.message).toBe('INVALID_USER_INFO');
    expect((await post('/api/account', NEWCOMER)).status).toBe(200);
    expect(await code('/api/account', NEWCOMER)).toBe('EXISTING_USER');
    const token = await stub.server.login(NEWCOMER.username, NEWCOMER.password);
    const wallet = (await stub.server.call('GET', '/api/wallet', { token })).body;
    expect(wallet.wallet.amount).toBe(0);
    expect(wallet.profile.coin).toBe(0);
    expect(wallet.slots.every((slot: { isActive: boolean }) => !slot.isActive)).toBe(true);
    const inviter = await stub.server.login();
    const invites = await stub.server.call('POST', '/api/invite', { token: inviter, body: { page: 1, limit: 10 } });
    expect(invites.body.invites[0].from.name).toBe('Mali');
  });

  it('skips OTP when the site does not ask for it', async () => {
    await stub.server.call('POST', '/__dev/site', { body: { registerOTP: false } });
    expect((await stub.server.call('GET', '/api/lookup/registerOTP')).body).toEqual({ registerOTP: false });
    expect((await post('/api/account', NEWCOMER)).status).toBe(200);
  });

  it('logs in, and refuses wrong credentials and deactivated members', async () => {
    expect((await post('/api/login', { username: '0812345678', password: 'demo1234' })).body.token).toEqual(expect.any(String));
    expect(await code('/api/login', { username: '0812345678', password: 'wrong' })).toBe('WRONG_CREDENTIAL');
    expect(await code('/api/login', { username: '0899999999', password: 'demo1234' })).toBe('WRONG_CREDENTIAL');
    const inactive = await post('/api/login', { username: '0800000000', password: 'demo1234' });
    expect(inactive).toEqual({ status: 403, body: { message: 'INACTIVE_USER' } });
  });

  it('answers invalid-token for a missing, unknown or expired token', async () => {
    const invalid = { status: 401, body: { message: 'invalid-token' } };
    expect(await stub.server.call('GET', '/api/wallet')).toEqual(invalid);
    expect(await stub.server.call('GET', '/api/wallet', { token: 'made-up' })).toEqual(invalid);
    const token = await stub.server.login();
    expect((await stub.server.call('GET', '/api/wallet', { token })).status).toBe(200);
    stub.server.clock.advance(8 * 3600 * 1000);
    expect(await stub.server.call('GET', '/api/wallet', { token })).toEqual(invalid);
  });

  it('changes the password and the English-only bank account name', async () => {
    const token = await stub.server.login('0898765432', 'demo1234');
    const put = (url: string, body: unknown) => stub.server.call('PUT', url, { token, body });
    expect((await put('/api/account/changepwd', { oldPassword: 'nope', newPassword: 'x1' })).body.message).toBe('WRONG_PASSWORD');
    expect((await put('/api/account/changepwd', { oldPassword: 'demo1234', newPassword: 'new-pass' })).status).toBe(200);
    expect((await put('/api/account/bankAccountName', { bankCode: 'KTB', bankAccountName: 'วนิดา' })).body.message).toBe('BANK_ACCOUNT_NAME_ENG');
    expect((await put('/api/account/bankAccountName', { bankCode: 'KTB', bankAccountName: 'WANIDA SUKJAI' })).status).toBe(200);
    expect((await stub.server.call('GET', '/api/account/profile', { token })).body.bankAccountName).toBe('WANIDA SUKJAI');
  });

  it('tells the app when the site is gone, and refuses everything else with 410', async () => {
    expect((await stub.server.call('GET', '/api/lookup/active')).body).toEqual({ message: 'active' });
    await stub.server.call('POST', '/__dev/site', { body: { active: false } });
    expect(await stub.server.call('GET', '/api/lookup/active')).toEqual({ status: 200, body: { message: 'gone' } });
    expect(await stub.server.call('GET', '/api/lookup/info')).toEqual({ status: 410, body: { message: 'gone' } });
    expect((await post('/api/login', { username: '0812345678', password: 'demo1234' })).status).toBe(410);
    await stub.server.call('POST', '/__dev/site', { body: { active: true } });
    expect((await stub.server.call('GET', '/api/lookup/info')).status).toBe(200);
  });

  it('requires the client header on every call', async () => {
    const response = await fetch(`${stub.server.url}/api/lookup/info`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'KEY_MISSING' });
  });
});

describe('the Laos site', () => {
  const stub = withTestServer({
    overrides: { site: { active: true, registerOTP: false, enableChatWidget: true, isManual: false } },
    options: { region: 'la' },
    login: false,
  });

  it('has no phone length rule and asks for LAK or BAHT', async () => {
    const payload = { ...NEWCOMER, username: '2099887766', bankCode: 'BCEL', bankAccountNo: '0101000555555' };
    expect((await stub.server.call('POST', '/api/account', { body: { ...payload, currency: 'USD' } })).body.message).toBe('INVALID_USER_INFO');
    expect((await stub.server.call('POST', '/api/account', { body: payload })).body.message).toBe('INVALID_USER_INFO');
    expect((await stub.server.call('POST', '/api/account', { body: { ...payload, currency: 'LAK' } })).status).toBe(200);
    const short = { ...payload, username: '20998877', bankAccountNo: '0101000666666', currency: 'BAHT' };
    expect((await stub.server.call('POST', '/api/account', { body: short })).status).toBe(200);
  });
});
