import * as v from 'valibot';
import { BONUS_TYPES } from '@wallet/domain';
import { writeAnswer } from '../../schemas/answer-kit';
import { listOf } from '../../schemas/row-kit';
import { banner, figureField, flagField, itemsField, knownField, shownTextField, textField, textOrEmptyField } from '../../schemas/fields';
import { extension, type AnswerMode } from '../../schemas/extensions';
import { defineCalls, type Answer } from '../../call-definition';

function bonus(mode: AnswerMode) {
  const text = textField(mode);
  const textOrEmpty = textOrEmptyField(mode);
  const shownText = shownTextField(mode);
  const figure = figureField(mode);
  const flag = flagField(mode);
  const known = knownField(mode);
  const items = itemsField(mode);
  const userBonus = v.object({ _id: mode === 'spec' ? text : textOrEmpty, isActive: flag, received: items(v.object({ updatedAt: shownText })) });
  return v.object({
    code: text,
    type: known(BONUS_TYPES),
    maxReceived: figure,
    percentFail: figure,
    banners: items(banner(mode)),
    userBonus: v.optional(v.nullable(userBonus), null),
    ...extension(mode, 'bonusName'),
  });
}

/** Bonuses (spec section 7). */
function answers(mode: AnswerMode) {
  const flag = flagField(mode);
  return {
    listBonuses: listOf(mode, 'bonuses', bonus(mode)),
    activateBonus: writeAnswer,
    checkActiveBonus: v.object({ status: flag, type: textOrEmptyField(mode) }),
    clearBonus: writeAnswer,
    checkBonusMinimum: v.unknown(),
  };
}

/** The bonus calls of spec section 7. */
export const BONUS_CALLS = defineCalls(answers, {
  listBonuses: { method: 'GET', path: '/api/bonus' },
  activateBonus: { method: 'GET', path: '/api/bonus/activate/{code}' },
  checkActiveBonus: { method: 'GET', path: '/api/bonus/check/active' },
  clearBonus: { method: 'GET', path: '/api/bonus/clear' },
  checkBonusMinimum: { method: 'GET', path: '/api/bonus/check/minimum' },
});

export type BonusListResponse = Answer<typeof BONUS_CALLS.listBonuses>;
export type Bonus = BonusListResponse['bonuses'][number];
export type UserBonus = NonNullable<Bonus['userBonus']>;
export type BonusActiveCheck = Answer<typeof BONUS_CALLS.checkActiveBonus>;
