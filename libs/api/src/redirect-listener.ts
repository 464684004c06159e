import { createListenerMiddleware, isRejectedWithValue } from '@reduxjs/toolkit';
import type { ApiContext } from './api-context';
import { isApiError, redirectFor } from './api-error';
import { clearToken } from './token-storage';

/**
 * The one place answers move the browser (spec sections 7 and 8): 'gone' goes to /terminated;
 * 'invalid-token' and INVALID_USER_1..4 clear the token and go to /login.
 */
export function createRedirectListener(context: ApiContext) {
  const listener = createListenerMiddleware();
  listener.startListening({
    matcher: isRejectedWithValue,
    effect: (action) => {
      if (!isApiError(action.payload)) return;
      const target = redirectFor(action.payload);
      if (target === '/login') clearToken();
      if (target) context.navigate(target);
    },
  });
  return listener.middleware;
}
