import { baseApi } from '../../base-api';
import { requestFor } from '../../call-request';
import { SITE_CALLS } from './site.calls';
import type { ActiveLookup, ChatWidgetFlag, InfoLookup, NoticeLookup } from './site.calls';

const request = requestFor(SITE_CALLS);

const LOOKUP = ['Lookup' as const];

/** What the site says of itself (spec section 7 lookups), asked by the frame of every screen. */
export const siteApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Never cached: whether the site still runs is asked afresh on every visit to /login.
    lookupActive: build.query<ActiveLookup, void>({ query: () => request('lookupActive'), keepUnusedDataFor: 0 }),
    lookupAgreements: build.query<string[], void>({ query: () => request('lookupAgreements'), providesTags: LOOKUP }),
    lookupNotice: build.query<NoticeLookup, void>({ query: () => request('lookupNotice'), providesTags: LOOKUP }),
    lookupInfo: build.query<InfoLookup, void>({ query: () => request('lookupInfo'), providesTags: LOOKUP }),
    lookupEnableChatWidget: build.query<ChatWidgetFlag, void>({ query: () => request('lookupEnableChatWidget'), providesTags: LOOKUP }),
  }),
});

export const { useLookupActiveQuery, useLookupInfoQuery, useLookupNoticeQuery, useLookupAgreementsQuery, useLookupEnableChatWidgetQuery } = siteApi;
