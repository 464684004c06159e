// Bonuses: exhaustion per type (limit/day/week) is domain's bonusState, judged by the store's clock.
// Names, banners and amounts are in the member's currency (store.pricedFor).
import type { Bonus, BonusActiveCheck, MessageResponse, UserBonus } from '@wallet/api';

/** The stand-in's own answer to the minimum check: the spec names the call, not its answer, and no screen reads it. */
interface BonusMinimumCheck {
  minimum: number;
  passed: boolean;
}
import { bonusState, toCents } from '@wallet/domain';
import { param } from '../http/body';
import { fail, refuse } from '../http/errors';
import { member, type RouteTable } from '../http/route-def';
import type { FixtureBonus } from '../store/fixture';
import { newId } from '../store/ids';
import { creditBonus, writeEntry } from '../store/ledger';
import type { MemberState, UserBonusRecord } from '../store/state';
import type { StubStore } from '../store/store';
import { baht, iso } from '../views/member-view';

function userBonusView(record: UserBonusRecord | undefined): UserBonus | null {
  if (!record) return null;
  return { _id: record._id, isActive: record.isActive, received: record.received.map((at) => ({ updatedAt: iso(at) })) };
}

function bonusView(bonus: FixtureBonus, me: MemberState): Bonus {
  const { amount: _amount, ...shown } = bonus;
  return { ...shown, userBonus: userBonusView(me.bonuses[bonus.code]) };
}

/** The type shown for the held bonus: its bonus type, or 'promotion' for a promotion code. */
function heldType(store: StubStore, me: MemberState): string {
  if (!me.held) return '';
  if (me.held.kind === 'promotion') return 'promotion';
  return store.pricedFor(me).bonuses.find((bonus) => bonus.code === me.held?.code)?.type ?? '';
}

export const bonusRoutes = {
  listBonuses: member(({ store, member: me }): Bonus[] => store.pricedFor(me).bonuses.map((bonus) => bonusView(bonus, me))),
  activateBonus: member(({ store, member: me, params }): UserBonus => {
    const code = param(params, 'code', 'NO_DATA');
    const bonus = store.pricedFor(me).bonuses.find((candidate) => candidate.code === code);
    if (!bonus) fail(404, 'NO_DATA');
    if (me.held) refuse('BONUS_ALREADY_ACTIVE');
    const record = me.bonuses[code] ?? { _id: newId(), isActive: false, received: [] };
    const view = userBonusView(record);
    if (bonusState({ ...bonus, userBonus: view }, new Date(store.now())) === 'exhausted') refuse('BONUS_MAX_CLAIMED');
    record.isActive = true;
    record.received.push(store.now());
    me.bonuses[code] = record;
    me.held = { kind: 'bonus', code };
    creditBonus(store, me, 'bonus', toCents(bonus.amount), bonus.name);
    return userBonusView(record) as UserBonus;
  }),
  checkActiveBonus: member(({ store, member: me }): BonusActiveCheck => ({ status: me.held !== null, type: heldType(store, me) })),
  /**
   * Ending a bonus moves no money: the finish_bonus entry records that it ended, with the amount
   * it had granted (the statement shows finish_bonus without a sign).
   */
  clearBonus: member(({ store, member: me }): MessageResponse => {
    const held = me.held;
    if (!held) refuse('BONUS_CONDITION');
    const priced = store.pricedFor(me);
    const bonus = held.kind === 'bonus' ? priced.bonuses.find((offer) => offer.code === held.code) : undefined;
    const promotion = held.kind === 'promotion' ? priced.promotions.find((offer) => offer.code === held.code) : undefined;
    const granted = bonus ?? promotion;
    // The entry names what ended as the member saw it: the bonus's name, the promotion's text without its markup.
    const description = bonus?.name ?? promotion?.description.replace(/<[^>]*>/g, '').trim() ?? held.code;
    if (held.kind === 'bonus' && me.bonuses[held.code]) me.bonuses[held.code].isActive = false;
    me.held = null;
    writeEntry(store, me, {
      statementType: 'finish_bonus',
      from: 'WALLET',
      to: held.kind === 'bonus' ? 'BONUS' : 'PROMOTION',
      amount: toCents(granted?.amount ?? 0),
      linked: { kind: held.kind, description },
    });
    return { message: 'BONUS_CLEAR' };
  }),
  checkBonusMinimum: member(({ store, member: me }): BonusMinimumCheck => {
    const minimum = toCents(store.pricedFor(me).bonusMinimum);
    return { minimum: baht(minimum), passed: me.wallet >= minimum };
  }),
} satisfies RouteTable;
