import { baseApi } from '../../base-api';
import { requestFor } from '../../call-request';
import { PROFILE_CALLS } from './profile.calls';
import type { Profile } from './profile.calls';

const request = requestFor(PROFILE_CALLS);

/** The member's profile (spec section 7): the profile page, and home when the wallet leaves out the bank's code. */
export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Profile, void>({ query: () => request('getProfile'), providesTags: ['Profile'] }),
  }),
});

export const { useGetProfileQuery } = profileApi;
