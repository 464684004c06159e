import fc from 'fast-check';
import { DEPOSIT_WATCH, isDepositWatchOver, readDepositWatch, rebaselineDepositWatch, startDepositWatch } from './deposit-watch';

const START = 1_000_000;

describe('the deposit watch', () => {
  it('says what arrived once the balance rises above the balance at the start', () => {
    const watch = startDepositWatch(null, START, 100);
    expect(readDepositWatch(watch, { now: START + 10_000, balance: 100 })).toEqual({ kind: 'watching', watch });
    expect(readDepositWatch(watch, { now: START + 20_000, balance: 600 })).toEqual({ kind: 'arrived', amount: 500 });
  });

  it('measures in hundredths, so baht decimals and kip whole numbers are exact', () => {
    expect(readDepositWatch(startDepositWatch(null, START, 0.1), { now: START, balance: 0.3 })).toEqual({ kind: 'arrived', amount: 0.2 });
    expect(readDepositWatch(startDepositWatch(null, START, 1_300), { now: START, balance: 651_300 })).toEqual({ kind: 'arrived', amount: 650_000 });
  });

  it('takes the first reading as the baseline when no balance was known at the start', () => {
    const watch = startDepositWatch(null, START, null);
    expect(readDepositWatch(watch, { now: START + 10_000, balance: 250 })).toEqual({ kind: 'watching', watch: { startedAt: START, baseline: 250 } });
  });

  it('keeps watching through a reading that could not be had', () => {
    const watch = startDepositWatch(null, START, 100);
    expect(readDepositWatch(watch, { now: START + 10_000, balance: null })).toEqual({ kind: 'watching', watch });
    expect(readDepositWatch(watch, { now: START + 10_000, balance: Number.NaN })).toEqual({ kind: 'watching', watch });
  });

  it('takes a fall (money spent meanwhile) as the new baseline', () => {
    const watch = startDepositWatch(null, START, 100);
    const step = readDepositWatch(watch, { now: START + 10_000, balance: 40 });
    expect(step).toEqual({ kind: 'watching', watch: { startedAt: START, baseline: 40 } });
    if (step.kind === 'watching') expect(readDepositWatch(step.watch, { now: START + 20_000, balance: 540 })).toEqual({ kind: 'arrived', amount: 500 });
  });

  it("waits for the next reading after the member's own money movement", () => {
    const watch = rebaselineDepositWatch(startDepositWatch(null, START, 100));
    expect(readDepositWatch(watch, { now: START + 10_000, balance: 300 })).toEqual({ kind: 'watching', watch: { startedAt: START, baseline: 300 } });
  });

  it('ends three minutes after the last start; a second start keeps the first baseline and runs again', () => {
    const first = startDepositWatch(null, START, 100);
    expect(isDepositWatchOver(first, START + DEPOSIT_WATCH.DURATION_MS - 1)).toBe(false);
    expect(readDepositWatch(first, { now: START + DEPOSIT_WATCH.DURATION_MS, balance: 100 })).toEqual({ kind: 'over' });
    const second = startDepositWatch(first, START + 60_000, 120);
    expect(second).toEqual({ startedAt: START + 60_000, baseline: 100 });
    expect(isDepositWatchOver(second, START + DEPOSIT_WATCH.DURATION_MS)).toBe(false);
  });

  it('still reports money that lands with the last reading', () => {
    const watch = startDepositWatch(null, START, 100);
    expect(readDepositWatch(watch, { now: START + DEPOSIT_WATCH.DURATION_MS + 5_000, balance: 150 })).toEqual({ kind: 'arrived', amount: 50 });
  });

  it('reports exactly the rise, and nothing for any balance at or under the baseline', () => {
    const cents = fc.integer({ min: 0, max: 10_000_000 });
    fc.assert(
      fc.property(cents, cents, (base, later) => {
        const step = readDepositWatch(startDepositWatch(null, START, base / 100), { now: START + 1, balance: later / 100 });
        return later > base ? step.kind === 'arrived' && Math.round(step.amount * 100) === later - base : step.kind === 'watching';
      }),
    );
  });
});
