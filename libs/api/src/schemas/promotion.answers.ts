import * as v from 'valibot';
import { writeAnswer } from './answer-kit';
import { figureField, textOrEmptyField } from './fields';
import { extension, type AnswerMode } from './extensions';

function promotion(mode: AnswerMode) {
  const figure = figureField(mode);
  const textOrEmpty = textOrEmptyField(mode);
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
