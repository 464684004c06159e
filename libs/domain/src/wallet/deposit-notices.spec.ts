import fc from 'fast-check';
import { arrivalNotice, NO_DEPOSIT_NOTICES, qrPaidNotice, type DepositNotices } from './deposit-notices';

describe('one deposit, one notice', () => {
  it('says nothing more when the wallet rises by money a paid QR has already said', () => {
    const paid = qrPaidNotice(NO_DEPOSIT_NOTICES, 50);
    expect(paid.say).toBe(true);
    expect(arrivalNotice(paid.notices, 50)).toEqual({ amount: 0, notices: NO_DEPOSIT_NOTICES });
  });

  it('says no payment when the watch has already said that money arrived', () => {
    const arrived = arrivalNotice(NO_DEPOSIT_NOTICES, 50);
    expect(arrived.amount).toBe(50);
    expect(qrPaidNotice(arrived.notices, 50)).toEqual({ say: false, notices: NO_DEPOSIT_NOTICES });
  });

  it('says only the part of a rise that no paid QR explains (another deposit landing with it)', () => {
    const paid = qrPaidNotice(NO_DEPOSIT_NOTICES, 50);
    expect(arrivalNotice(paid.notices, 150.25).amount).toBe(100.25);
  });

  it('still says a payment larger than what the watch said arrived', () => {
    const arrived = arrivalNotice(NO_DEPOSIT_NOTICES, 20);
    expect(qrPaidNotice(arrived.notices, 50)).toEqual({ say: true, notices: { saidPaid: 5000, saidArrived: 2000 } });
  });

  it('ignores amounts that are not money', () => {
    expect(arrivalNotice(NO_DEPOSIT_NOTICES, Number.NaN)).toEqual({ amount: 0, notices: NO_DEPOSIT_NOTICES });
    expect(qrPaidNotice(NO_DEPOSIT_NOTICES, -5)).toEqual({ say: true, notices: NO_DEPOSIT_NOTICES });
  });

  /** Plays paid and arrival events of the given deposits (hundredths) and gives what was said, in hundredths. */
  function play(cents: number[], order: { i: number; paid: boolean }[]) {
    let notices: DepositNotices = NO_DEPOSIT_NOTICES;
    let said = 0;
    for (const event of order) {
      if (event.paid) {
        const step = qrPaidNotice(notices, cents[event.i] / 100);
        notices = step.notices;
        if (step.say) said += cents[event.i];
      } else {
        const step = arrivalNotice(notices, cents[event.i] / 100);
        notices = step.notices;
        said += Math.round(step.amount * 100);
      }
    }
    return { said, notices };
  }
  const deposits = fc.array(fc.integer({ min: 1, max: 10_000_000 }), { minLength: 1, maxLength: 6 });
  const total = (cents: number[]) => cents.reduce((sum, c) => sum + c, 0);

  it('says each paid QR deposit exactly once, whichever of its two notices comes first', () => {
    fc.assert(
      fc.property(deposits.chain((cents) => fc.tuple(fc.constant(cents), fc.array(fc.boolean(), { minLength: cents.length, maxLength: cents.length }))), ([cents, paidFirst]) => {
        const order = cents.flatMap((_, i) => (paidFirst[i] ? [{ i, paid: true }, { i, paid: false }] : [{ i, paid: false }, { i, paid: true }]));
        const { said, notices } = play(cents, order);
        return said === total(cents) && notices.saidPaid === 0 && notices.saidArrived === 0;
      }),
    );
  });

  it('leaves no deposit unsaid when several overlap in any order', () => {
    fc.assert(
      fc.property(
        deposits.chain((cents) => {
          const events = cents.flatMap((_, i) => [{ i, paid: true }, { i, paid: false }]);
          return fc.tuple(fc.constant(cents), fc.shuffledSubarray(events, { minLength: events.length }));
        }),
        ([cents, order]) => play(cents, order).said >= total(cents),
      ),
    );
  });
});
