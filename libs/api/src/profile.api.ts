import { baseApi, requestFor } from './base-api';
import { ACCOUNT_CALLS } from './calls/account.calls';
import type { Profile } from './contract';
import { profileAnswers } from './schemas/profile.answers';
import { registerAnswers } from './schemas/read-answer';

const request = requestFor(ACCOUNT_CALLS);

registerAnswers(profileAnswers('client'));

/** The member's profile (spec section 7): the profile page, and home when the wallet leaves out the bank's code. */
export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Profile, void>({ query: () => request('getProfile'), providesTags: ['Profile'] }),
  }),
});

export const { useGetProfileQuery } = profileApi;
