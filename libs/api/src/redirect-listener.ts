import { isRejectedWithValue, type Middleware } from '@reduxjs/toolkit';
import type { ApiContext } from './api-context';
import { isApiError, redirectFor, type ApiError } from './api-error';
import { clearToken } from './token-storage';

/**
 * Moves the browser where a failed call sends it (spec sections 7 and 8), if anywhere: 'gone' to
 * /terminated; 'invalid-token' and INVALID_USER_1..4 clear the token and go to /login. The
 * listener below applies it to every call of the api; a call made outside RTK Query (a chat
 * upload, for its progress) applies it itself.
 */
export function followRedirect(error: ApiError, context: ApiContext): void {
  const target = redirectFor(error);
  if (target === '/login') clearToken();
  if (target) context.navigate(target);
}

/**
 * The one place answers move the browser (spec sections 7 and 8): 'gone' goes to /terminated;
 * 'invalid-token' and INVALID_USER_1..4 clear the token and go to /login. A plain middleware:
 * it only looks at failed calls as they pass, so it needs none of the listener middleware's machinery.
 */
export function createRedirectListener(context: ApiContext): Middleware {
  return () => (next) => (action) => {
    const result = next(action);
    if (isRejectedWithValue(action) && isApiError(action.payload)) followRedirect(action.payload, context);
    return result;
  };
}
