// Refunds on losses, in the two steps of spec §7: GET /api/refund/receive takes the pending
// refund, GET /api/refund/addWallet puts a received refund into the wallet. Both are blocked while
// a bonus is held (spec §2, §4: hasBonus).
import type { BannersResponse, MessageResponse, RefundCheckResponse, RefundListResponse } from '@wallet/api';
import { newestFirst, pageOf, paginate } from '../http/body';
import { refuse } from '../http/errors';
import { member, type MemberContext, type RouteTable } from '../http/route-def';
import { creditBonus } from '../store/ledger';
import type { MemberState } from '../store/state';
import { baht, iso } from '../views/member-view';

/**
 * Refunds received and not yet in the wallet, in hundredths, per member. Kept beside the member
 * rather than in it (the fixture's refund record has no such field): a store reset seeds new
 * members, so what they had received goes with the old ones.
 */
const received = new WeakMap<MemberState, number>();
const receivedBy = (me: MemberState) => received.get(me) ?? 0;

/** Receive: the pending refund becomes received. BONUS_REMAINING while a bonus is held; NO_REFUND with nothing pending. */
function receive({ store, member: me }: MemberContext): MessageResponse {
  if (me.held) refuse('BONUS_REMAINING');
  const amount = me.refund.pending;
  if (amount <= 0) refuse('NO_REFUND');
  me.refund.pending = 0;
  received.set(me, receivedBy(me) + amount);
  me.refunds.push({ refundAmount: amount, createdAt: store.now() });
  return { message: 'REFUND_SUCCESS' };
}

/**
 * Add to wallet: what was received lands in the wallet. Like receive, blocked while a bonus is held
 * (BONUS_REMAINING: money must not join a bonus's turnover); NO_REFUND when nothing was received.
 */
function addWallet({ store, member: me }: MemberContext): MessageResponse {
  if (me.held) refuse('BONUS_REMAINING');
  const amount = receivedBy(me);
  if (amount <= 0) refuse('NO_REFUND');
  received.delete(me);
  me.refund.success += 1;
  creditBonus(store, me, 'refund', amount, store.fixture.credits.refund);
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
  // What the member can still get into the wallet: the pending refund and one received but not yet added.
  checkRefund: member(({ member: me }): RefundCheckResponse => {
    const waiting = me.refund.pending + receivedBy(me);
    return {
      result: waiting > 0,
      bonus: me.held !== null,
      info: me.held ? 'A bonus is active: refunds can be received after it ends.' : '',
      refundAmount: baht(waiting),
      refundSuccess: me.refund.success,
      refundFail: me.refund.fail,
    };
  }),
  receiveRefund: member(receive),
  addRefundToWallet: member(addWallet),
  // The fixture gives no refund banners, so the app's 'open the modal directly' path is seen.
  refundBanners: member(({ store, member: me }): BannersResponse => ({ banners: store.pricedFor(me).refundBanners })),
} satisfies RouteTable;
