import * as v from 'valibot';
import { oneValue, pageOf } from './answer-kit';
import * as entity from './entities';
import type { AnswerMode } from './extensions';

/** Statement and slips (spec section 7). */
export function statementAnswers(mode: AnswerMode) {
  return {
    listStatements: v.object({ total: v.number(), statements: v.array(entity.statementEntry(mode)) }),
    listSlips: pageOf(mode, 'slips', entity.slip(mode)),
    slipUrl: oneValue(mode, 'url', v.string()),
  };
}
