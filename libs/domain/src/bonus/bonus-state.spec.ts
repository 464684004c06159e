import dayjs from 'dayjs';
import fc from 'fast-check';
import 'dayjs/locale/en-gb';
import { bonusReceiptCount, bonusState, bonusTitle, type BonusStateInput, type BonusType } from './bonus-state';

/** A receipt at a local wall-clock time, as the server would send it (ISO, UTC). */
function at(year: number, month: number, day: number, hour = 12, minute = 0, second = 0) {
  return { updatedAt: new Date(year, month - 1, day, hour, minute, second).toISOString() };
}

function bonus(type: BonusType | string, maxReceived: number, received: Array<{ updatedAt: string }>, isActive = false): BonusStateInput {
  return { type, maxReceived, userBonus: { _id: 'ub1', isActive, received } };
}

describe('bonusState (spec §4 bonus card)', () => {
  const now = new Date(2024, 5, 12, 15, 0, 0); // Wednesday 12 June 2024

  it('is active while the member holds the bonus, whatever the receipts', () => {
    expect(bonusState(bonus('limit', 1, [at(2024, 6, 1)], true), now)).toBe('active');
  });

  it('is available without a user bonus', () => {
    expect(bonusState({ type: 'limit', maxReceived: 1, userBonus: null }, now)).toBe('available');
    expect(bonusState({ type: 'day', maxReceived: 1 }, now)).toBe('available');
  });

  describe("type 'limit': all receipts count", () => {
    it('is exhausted exactly when the total reaches maxReceived', () => {
      const receipts = [at(2023, 1, 1), at(2024, 3, 5)];
      expect(bonusState(bonus('limit', 3, receipts), now)).toBe('available');
      expect(bonusState(bonus('limit', 2, receipts), now)).toBe('exhausted');
      expect(bonusState(bonus('limit', 1, receipts), now)).toBe('exhausted');
    });
  });

  describe("type 'day': receipts of today's local calendar day count", () => {
    it('is exhausted when today already reached maxReceived', () => {
      expect(bonusState(bonus('day', 2, [at(2024, 6, 12, 0, 0, 0), at(2024, 6, 12, 14, 59, 59)]), now)).toBe('exhausted');
    });

    it('does not count yesterday 23:59:59 against today', () => {
      const receipts = [at(2024, 6, 11, 23, 59, 59), at(2024, 6, 12, 9)];
      expect(bonusReceiptCount(bonus('day', 2, receipts), now)).toBe(1);
      expect(bonusState(bonus('day', 2, receipts), now)).toBe('available');
    });

    it('frees the bonus again at 00:00 of the next day', () => {
      const receipts = [at(2024, 6, 12, 23, 59, 0)];
      expect(bonusState(bonus('day', 1, receipts), new Date(2024, 5, 12, 23, 59, 59))).toBe('exhausted');
      expect(bonusState(bonus('day', 1, receipts), new Date(2024, 5, 13, 0, 0, 0))).toBe('available');
    });
  });

  describe("type 'week': receipts of the current Sunday-to-Saturday week count", () => {
    const sunday = at(2024, 6, 9, 0, 0, 0); // Sunday 9 June 2024, 00:00
    const saturdayLate = at(2024, 6, 15, 23, 59, 59); // Saturday 15 June 2024

    it('counts Sunday 00:00 to Saturday 23:59:59 as one week', () => {
      const saturday = new Date(2024, 5, 15, 23, 59, 59);
      expect(bonusReceiptCount(bonus('week', 5, [sunday, saturdayLate]), saturday)).toBe(2);
      expect(bonusState(bonus('week', 2, [sunday, saturdayLate]), saturday)).toBe('exhausted');
    });

    it('starts a new week on the next Sunday', () => {
      const nextSunday = new Date(2024, 5, 16, 0, 0, 0);
      expect(bonusReceiptCount(bonus('week', 2, [sunday, saturdayLate]), nextSunday)).toBe(0);
      expect(bonusState(bonus('week', 1, [saturdayLate]), nextSunday)).toBe('available');
    });

    it('keeps Sunday-start weeks when the global dayjs locale starts weeks on Monday', () => {
      dayjs.locale('en-gb');
      try {
        const monday = new Date(2024, 5, 10, 8);
        // Sunday 9 June and Monday 10 June share a Sunday-start week (not a Monday-start one).
        expect(bonusState(bonus('week', 1, [sunday]), monday)).toBe('exhausted');
      } finally {
        dayjs.locale('en');
      }
    });
  });

  it('is exhausted at once when maxReceived is 0, and unlimited when maxReceived is not a number', () => {
    expect(bonusState(bonus('limit', 0, []), now)).toBe('exhausted');
    expect(bonusState(bonus('limit', NaN, [at(2024, 6, 12)]), now)).toBe('available');
  });

  it('counts a receipt with an unreadable date only for the total', () => {
    const receipts = [{ updatedAt: 'not a date' }];
    expect(bonusState(bonus('limit', 1, receipts), now)).toBe('exhausted');
    expect(bonusState(bonus('day', 1, receipts), now)).toBe('available');
    expect(bonusState(bonus('week', 1, receipts), now)).toBe('available');
  });
});

describe('a bonus of a type the spec does not list (issue 24)', () => {
  const now = new Date(2024, 5, 12, 15, 0, 0);
  const received = [at(2024, 6, 12), at(2024, 6, 1)];

  it('matches the listed types whatever their case', () => {
    expect(bonusState(bonus('LIMIT', 2, received), now)).toBe('exhausted');
    expect(bonusReceiptCount(bonus('Day', 5, received), now)).toBe(1);
  });

  it('is available with no exhaustion rule, however often received, unless active', () => {
    expect(bonusState(bonus('cashback', 1, received), now)).toBe('available');
    expect(bonusState(bonus('cashback', 0, []), now)).toBe('available');
    expect(bonusState(bonus('cashback', 1, received, true), now)).toBe('active');
  });

  it('is never exhausted, for any unlisted type, limit and receipts (property)', () => {
    const unlisted = fc.string().filter((type) => !['limit', 'day', 'week'].includes(type.trim().toLowerCase()));
    fc.assert(
      fc.property(unlisted, fc.integer({ min: 0, max: 5 }), fc.array(fc.date({ noInvalidDate: true }), { maxLength: 6 }), (type, max, dates) => {
        const state = bonusState(bonus(type, max, dates.map((date) => ({ updatedAt: date.toISOString() }))), now);
        expect(state).toBe('available');
      }),
    );
  });
});

describe('bonusTitle', () => {
  it('is the name a backend adds, else the code the spec gives', () => {
    expect(bonusTitle({ code: 'WEEKLY50', name: 'Weekly reload 50' })).toBe('Weekly reload 50');
    expect(bonusTitle({ code: 'WEEKLY50' })).toBe('WEEKLY50');
    expect(bonusTitle({ code: 'WEEKLY50', name: '  ' })).toBe('WEEKLY50');
    expect(bonusTitle({ code: 'WEEKLY50', name: null })).toBe('WEEKLY50');
  });
});
