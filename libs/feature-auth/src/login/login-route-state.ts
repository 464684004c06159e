/** What a page may hand /login in the router's state: the phone number just registered. */
export interface LoginRouteState {
  phone: string;
}

/** The phone number handed to /login, or '' when the state holds none (a reload, a typed address, anything odd). */
export function phoneFromRouteState(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('phone' in state)) return '';
  const { phone } = state as { phone: unknown };
  return typeof phone === 'string' ? phone.trim() : '';
}
