import { baseApi } from '../../base-api';
import { requestFor } from '../../call-request';
import { DEPOSIT_LOOKUP_CALLS } from './deposit-lookup.calls';
import type { DepositLookup } from './deposit-lookup.calls';

const request = requestFor(DEPOSIT_LOOKUP_CALLS);

const LOOKUP = ['Lookup' as const];

/** The deposit lookup (spec section 7): the deposit modal's accounts, and the member's currency where nothing else says it. */
export const depositLookupApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    lookupDeposit: build.query<DepositLookup, void>({ query: () => request('lookupDeposit'), providesTags: LOOKUP }),
  }),
});

export const { useLookupDepositQuery } = depositLookupApi;
