// Dev-only set-up of one member for browser tests: what a test of the refund or the statement
// needs a freshly registered member to have. Money still moves through the ledger, so every
// change is explained by the member's statement (a pending refund moves no money yet).
import type { FastifyInstance } from 'fastify';
import { amountCents, fieldsOf, param, text } from '../http/body';
import { fail, refuse } from '../http/errors';
import { creditWallet } from '../store/ledger';
import { settleMemberNow } from '../store/settlement';
import type { StubStore } from '../store/store';

/** The most deposits one call writes: enough to page through, small enough to stay a test fixture. */
const MAX_DEPOSITS = 100;
/** The most spins arranged at once. */
const MAX_ARRANGED_SPINS = 20;

function memberOf(store: StubStore, params: unknown) {
  const member = store.memberByUsername(param(params, 'username', 'NO_USER'));
  if (!member) fail(404, 'NO_USER');
  return member;
}

export function registerDevMemberRoutes(app: FastifyInstance, store: StubStore): void {
  /** `{ amount }`: a refund on losses waiting for the member (check answers result true). */
  app.post('/__dev/member/:username/refund', async (request) => {
    const member = memberOf(store, request.params);
    const amount = amountCents(fieldsOf(request.body), 'amount');
    if (amount <= 0) refuse('KEY_INVALID');
    member.refund.pending = amount;
    return { message: 'SUCCESS' };
  });

  /**
   * `{ count }`: that many successful bank deposits of 1.00, 2.00, ... count.00, one second apart
   * and ending now, so the newest (the largest) comes first in the statement.
   */
  app.post('/__dev/member/:username/deposits', async (request) => {
    const member = memberOf(store, request.params);
    const count = fieldsOf(request.body).count;
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > MAX_DEPOSITS) refuse('KEY_INVALID');
    const now = store.now();
    for (let n = 1; n <= count; n += 1) {
      const entry = creditWallet(store, member, { statementType: 'deposit', from: 'BANK', to: 'WALLET', amount: n * 100 });
      entry.createdAt = now - (count - n) * 1000;
    }
    return { message: 'SUCCESS', total: member.statements.length };
  });

  /** `{ coin }`: the member's spin-wheel coins (a whole number from 0 to 1000), for spin tests of a fresh member. */
  app.post('/__dev/member/:username/coins', async (request) => {
    const member = memberOf(store, request.params);
    const coin = fieldsOf(request.body).coin;
    if (typeof coin !== 'number' || !Number.isInteger(coin) || coin < 0 || coin > 1000) refuse('KEY_INVALID');
    member.coin = coin;
    return { message: 'SUCCESS', coin };
  });

  /**
   * `{ slices }`: the codes of the wheel slices the member's next spins land on, in order (then the
   * seeded draw again), so a test knows the prize as the operator would who set the wheel.
   */
  app.post('/__dev/member/:username/spins', async (request) => {
    const member = memberOf(store, request.params);
    const slices = fieldsOf(request.body).slices;
    const codes = new Set(store.pricedFor(member).spinWheel.slices.map((slice) => slice.code));
    const valid = Array.isArray(slices) && slices.length > 0 && slices.length <= MAX_ARRANGED_SPINS && slices.every((code) => typeof code === 'string' && codes.has(code));
    if (!valid) refuse('KEY_INVALID');
    store.state.arrangedSpins.set(member._id, [...slices]);
    return { message: 'SUCCESS', slices };
  });

  /** Settles every deposit and withdrawal of the member still waiting (gift links, slips) now, as the operator confirming them. */
  app.post('/__dev/member/:username/settle', async (request) => {
    const member = memberOf(store, request.params);
    return { message: 'SUCCESS', settled: settleMemberNow(member) };
  });

  /**
   * `{ bankCode, bankAccountName }`: the member's bank account as an older account may hold it,
   * unchecked by the English-only rule, so the home's 'edit bank account name' modal has a case
   * (spec section 2). Any bank of the fixture: the Laos site's own banks never need English.
   */
  app.post('/__dev/member/:username/bank-account', async (request) => {
    const member = memberOf(store, request.params);
    const fields = fieldsOf(request.body);
    const bankCode = text(fields, 'bankCode');
    const bankAccountName = text(fields, 'bankAccountName', undefined, 120);
    if (!store.fixture.banks.some((bank) => bank.code === bankCode)) refuse('INVALID_BANK');
    Object.assign(member, { bankCode, bankAccountName });
    return { message: 'SUCCESS' };
  });
}
