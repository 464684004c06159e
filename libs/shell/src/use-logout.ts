import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearToken } from '@wallet/api';
import type { LoginRouteState } from '@wallet/feature-auth';
import { endSessionFor } from './session-end-cause';

/** Spec section 9: logout waits 200 ms behind the loading overlay before going to /login. */
export const LOGOUT_DELAY_MS = 200;

/**
 * Logout: the overlay first, then the session ends (the token is cleared, which drops the request
 * cache and unmounts the member screens) and the browser goes to /login. `logoutInactive` ends it
 * for the inactivity time-out, which /login then names (issue 40 item 8).
 */
export function useLogout() {
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);
  const end = useCallback(
    (state: LoginRouteState | undefined) => {
      setLoggingOut(true);
      setTimeout(() => {
        endSessionFor(state, clearToken);
        navigate('/login', { replace: true, state });
      }, LOGOUT_DELAY_MS);
    },
    [navigate],
  );
  const logout = useCallback(() => end(undefined), [end]);
  const logoutInactive = useCallback(() => end({ endedBy: 'inactivity' }), [end]);
  return { logout, logoutInactive, loggingOut };
}
