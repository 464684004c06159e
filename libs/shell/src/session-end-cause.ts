import type { LoginRouteState } from '@wallet/feature-auth';

// Why the session this tab ends right now ends, for the one draw that sends its screens to /login.
let cause: LoginRouteState | undefined;

/**
 * Runs `end` (the token cleared) with its cause at hand: the member routes leave for /login in the
 * draw the cleared token causes, before the logout's own navigation lands, and must carry the
 * cause too, or theirs replaces it and /login says nothing of why.
 */
export function endSessionFor(why: LoginRouteState | undefined, end: () => void): void {
  cause = why;
  end();
  // That draw comes before any timer: the cause is for it alone.
  setTimeout(() => (cause = undefined), 0);
}

/** The cause of the session ending now, if this tab ends it with one. */
export const sessionEndCause = (): LoginRouteState | undefined => cause;
