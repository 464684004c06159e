import * as v from 'valibot';
import { writeAnswer } from './answer-kit';
import { num, textOrEmpty } from './fields';
import { extension, type AnswerMode } from './extensions';

function promotion(mode: AnswerMode) {
  return v.object({ percentFail: num, description: textOrEmpty, ...extension(mode, 'promotionCode') });
}

/** Promotions (spec section 7). */
export function promotionAnswers(mode: AnswerMode) {
  return {
    findPromotion: promotion(mode),
    activatePromotion: writeAnswer,
    currentPromotion: v.unknown(),
  };
}
