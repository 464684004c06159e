import { seededRandom } from '../store/ids';
import { totalMoney } from '../store/ledger';
import { demoMember, storeSnapshot, withTestServer } from '../spec-helpers';

const ACCOUNTS = ['WALLET', 'PG', 'JOKER', 'UFABET', 'SEXYGAME', 'HUAYHD'];
// Refused every time: inactive game, unknown code, a code not written as the wallet lists it, not a string.
const BAD_ACCOUNTS: unknown[] = ['SLOTXO', 'NOPE', '', 'pg', ' PG', 'wallet', 42, null];
const BAD_AMOUNTS: unknown[] = [0, -5, 0.5, 'abc', 'NaN', '12', null, 12.345, '1e3', true, {}, 1e12];

describe('transfers conserve money', () => {
  const stub = withTestServer();

  const demo = () => demoMember(stub.server);

  it('keeps the sum of wallet and games over 1,000 random transfers, valid or not', async () => {
    const random = seededRandom(7);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
    const startTotal = totalMoney(demo());
    const startEntries = demo().statements.length;
    let successes = 0;

    for (let i = 0; i < 1000; i += 1) {
      const roll = random();
      const from = roll < 0.08 ? pick(BAD_ACCOUNTS) : pick(ACCOUNTS);
      const to = roll > 0.92 ? pick(BAD_ACCOUNTS) : pick(ACCOUNTS);
      const amount = random() < 0.15 ? pick(BAD_AMOUNTS) : Math.round(random() * 60000) / 100;
      const before = storeSnapshot(stub.server);
      const entries = demo().statements.length;
      const answer = await stub.server.call('POST', '/api/wallet/transfer', { token: stub.token, body: { from, to, amount } });
      if (answer.status === 200) {
        successes += 1;
        expect(demo().statements.length).toBe(entries + 1);
        expect(demo().statements.at(-1)).toMatchObject({ statementType: 'transfer', status: 'SUCCESS' });
      } else {
        expect(answer.status).toBe(400);
        expect(typeof answer.body.message).toBe('string');
        expect(storeSnapshot(stub.server)).toBe(before);
      }
      expect(totalMoney(demo())).toBe(startTotal);
    }

    expect(successes).toBeGreaterThan(100);
    expect(demo().statements.length).toBe(startEntries + successes);
    const wallet = await stub.server.call('GET', '/api/wallet', { token: stub.token });
    const cents = wallet.body.slots.reduce(
      (sum: number, slot: { amount: number }) => sum + Math.round(slot.amount * 100),
      Math.round(wallet.body.wallet.amount * 100),
    );
    expect(cents).toBe(startTotal);
    // A thousand round trips: generous on a shared two-core machine.
  }, 30_000);

  it('names each refusal with its section 8 code', async () => {
    const refuse = (body: unknown) => stub.server.call('POST', '/api/wallet/transfer', { token: stub.token, body });
    expect((await refuse({ from: 'WALLET', to: 'PG', amount: 0.5 })).body.message).toBe('TRANSFER_MINIMUM');
    expect((await refuse({ from: 'WALLET', to: 'PG', amount: -3 })).body.message).toBe('TRANSFER_MINIMUM');
    expect((await refuse({ from: 'WALLET', to: 'PG', amount: 10_000_000 })).body.message).toBe('MONEY_NOT_ENOUGH');
    expect((await refuse({ from: 'WALLET', to: 'NOPE', amount: 10 })).body.message).toBe('NO_GAME');
    expect((await refuse({ from: 'WALLET', to: 'SLOTXO', amount: 10 })).body.message).toBe('SLOT_NO_ACCOUNT');
    expect((await refuse({ from: 'WALLET', to: 'PG', amount: 'ten' })).body.message).toBe('KEY_INVALID');
    expect((await refuse({ from: 'WALLET', to: 'PG' })).body.message).toBe('KEY_MISSING');
  });

  it('moves the whole wallet with transferAll, and an empty wallet is not an error', async () => {
    await stub.server.call('POST', '/__dev/reset');
    const total = totalMoney(demo());
    const wallet = demo().wallet;
    const pg = demo().games.PG.amount;
    expect((await stub.server.call('POST', '/api/wallet/transferAll', { token: stub.token, body: { to: 'PG' } })).status).toBe(200);
    expect(demo().wallet).toBe(0);
    expect(demo().games.PG.amount).toBe(pg + wallet);
    const entries = demo().statements.length;
    expect((await stub.server.call('POST', '/api/wallet/transferAll', { token: stub.token, body: { to: 'PG' } })).status).toBe(200);
    expect(demo().statements.length).toBe(entries);
    expect(totalMoney(demo())).toBe(total);
  });

  it('takes withdrawals out at once and settles them later', async () => {
    await stub.server.call('POST', '/__dev/reset');
    const refuse = (amount: unknown) => stub.server.call('POST', '/api/wallet/withdraw', { token: stub.token, body: { amount } });
    expect((await refuse(50)).body.message).toBe('KEY_INVALID');
    expect((await refuse(50_001)).body.message).toBe('KEY_INVALID');
    expect((await refuse(20_000)).body.message).toBe('MONEY_NOT_ENOUGH');
    expect((await refuse(200)).status).toBe(200);
    expect(demo().wallet).toBe(130_000);
    expect(demo().statements.at(-1)).toMatchObject({ statementType: 'withdraw', status: 'PENDING', amount: 20_000 });
    stub.server.clock.advance(6000);
    const statement = await stub.server.call('POST', '/api/statement', { token: stub.token, body: { page: 1, limit: 1 } });
    expect(statement.body.statements[0]).toMatchObject({ statementType: 'withdraw', status: 'SUCCESS', amount: 200 });
  });

  it('withdrawAll brings game money back to the wallet first', async () => {
    await stub.server.call('POST', '/__dev/reset');
    const total = totalMoney(demo());
    expect((await stub.server.call('POST', '/api/wallet/withdrawAll', { token: stub.token, body: { amount: 1800 } })).status).toBe(200);
    expect(totalMoney(demo())).toBe(total - 180_000);
    expect(Object.values(demo().games).every((game) => game.amount === 0)).toBe(true);
  });
});
