/** How long before an idle member's session ends the warning shows (issue 19, session safety). */
export const INACTIVITY_WARNING_MS = 60_000;

export type InactivityPhase = 'active' | 'warning' | 'expired';

export interface InactivityState {
  phase: InactivityPhase;
  /** Until the session ends without further activity; 0 once it has. */
  msLeft: number;
  /** Until the phase changes by itself (the warning starts, or the session ends); 0 once expired. */
  msToNextPhase: number;
}

/**
 * Where an idle member session stands (issue 19, session safety; not in the specification): active
 * until {@link INACTIVITY_WARNING_MS} before the time-out, then a warning, then expired once the
 * time-out has passed since the last activity. A last activity in the future (the device's clock
 * was set back) counts as activity now, so a clock change never ends a session early.
 */
export function inactivityState(lastActivityAt: number, now: number, timeoutMs: number): InactivityState {
  const idle = Math.max(0, now - lastActivityAt);
  const msLeft = Math.max(0, timeoutMs - idle);
  if (msLeft === 0) return { phase: 'expired', msLeft: 0, msToNextPhase: 0 };
  const warning = Math.min(INACTIVITY_WARNING_MS, timeoutMs);
  if (msLeft <= warning) return { phase: 'warning', msLeft, msToNextPhase: msLeft };
  return { phase: 'active', msLeft, msToNextPhase: msLeft - warning };
}
