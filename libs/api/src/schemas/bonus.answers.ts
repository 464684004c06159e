import * as v from 'valibot';
import { BONUS_TYPES } from '@wallet/domain';
import { writeAnswer } from './answer-kit';
import { listOf } from './row-kit';
import { banner, figureField, flagField, itemsField, knownField, shownTextField, textField, textOrEmptyField } from './fields';
import { extension, type AnswerMode } from './extensions';

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
export function bonusAnswers(mode: AnswerMode) {
  const flag = flagField(mode);
  return {
    listBonuses: listOf(mode, 'bonuses', bonus(mode)),
    activateBonus: writeAnswer,
    checkActiveBonus: v.object({ status: flag, type: textOrEmptyField(mode) }),
    clearBonus: writeAnswer,
    checkBonusMinimum: v.unknown(),
  };
}
