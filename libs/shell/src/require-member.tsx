import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useHasToken } from '@wallet/api';
import { sessionEndCause } from './session-end-cause';

/**
 * Member routes need a stored token; without one the visitor goes to /login (spec section 2). It
 * follows the session as it changes: the moment a session ends, no member screen stays mounted to
 * ask for the next member's data with the last one's screens. A session this tab ends for a cause
 * (the inactivity time-out) takes it along to /login.
 */
export function RequireMember({ children }: { children: ReactNode }) {
  return useHasToken() ? children : <Navigate to="/login" replace state={sessionEndCause()} />;
}
