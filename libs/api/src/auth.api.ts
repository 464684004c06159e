import { baseApi, requestFor } from './base-api';
import { AUTH_CALLS } from './calls/auth.calls';
import type { LoginRequest, LoginResponse } from './contract';
import { loginAnswers } from './schemas/login.answers';
import { registerAnswers } from './schemas/read-answer';

const request = requestFor(AUTH_CALLS);

registerAnswers(loginAnswers('client'));

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Storing the token (remember or not) is the caller's choice: see storeToken.
    login: build.mutation<LoginResponse, LoginRequest>({ query: (body) => request('login', { body }) }),
  }),
});

export const { useLoginMutation } = authApi;
