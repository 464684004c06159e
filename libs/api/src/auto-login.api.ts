import { baseApi, request } from './base-api';
import type { AutoLoginResponse } from './contract';

// Game links are single-use, so they are never kept in the cache.
export const autoLoginApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    autoLogin: build.query<AutoLoginResponse, { provider: string; username: string }>({
      query: ({ provider, username }) => request('autoLogin', { params: { provider, username } }),
      keepUnusedDataFor: 0,
    }),
    autoLoginWithPassword: build.query<AutoLoginResponse, { provider: string; username: string; password: string }>({
      query: (params) => request('autoLoginWithPassword', { params }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLazyAutoLoginQuery, useLazyAutoLoginWithPasswordQuery } = autoLoginApi;
