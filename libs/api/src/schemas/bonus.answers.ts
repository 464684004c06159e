import * as v from 'valibot';
import { BONUS_TYPES } from '@wallet/domain';
import { listOf, writeAnswer } from './answer-kit';
import { banner, fields } from './fields';
import { extension, type AnswerMode } from './extensions';

function bonus(mode: AnswerMode) {
  const { text, textOrEmpty, shownText, figure, flag, known, items } = fields(mode);
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
  const { flag } = fields(mode);
  return {
    listBonuses: listOf(mode, 'bonuses', bonus(mode)),
    activateBonus: writeAnswer,
    checkActiveBonus: v.object({ status: flag, type: fields(mode).textOrEmpty }),
    clearBonus: writeAnswer,
    checkBonusMinimum: v.unknown(),
  };
}
