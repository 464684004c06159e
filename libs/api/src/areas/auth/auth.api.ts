import { baseApi } from '../../base-api';
import { requestFor } from '../../call-request';
import { AUTH_CALLS } from './auth.calls';
import type { LoginRequest, LoginResponse } from './auth.calls';

const request = requestFor(AUTH_CALLS);

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Storing the token (remember or not) is the caller's choice: see storeToken.
    login: build.mutation<LoginResponse, LoginRequest>({ query: (body) => request('login', { body }) }),
  }),
});

export const { useLoginMutation } = authApi;
