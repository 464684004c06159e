import fc from 'fast-check';
import { INACTIVITY_WARNING_MS, inactivityState } from './inactivity';

const MINUTE = 60_000;
const TIMEOUT = 15 * MINUTE;

describe('inactivityState (issue 19: 15 minutes idle ends the session, warned one minute before)', () => {
  it('is active up to 14 minutes idle, warns in the last minute and ends at 15', () => {
    expect(inactivityState(0, 0, TIMEOUT)).toEqual({ phase: 'active', msLeft: TIMEOUT, msToNextPhase: 14 * MINUTE });
    expect(inactivityState(0, 14 * MINUTE - 1, TIMEOUT).phase).toBe('active');
    expect(inactivityState(0, 14 * MINUTE, TIMEOUT)).toEqual({ phase: 'warning', msLeft: MINUTE, msToNextPhase: MINUTE });
    expect(inactivityState(0, 15 * MINUTE - 1, TIMEOUT)).toEqual({ phase: 'warning', msLeft: 1, msToNextPhase: 1 });
    expect(inactivityState(0, 15 * MINUTE, TIMEOUT)).toEqual({ phase: 'expired', msLeft: 0, msToNextPhase: 0 });
    expect(inactivityState(0, 3 * 60 * MINUTE, TIMEOUT).phase).toBe('expired');
  });

  it('takes a last activity in the future (a clock set back) as activity now', () => {
    expect(inactivityState(10 * MINUTE, 0, TIMEOUT)).toEqual(inactivityState(0, 0, TIMEOUT));
  });

  it('counts down exactly: what is left and what has passed make the time-out, and the next change is never later than the end', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), fc.integer({ min: 0, max: 2 * TIMEOUT }), fc.integer({ min: 2 * MINUTE, max: 24 * 60 * MINUTE }), (last, idle, timeout) => {
        const state = inactivityState(last, last + idle, timeout);
        expect(state.msLeft).toBe(Math.max(0, timeout - idle));
        expect(state.msToNextPhase).toBeLessThanOrEqual(state.msLeft);
        expect(state.phase).toBe(idle >= timeout ? 'expired' : idle >= timeout - INACTIVITY_WARNING_MS ? 'warning' : 'active');
      }),
    );
  });

  it('only moves forward while nothing happens: active, then warning, then expired', () => {
    const order = { active: 0, warning: 1, expired: 2 };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 * TIMEOUT }), fc.integer({ min: 0, max: 2 * TIMEOUT }), (a, b) => {
        const [earlier, later] = a <= b ? [a, b] : [b, a];
        expect(order[inactivityState(0, earlier, TIMEOUT).phase]).toBeLessThanOrEqual(order[inactivityState(0, later, TIMEOUT).phase]);
      }),
    );
  });

  it('waits exactly until the next phase: after msToNextPhase the phase has changed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: TIMEOUT - 1 }), (idle) => {
        const now = inactivityState(0, idle, TIMEOUT);
        expect(inactivityState(0, idle + now.msToNextPhase, TIMEOUT).phase).not.toBe(now.phase);
      }),
    );
  });
});
