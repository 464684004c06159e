import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import type { ApiContext } from './api-context';
import { baseApi } from './base-api';
import { settleFirstCalls } from './first-calls';
import { createRedirectListener } from './redirect-listener';
import { onSessionChange } from './token-storage';

const rootReducer = combineReducers({ [baseApi.reducerPath]: baseApi.reducer });

export type WalletState = ReturnType<typeof rootReducer>;

/**
 * The store: the api cache, the redirect listener, and the app context as the thunk extra argument.
 * Whenever a session begins or ends (login, logout, a redirect to /login, a public visit that ends
 * the session) the whole cache is dropped: nothing one member's session read reaches the next
 * member in the same tab, and the chat's cache entries (and with them its socket) end too.
 */
export function createWalletStore(context: ApiContext) {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: context } })
        .prepend(createRedirectListener(context))
        .concat(baseApi.middleware),
    // RTK delays its call notices to the next animation frame by default: the component that
    // started a call re-renders at once, every other one a frame later, so the deposit sheet kept
    // its Close (and took Escape) for a frame after its upload had gone out. Notices at the end of
    // the tick reach every component before the browser paints or handles another event.
    enhancers: (getDefault) => getDefault({ autoBatch: { type: 'tick' } }),
  });
  setupListeners(store.dispatch);
  onSessionChange(() => store.dispatch(baseApi.util.resetApiState()));
  settleFirstCalls();
  return store;
}

export type WalletStore = ReturnType<typeof createWalletStore>;
