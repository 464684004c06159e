import { baseApi, requestFor } from './base-api';
import { DEPOSIT_LOOKUP_CALLS } from './calls/deposit-lookup.calls';
import type { DepositLookup } from './contract';
import { depositLookupAnswers } from './schemas/deposit-lookup.answers';
import { registerAnswers } from './schemas/read-answer';

const request = requestFor(DEPOSIT_LOOKUP_CALLS);

const LOOKUP = ['Lookup' as const];

registerAnswers(depositLookupAnswers('client'));

/** The deposit lookup (spec section 7): the deposit modal's accounts, and the member's currency where nothing else says it. */
export const depositLookupApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    lookupDeposit: build.query<DepositLookup, void>({ query: () => request('lookupDeposit'), providesTags: LOOKUP }),
  }),
});

export const { useLookupDepositQuery } = depositLookupApi;
