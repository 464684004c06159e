import { baseApi } from '../../base-api';
import { requestFor } from '../../call-request';
import { ACCOUNT_CALLS } from './account.calls';
import type { BankAccountNameRequest, ChangePasswordRequest, CreateAccountPayload, RegistrationPayload, UpdateProfileRequest } from './account.calls';
import type { MessageResponse } from '../../schemas/answer-kit';

const request = requestFor(ACCOUNT_CALLS);

const PROFILE_AND_WALLET = ['Profile' as const, 'Wallet' as const];

/** Registering and changing the account (spec section 7); reading the profile is profile.api's. */
export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    validateAccount: build.mutation<MessageResponse, RegistrationPayload>({ query: (body) => request('validateAccount', { body }) }),
    createAccount: build.mutation<MessageResponse, CreateAccountPayload>({ query: (body) => request('createAccount', { body }) }),
    updateProfile: build.mutation<MessageResponse, UpdateProfileRequest>({
      query: (body) => request('updateProfile', { body }),
      invalidatesTags: PROFILE_AND_WALLET,
    }),
    updateBankAccountName: build.mutation<MessageResponse, BankAccountNameRequest>({
      query: (body) => request('updateBankAccountName', { body }),
      invalidatesTags: PROFILE_AND_WALLET,
    }),
    changePassword: build.mutation<MessageResponse, ChangePasswordRequest>({ query: (body) => request('changePassword', { body }) }),
  }),
});

export const {
  useValidateAccountMutation,
  useCreateAccountMutation,
  useUpdateProfileMutation,
  useUpdateBankAccountNameMutation,
  useChangePasswordMutation,
} = accountApi;
