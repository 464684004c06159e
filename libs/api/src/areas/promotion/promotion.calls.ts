import * as v from 'valibot';
import { writeAnswer } from '../../schemas/answer-kit';
import { figureField, textOrEmptyField } from '../../schemas/fields';
import { extension, type AnswerMode } from '../../schemas/extensions';
import { defineCalls, type Answer } from '../../call-definition';

function promotion(mode: AnswerMode) {
  const figure = figureField(mode);
  const textOrEmpty = textOrEmptyField(mode);
  return v.object({ percentFail: figure, description: textOrEmpty, ...extension(mode, 'promotionCode') });
}

/** Promotions (spec section 7). */
function answers(mode: AnswerMode) {
  return {
    findPromotion: promotion(mode),
    activatePromotion: writeAnswer,
    currentPromotion: v.unknown(),
  };
}

/** The promotion calls of spec section 7. */
export const PROMOTION_CALLS = defineCalls(answers, {
  findPromotion: { method: 'GET', path: '/api/promotion/find/{code}' },
  activatePromotion: { method: 'GET', path: '/api/promotion/activate/{code}' },
  currentPromotion: { method: 'GET', path: '/api/promotion/current' },
});

export type Promotion = Answer<typeof PROMOTION_CALLS.findPromotion>;
