// Refunds on losses. A held bonus blocks receiving them (spec §2, §4: hasBonus).
import type { BannersResponse, MessageResponse, RefundCheckResponse, RefundListResponse } from '@wallet/api/contract';
import { newestFirst, pageOf, paginate } from '../http/body';
import { refuse } from '../http/errors';
import { member, type MemberContext, type RouteTable } from '../http/route-def';
import { creditBonus } from '../store/ledger';
import { baht, iso } from '../views/member-view';

/**
 * receive and addWallet are the same action (the spec does not say how they differ): the
 * pending refund lands in the wallet, unless a bonus is held or nothing is pending.
 */
function receive({ store, member: me }: MemberContext): MessageResponse {
  if (me.held) refuse('BONUS_REMAINING');
  const amount = me.refund.pending;
  if (amount <= 0) refuse('NO_REFUND');
  me.refund.pending = 0;
  me.refund.success += 1;
  me.refunds.push({ refundAmount: amount, createdAt: store.now() });
  creditBonus(store, me, 'refund', amount, 'Refund on losses');
  return { message: 'REFUND_SUCCESS' };
}

export const refundRoutes = {
  listRefunds: member(({ member: me, body }): RefundListResponse => {
    const { page, limit } = pageOf(body);
    const rows = paginate(newestFirst(me.refunds), page, limit);
    return {
      refunds: rows.map((row) => ({ refundAmount: baht(row.refundAmount), createdAt: iso(row.createdAt) })),
      total: me.refunds.length,
    };
  }),
  checkRefund: member(({ member: me }): RefundCheckResponse => ({
    result: me.refund.pending > 0,
    bonus: me.held !== null,
    info: me.held ? 'A bonus is active: refunds can be received after it ends.' : '',
    refundAmount: baht(me.refund.pending),
    refundSuccess: me.refund.success,
    refundFail: me.refund.fail,
  })),
  receiveRefund: member(receive),
  addRefundToWallet: member(receive),
  // The fixture gives no refund banners, so the app's 'open the modal directly' path is seen.
  refundBanners: member(({ store, member: me }): BannersResponse => ({ banners: store.pricedFor(me).refundBanners })),
} satisfies RouteTable;
