import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import type { ApiContext } from './api-context';
import { baseApi } from './base-api';
import { createRedirectListener } from './redirect-listener';

const rootReducer = combineReducers({ [baseApi.reducerPath]: baseApi.reducer });

export type WalletState = ReturnType<typeof rootReducer>;

/** The store: the api cache, the redirect listener, and the app context as the thunk extra argument. */
export function createWalletStore(context: ApiContext) {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: context } })
        .prepend(createRedirectListener(context))
        .concat(baseApi.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type WalletStore = ReturnType<typeof createWalletStore>;
