import * as v from 'valibot';
import { writeAnswer } from './answer-kit';
import { banner, num, text } from './fields';
import { extension, type AnswerMode } from './extensions';

function bonus(mode: AnswerMode) {
  return v.object({
    code: text,
    type: v.picklist(['limit', 'day', 'week']),
    maxReceived: num,
    percentFail: num,
    banners: v.optional(v.array(banner), []),
    userBonus: v.optional(
      v.nullable(v.object({ _id: text, isActive: v.boolean(), received: v.optional(v.array(v.object({ updatedAt: text })), []) })),
      null,
    ),
    ...extension(mode, 'bonusName'),
  });
}

/** Bonuses (spec section 7). */
export function bonusAnswers(mode: AnswerMode) {
  return {
    listBonuses: v.array(bonus(mode)),
    activateBonus: writeAnswer,
    checkActiveBonus: v.object({ status: v.boolean(), type: v.nullish(v.string(), '') }),
    clearBonus: writeAnswer,
    checkBonusMinimum: v.unknown(),
  };
}
