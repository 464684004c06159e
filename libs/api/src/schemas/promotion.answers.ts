import * as v from 'valibot';
import { writeAnswer } from './answer-kit';
import { fields } from './fields';
import { extension, type AnswerMode } from './extensions';

function promotion(mode: AnswerMode) {
  const { figure, textOrEmpty } = fields(mode);
  return v.object({ percentFail: figure, description: textOrEmpty, ...extension(mode, 'promotionCode') });
}

/** Promotions (spec section 7). */
export function promotionAnswers(mode: AnswerMode) {
  return {
    findPromotion: promotion(mode),
    activatePromotion: writeAnswer,
    currentPromotion: v.unknown(),
  };
}
