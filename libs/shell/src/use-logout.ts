import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearToken } from '@wallet/api';

/** Spec section 9: logout waits 200 ms behind the loading overlay before going to /login. */
export const LOGOUT_DELAY_MS = 200;

export function useLogout() {
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);
  const logout = useCallback(() => {
    clearToken();
    setLoggingOut(true);
    setTimeout(() => navigate('/login', { replace: true }), LOGOUT_DELAY_MS);
  }, [navigate]);
  return { logout, loggingOut };
}
