// Promotion codes: each can be received once per member and is held like a bonus. Descriptions and
// amounts are in the member's currency (store.pricedFor).
import type { MessageResponse, Promotion } from '@wallet/api';

/** The stand-in's own answer to the current promotion: the spec names the call, not its answer, and no screen reads it. */
interface CurrentPromotion {
  promotion: Promotion | null;
}
import { toCents } from '@wallet/domain';
import { param } from '../http/body';
import { refuse } from '../http/errors';
import { member, type RouteTable } from '../http/route-def';
import type { FixturePromotion } from '../store/fixture';
import { creditBonus } from '../store/ledger';
import type { MemberState } from '../store/state';
import type { StubStore } from '../store/store';

function promotionView({ code, percentFail, description }: FixturePromotion): Promotion {
  return { code, percentFail, description };
}

/** The promotion of a path code, matched exactly: spec §5 has the app upper-case codes before sending. */
function findPromotion(store: StubStore, me: MemberState, params: unknown): FixturePromotion {
  const code = param(params, 'code', 'NO_PROMOTION');
  const promotion = store.pricedFor(me).promotions.find((candidate) => candidate.code === code);
  if (!promotion) refuse('NO_PROMOTION');
  return promotion;
}

export const promotionRoutes = {
  findPromotion: member(({ store, member: me, params }): Promotion => promotionView(findPromotion(store, me, params))),
  activatePromotion: member(({ store, member: me, params }): MessageResponse => {
    const promotion = findPromotion(store, me, params);
    if (me.promotionsReceived.includes(promotion.code)) refuse('PROMOTION_RECEIVED');
    if (me.held) refuse('BONUS_ALREADY_ACTIVE');
    me.promotionsReceived.push(promotion.code);
    me.held = { kind: 'promotion', code: promotion.code };
    creditBonus(store, me, 'promotion', toCents(promotion.amount), promotion.description);
    return { message: 'SUCCESS' };
  }),
  currentPromotion: member(({ store, member: me }): CurrentPromotion => {
    const held = me.held?.kind === 'promotion' ? store.pricedFor(me).promotions.find((p) => p.code === me.held?.code) : undefined;
    return { promotion: held ? promotionView(held) : null };
  }),
} satisfies RouteTable;
