import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { hasToken } from '@wallet/api';

/** Member routes need a stored token; without one the visitor goes to /login (spec section 2). */
export function RequireMember({ children }: { children: ReactNode }) {
  return hasToken() ? children : <Navigate to="/login" replace />;
}
