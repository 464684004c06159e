import { baseApi } from '../../base-api';
import { requestFor } from '../../call-request';
import { LOOKUP_CALLS } from './lookup.calls';
import type { BankListItem, ContactLookup, RegisterOtpFlag, SlipSettings, SourceItem, WithdrawLimits } from './lookup.calls';

const request = requestFor(LOOKUP_CALLS);

const LOOKUP = ['Lookup' as const];

export const lookupApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    lookupBanks: build.query<BankListItem[], void>({ query: () => request('lookupBanks'), providesTags: LOOKUP }),
    lookupConditions: build.query<string[], void>({ query: () => request('lookupConditions'), providesTags: LOOKUP }),
    lookupContact: build.query<ContactLookup, void>({ query: () => request('lookupContact'), providesTags: LOOKUP }),
    lookupWithdraw: build.query<WithdrawLimits, void>({ query: () => request('lookupWithdraw'), providesTags: LOOKUP }),
    lookupSlip: build.query<SlipSettings, void>({ query: () => request('lookupSlip'), providesTags: LOOKUP }),
    lookupSources: build.query<SourceItem[], void>({ query: () => request('lookupSources'), providesTags: LOOKUP }),
    lookupRegisterOtp: build.query<RegisterOtpFlag, void>({ query: () => request('lookupRegisterOtp'), providesTags: LOOKUP }),
  }),
});

export const {
  useLookupBanksQuery,
  useLookupConditionsQuery,
  useLookupContactQuery,
  useLookupWithdrawQuery,
  useLookupSlipQuery,
  useLookupSourcesQuery,
  useLookupRegisterOtpQuery,
} = lookupApi;
