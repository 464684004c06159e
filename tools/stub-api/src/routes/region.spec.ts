// What differs between the Thai and the Laos site: the bank lists, the receiving accounts, and the
// demo member's currency (kip in Laos, with amounts the size kip amounts are).
import { DEMO, withTestServer } from '../spec-helpers';

const THAI = /\p{Script=Thai}/u;
const LAO = /\p{Script=Lao}/u;

const NEWCOMER = {
  name: 'Mali',
  username: '2099887766',
  password: 'secret12',
  sourceCode: 'LINE',
  inviteCode: '',
  bankAccountName: 'MALI DEEJAI',
  bankAccountNo: '0101000555555',
};
const NO_OTP = { site: { active: true, registerOTP: false, enableChatWidget: true, isManual: false } };

describe('the Thai site', () => {
  const stub = withTestServer({ overrides: NO_OTP, freshEachTest: true });

  it('lists Thai banks with Thai names, and refuses a Lao bank at registration', async () => {
    const banks = (await stub.server.call('GET', '/api/lookup/banks')).body as { code: string; nameTH: string }[];
    expect(banks.map((bank) => bank.code)).toEqual(expect.arrayContaining(['KBANK', 'SCB', 'KTB', 'BBL', 'TMB']));
    expect(banks.map((bank) => bank.code)).not.toContain('BCEL');
    expect(banks.every((bank) => THAI.test(bank.nameTH))).toBe(true);
    const answer = await stub.server.call('POST', '/api/account', { body: { ...NEWCOMER, username: '0861112222', bankCode: 'BCEL', currency: 'BAHT' } });
    expect(answer.body.message).toBe('INVALID_BANK');
  });

  it('lists the transfer accounts of Thai banks and the payment providers', async () => {
    const lookup = (await stub.server.call('GET', '/api/lookup/deposit', { token: stub.token })).body;
    const codes = lookup.banks.map((account: { bankCode: string }) => account.bankCode);
    expect(codes).toEqual(expect.arrayContaining(['KBANK', 'SCB', 'GSB', 'WW', 'PAYTIMZ']));
    expect(codes).not.toContain('BCEL');
  });

  it('answers the demo member in baht, in the profile and the wallet', async () => {
    const profile = (await stub.server.call('GET', '/api/account/profile', { token: stub.token })).body;
    const wallet = (await stub.server.call('GET', '/api/wallet', { token: stub.token })).body;
    expect(profile).toMatchObject({ username: DEMO.username, currency: 'BAHT', bankCode: 'KBANK' });
    expect(wallet.profile.currency).toBe('BAHT');
    expect(wallet.wallet.amount).toBe(1500);
  });

  it('stores BAHT for a Thai registration', async () => {
    const payload = { ...NEWCOMER, username: '0861112222', bankCode: 'SCB', bankAccountNo: '5550001111' };
    expect((await stub.server.call('POST', '/api/account', { body: payload })).status).toBe(200);
    const token = await stub.server.login(payload.username, payload.password);
    expect((await stub.server.call('GET', '/api/account/profile', { token })).body.currency).toBe('BAHT');
  });
});

describe('the Laos site', () => {
  const stub = withTestServer({ overrides: NO_OTP, options: { region: 'la' }, freshEachTest: true });

  it('lists Lao banks with their Lao names in nameTH, and refuses a Thai bank at registration', async () => {
    const banks = (await stub.server.call('GET', '/api/lookup/banks')).body as { code: string; nameTH: string }[];
    expect(banks.map((bank) => bank.code)).toEqual(expect.arrayContaining(['BCEL', 'LDB', 'APB', 'JDB']));
    expect(banks.map((bank) => bank.code)).not.toContain('KBANK');
    expect(banks.every((bank) => LAO.test(bank.nameTH) && !THAI.test(bank.nameTH))).toBe(true);
    expect((await stub.server.call('POST', '/api/account', { body: { ...NEWCOMER, bankCode: 'KBANK', currency: 'LAK' } })).body.message).toBe('INVALID_BANK');
  });

  it('offers a kip member the kip accounts of Lao banks only: no baht account, no payment provider, no phone wallet', async () => {
    const lookup = (await stub.server.call('GET', '/api/lookup/deposit', { token: stub.token })).body;
    expect(lookup.banks.map((account: { bankCode: string }) => account.bankCode)).toEqual(['BCEL', 'LDB']);
    expect(lookup.banks.every((account: { bank: { nameTH: string }; currency: string }) => LAO.test(account.bank.nameTH) && account.currency === 'LAK')).toBe(true);
    expect(lookup.wallets).toEqual([]);
  });

  it('offers a baht member of the Laos site the baht accounts: a Lao bank in baht and the payment providers', async () => {
    const payload = { ...NEWCOMER, username: '2055599999', bankCode: 'BCEL', bankAccountNo: '5550002222', currency: 'BAHT' };
    expect((await stub.server.call('POST', '/api/account', { body: payload })).status).toBe(200);
    const token = await stub.server.login(payload.username, payload.password);
    const lookup = (await stub.server.call('GET', '/api/lookup/deposit', { token })).body;
    expect(lookup.banks.map((account: { bankCode: string }) => account.bankCode)).toEqual(expect.arrayContaining(['JDB', 'WW', 'PAYTIMZ']));
    expect(lookup.banks.every((account: { currency: string }) => account.currency === 'BAHT')).toBe(true);
    expect(lookup.wallets.length).toBeGreaterThan(0);
  });

  it('gives the demo member kip: a Lao bank, amounts converted and the statement still adding up', async () => {
    const profile = (await stub.server.call('GET', '/api/account/profile', { token: stub.token })).body;
    const wallet = (await stub.server.call('GET', '/api/wallet', { token: stub.token })).body;
    expect(profile).toMatchObject({ currency: 'LAK', bankCode: 'BCEL', bankAccountNo: '0101000112233' });
    expect(wallet.profile.currency).toBe('LAK');
    expect(wallet.wallet.amount).toBe(975_000);
    expect(wallet.bankAccount.bank.nameTH).toMatch(LAO);
    expect(wallet.slots.find((slot: { code: string }) => slot.code === 'PG').amount).toBe(162_825);
    const statement = (await stub.server.call('POST', '/api/statement', { token: stub.token, body: { page: 1, limit: 100 } })).body;
    const withdrawals = statement.statements.filter((entry: { statementType: string }) => entry.statementType === 'withdraw');
    expect(withdrawals.every((entry: { to: string }) => entry.to === 'BCEL')).toBe(true);
  });

  it('stores the currency chosen at registration and answers it', async () => {
    for (const [username, bankAccountNo, currency] of [['2099887766', '0101000555555', 'LAK'], ['2099887755', '0101000666666', 'BAHT']]) {
      expect((await stub.server.call('POST', '/api/account', { body: { ...NEWCOMER, username, bankAccountNo, bankCode: 'BCEL', currency } })).status).toBe(200);
      const token = await stub.server.login(username, NEWCOMER.password);
      expect((await stub.server.call('GET', '/api/account/profile', { token })).body.currency).toBe(currency);
      expect((await stub.server.call('GET', '/api/wallet', { token })).body.profile.currency).toBe(currency);
    }
  });
});
