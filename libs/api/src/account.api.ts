import { baseApi, requestFor } from './base-api';
import { ACCOUNT_CALLS } from './calls/account.calls';
import type {
  BankAccountNameRequest,
  ChangePasswordRequest,
  CreateAccountPayload,
  MessageResponse,
  Profile,
  RegistrationPayload,
  UpdateProfileRequest,
} from './contract';
import { accountAnswers } from './schemas/account.answers';
import { registerAnswers } from './schemas/read-answer';

const request = requestFor(ACCOUNT_CALLS);

const PROFILE_AND_WALLET = ['Profile' as const, 'Wallet' as const];

registerAnswers(accountAnswers('client'));

export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    validateAccount: build.mutation<MessageResponse, RegistrationPayload>({ query: (body) => request('validateAccount', { body }) }),
    createAccount: build.mutation<MessageResponse, CreateAccountPayload>({ query: (body) => request('createAccount', { body }) }),
    getProfile: build.query<Profile, void>({ query: () => request('getProfile'), providesTags: ['Profile'] }),
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
  useGetProfileQuery,
  useUpdateProfileMutation,
  useUpdateBankAccountNameMutation,
  useChangePasswordMutation,
} = accountApi;
