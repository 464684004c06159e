import { isRejectedWithValue, type Middleware } from '@reduxjs/toolkit';
import type { ApiContext } from './api-context';
import { isApiError, redirectFor } from './api-error';
import { clearToken } from './token-storage';

/**
 * The one place answers move the browser (spec sections 7 and 8): 'gone' goes to /terminated;
 * 'invalid-token' and INVALID_USER_1..4 clear the token and go to /login. A plain middleware:
 * it only looks at failed calls as they pass, so it needs none of the listener middleware's machinery.
 */
export function createRedirectListener(context: ApiContext): Middleware {
  return () => (next) => (action) => {
    const result = next(action);
    if (isRejectedWithValue(action) && isApiError(action.payload)) {
      const target = redirectFor(action.payload);
      if (target === '/login') clearToken();
      if (target) context.navigate(target);
    }
    return result;
  };
}
