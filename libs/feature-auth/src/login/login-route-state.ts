/**
 * What a page may hand /login in the router's state: the phone number just registered, or that
 * the member area ended the session because the member was away (issue 40 item 8).
 */
export interface LoginRouteState {
  phone?: string;
  endedBy?: 'inactivity';
}

/** Whether the session just ended for inactivity: only then does /login say so. */
export function endedForInactivity(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as LoginRouteState).endedBy === 'inactivity';
}

/** The phone number handed to /login, or '' when the state holds none (a reload, a typed address, anything odd). */
export function phoneFromRouteState(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('phone' in state)) return '';
  const { phone } = state as { phone: unknown };
  return typeof phone === 'string' ? phone.trim() : '';
}
