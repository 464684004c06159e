import { baseApi, request } from './base-api';
import type { LoginRequest, LoginResponse } from './contract';

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Storing the token (remember or not) is the caller's choice: see storeToken.
    login: build.mutation<LoginResponse, LoginRequest>({ query: (body) => request('login', { body }) }),
  }),
});

export const { useLoginMutation } = authApi;
