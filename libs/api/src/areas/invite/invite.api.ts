import { baseApi, MONEY_TAGS } from '../../base-api';
import { requestFor } from '../../call-request';
import { INVITE_CALLS } from './invite.calls';
import type { BannersResponse, InviteListResponse } from './invite.calls';
import type { MessageResponse } from '../../schemas/answer-kit';
import type { PageRequest } from '../../contract';

const request = requestFor(INVITE_CALLS);

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
