import { couponWorth, prizeNextStep } from './prize-kind';

describe('couponWorth', () => {
  it('reads a cash prize as money, a zero one too', () => {
    expect(couponWorth('cash', 5)).toEqual({ as: 'money', amount: 5 });
    expect(couponWorth('cash', 0)).toEqual({ as: 'money', amount: 0 });
  });

  it('reads a coin prize as coins, never as money', () => {
    expect(couponWorth('coin', 1)).toEqual({ as: 'coins', count: 1 });
    expect(couponWorth('coin', 0)).toEqual({ as: 'nothing' });
  });

  it('gives an item no amount, whatever the answer carries', () => {
    expect(couponWorth('item', 0)).toEqual({ as: 'nothing' });
    expect(couponWorth('item', 3)).toEqual({ as: 'nothing' });
  });

  it('without a kind, shows a figure as money and an amount of nothing as none', () => {
    expect(couponWorth(undefined, 20)).toEqual({ as: 'money', amount: 20 });
    expect(couponWorth(undefined, 0)).toEqual({ as: 'nothing' });
    expect(couponWorth(undefined, null)).toEqual({ as: 'nothing' });
  });
});

describe('prizeNextStep', () => {
  it('offers a claim when nothing stands in the way', () => {
    expect(prizeNextStep({ kind: 'cash', refusedAsType: false, bonusActive: false })).toBe('claim');
    expect(prizeNextStep({ kind: 'coin', refusedAsType: false, bonusActive: false })).toBe('claim');
    expect(prizeNextStep({ kind: undefined, refusedAsType: false, bonusActive: false })).toBe('claim');
  });

  it('waits for the end of an active bonus, which the server would refuse the claim for', () => {
    expect(prizeNextStep({ kind: 'cash', refusedAsType: false, bonusActive: true })).toBe('afterBonus');
    expect(prizeNextStep({ kind: 'coin', refusedAsType: false, bonusActive: true })).toBe('afterBonus');
  });

  it('sends an item, or a prize refused as a coupon type, to the operator, bonus or not', () => {
    expect(prizeNextStep({ kind: 'item', refusedAsType: false, bonusActive: false })).toBe('contact');
    expect(prizeNextStep({ kind: 'item', refusedAsType: false, bonusActive: true })).toBe('contact');
    expect(prizeNextStep({ kind: 'cash', refusedAsType: true, bonusActive: false })).toBe('contact');
  });
});
