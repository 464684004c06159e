import { browserStorage, STORAGE_KEYS } from '@wallet/config';
import { inactivityState } from '@wallet/domain';

// What counts as the member being there (issue 19): a press, a key, a touch, a scroll, and the
// tab shown again. A pointer merely passing over the page does not.
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll', 'visibilitychange'];
// The other tabs read the latest activity from storage; a write per keystroke would be waste.
const SHARE_EVERY_MS = 5_000;

/**
 * Watches the member area's inactivity time-out (issue 19; domain inactivityState): `onWarning`
 * gets the time left each second of the warning's last minute, null otherwise; at the time-out
 * `onExpire` runs, once. Activity in any tab of the site counts. Once warned, only `stay` (the
 * warning's 'stay logged in') continues the session: a tap meant for it must not land on the page.
 * `check` reads the state at once (the timers of a tab in the background run late).
 */
export function watchInactivity(timeoutMs: number, onWarning: (msLeft: number | null) => void, onExpire: () => void) {
  let last = 0;
  let shared = 0;
  let warned = false;
  let ended = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  /** The state now, from the latest activity of any tab; ends the session past the time-out. */
  const check = () => {
    const now = Date.now();
    // A clock set back leaves the last activity in the future: it counts as now.
    last = Math.min(now, Math.max(last, Number(browserStorage.read(STORAGE_KEYS.lastActivity)) || 0));
    const state = inactivityState(last, now, timeoutMs);
    warned = state.phase === 'warning';
    onWarning(warned ? state.msLeft : null);
    if (state.phase === 'expired' && !ended) {
      ended = true;
      onExpire();
    }
    return state;
  };
  const stay = () => {
    last = Date.now();
    if (last - shared >= SHARE_EVERY_MS) {
      shared = last;
      browserStorage.write(STORAGE_KEYS.lastActivity, String(last));
    }
    check();
  };
  // Asleep until the phase changes; each second of the warning, for its countdown.
  const next = () => {
    const { phase, msToNextPhase } = check();
    if (phase !== 'expired') timer = setTimeout(next, phase === 'warning' ? Math.min(1000, msToNextPhase) : msToNextPhase);
  };
  // A member coming back after the time-out is logged out, not kept in: the state comes first.
  const onActivity = (event: Event) => {
    if ((event.type === 'visibilitychange' && document.hidden) || warned || check().phase === 'expired') return;
    stay();
  };

  stay();
  next();
  for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { capture: true, passive: true });
  return {
    stay,
    check,
    stop: () => {
      clearTimeout(timer);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
    },
  };
}
