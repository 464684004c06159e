// Invite-a-friend: the table of invitees and the collected invite bonus.
import type { BannersResponse, InviteListResponse, MessageResponse } from '@wallet/api';
import { newestFirst, pageOf, paginate } from '../http/body';
import { refuse } from '../http/errors';
import { member, type RouteTable } from '../http/route-def';
import { creditBonus } from '../store/ledger';
import { baht, iso } from '../views/member-view';

export const inviteRoutes = {
  listInvites: member(({ member: me, body }): InviteListResponse => {
    const { page, limit } = pageOf(body);
    const rows = paginate(newestFirst(me.invites), page, limit);
    return {
      invites: rows.map((row) => ({ from: { name: row.fromName }, amount: baht(row.amount), createdAt: iso(row.createdAt) })),
      total: me.invites.length,
    };
  }),
  claimInviteBonus: member(({ store, member: me }): MessageResponse => {
    const amount = me.invite.amount;
    if (amount <= 0) refuse('NO_INVITE_BONUS');
    me.invite.amount = 0;
    creditBonus(store, me, 'invite', amount, store.fixture.credits.invite);
    return { message: 'INVITE_BONUS_SUCCESS' };
  }),
  inviteBanners: member(({ store, member: me }): BannersResponse => ({ banners: store.pricedFor(me).inviteBanners })),
} satisfies RouteTable;
