import * as v from 'valibot';
import { oneValue, pageOf } from './answer-kit';
import { text, num, textOrEmpty } from './fields';
import { extension, type AnswerMode } from './extensions';

/** Statement and slip statuses (spec section 3): SUCCESS, FAILED, anything else is in progress. */
const progressStatus = v.pipe(
  v.string(),
  v.transform((status): 'SUCCESS' | 'FAILED' | 'PENDING' => (status === 'SUCCESS' || status === 'FAILED' ? status : 'PENDING')),
);

const linkedDescription = v.optional(v.object({ description: text }));

function statementEntry(mode: AnswerMode) {
  return v.object({
    statementType: v.picklist(['deposit', 'bonus', 'finish_bonus', 'withdraw', 'transfer']),
    from: textOrEmpty,
    to: textOrEmpty,
    amount: num,
    status: progressStatus,
    createdAt: text,
    bonus: linkedDescription,
    promotion: linkedDescription,
    invite: linkedDescription,
    refund: linkedDescription,
    luckydraw: linkedDescription,
    ...extension(mode, 'rowId'),
  });
}

function slip(mode: AnswerMode) {
  return v.object({
    createdAt: text,
    amount: num,
    status: progressStatus,
    note: textOrEmpty,
    link: textOrEmpty,
    reference: textOrEmpty,
    ...extension(mode, 'rowId'),
  });
}

/** Statement and slips (spec section 7). */
export function statementAnswers(mode: AnswerMode) {
  return {
    listStatements: v.object({ total: v.number(), statements: v.array(statementEntry(mode)) }),
    listSlips: pageOf(mode, 'slips', slip(mode)),
    slipUrl: oneValue(mode, 'url', v.string()),
  };
}
