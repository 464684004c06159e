import { baseApi, MONEY_TAGS, requestFor } from './base-api';
import { INVITE_CALLS } from './calls/invite.calls';
import type { BannersResponse, InviteListResponse, MessageResponse, PageRequest } from './contract';
import { inviteAnswers } from './schemas/invite.answers';
import { registerAnswers } from './schemas/read-answer';

const request = requestFor(INVITE_CALLS);

registerAnswers(inviteAnswers('client'));

export const inviteApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listInvites: build.query<InviteListResponse, PageRequest>({ query: (body) => request('listInvites', { body }), providesTags: [{ type: 'Invite', id: 'LIST' }] }),
    claimInviteBonus: build.mutation<MessageResponse, void>({
      query: () => request('claimInviteBonus'),
      invalidatesTags: [...MONEY_TAGS, { type: 'Invite', id: 'LIST' }],
    }),
    inviteBanners: build.query<BannersResponse, void>({ query: () => request('inviteBanners') }),
  }),
});

export const { useListInvitesQuery, useClaimInviteBonusMutation, useInviteBannersQuery, useLazyInviteBannersQuery } = inviteApi;
