import fc from 'fast-check';
import { transfersBeforePlay } from './play';

describe('transfersBeforePlay', () => {
  it('opens the link at once for a balance of zero or less', () => {
    expect(transfersBeforePlay(0)).toBe(false);
    expect(transfersBeforePlay(-5)).toBe(false);
    fc.assert(fc.property(fc.double({ max: 0, noNaN: true }), (amount) => !transfersBeforePlay(amount)));
  });

  it('moves the wallet into the game first for any positive balance', () => {
    expect(transfersBeforePlay(0.01)).toBe(true);
    expect(transfersBeforePlay('12.50')).toBe(true);
    fc.assert(fc.property(fc.double({ min: 0.01, max: 1e9, noNaN: true }), (amount) => transfersBeforePlay(amount)));
  });

  it('treats a balance that is not a number as zero', () => {
    expect(transfersBeforePlay(null)).toBe(false);
    expect(transfersBeforePlay('abc')).toBe(false);
    expect(transfersBeforePlay(Number.NaN)).toBe(false);
  });
});
