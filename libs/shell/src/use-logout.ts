import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearToken } from '@wallet/api';

/** Spec section 9: logout waits 200 ms behind the loading overlay before going to /login. */
export const LOGOUT_DELAY_MS = 200;

/**
 * Logout: the overlay first, then the session ends (the token is cleared, which drops the request
 * cache and unmounts the member screens) and the browser goes to /login.
 */
export function useLogout() {
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);
  const logout = useCallback(() => {
    setLoggingOut(true);
    setTimeout(() => {
      clearToken();
      navigate('/login', { replace: true });
    }, LOGOUT_DELAY_MS);
  }, [navigate]);
  return { logout, loggingOut };
}
