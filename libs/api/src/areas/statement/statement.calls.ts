import * as v from 'valibot';
import { STATEMENT_TYPES } from '@wallet/domain';
import { oneValue, readable } from '../../schemas/answer-kit';
import { counted, pageOf, rows } from '../../schemas/row-kit';
import { figureField, knownField, optionalBy, progressStatus, shownTextField, textField, textOrEmptyField } from '../../schemas/fields';
import { extension, type AnswerMode } from '../../schemas/extensions';
import { defineCalls, type Answer } from '../../call-definition';

/**
 * An optional linked bonus, promotion, invite, refund or luckydraw whose description is shown
 * (spec section 3). In client mode null, or a link that cannot be read, is no link.
 */
function linkedDescription(mode: AnswerMode) {
  const text = textField(mode);
  const textOrEmpty = textOrEmptyField(mode);
  if (mode === 'spec') return v.optional(v.object({ description: text }));
  const link = v.object({ description: textOrEmpty });
  return optionalBy((value) => readable(link, value)[0]);
}

function statementEntry(mode: AnswerMode) {
  const shownText = shownTextField(mode);
  const textOrEmpty = textOrEmptyField(mode);
  const figure = figureField(mode);
  const known = knownField(mode);
  const link = linkedDescription(mode);
  return v.object({
    statementType: known(STATEMENT_TYPES),
    from: textOrEmpty,
    to: textOrEmpty,
    amount: figure,
    status: progressStatus(mode),
    createdAt: shownText,
    bonus: link,
    promotion: link,
    invite: link,
    refund: link,
    luckydraw: link,
    ...extension(mode, 'rowId'),
  });
}

function slip(mode: AnswerMode) {
  const shownText = shownTextField(mode);
  const textOrEmpty = textOrEmptyField(mode);
  const figure = figureField(mode);
  return v.object({
    createdAt: shownText,
    amount: figure,
    status: progressStatus(mode),
    note: textOrEmpty,
    link: textOrEmpty,
    reference: textOrEmpty,
    ...extension(mode, 'rowId'),
  });
}

/** Statement and slips (spec section 7). */
function answers(mode: AnswerMode) {
  const figure = figureField(mode);
  const text = textField(mode);
  return {
    listStatements: counted(mode, { total: figure, statements: rows(mode, statementEntry(mode)) }),
    listSlips: pageOf(mode, 'slips', slip(mode)),
    slipUrl: oneValue(mode, 'url', text),
  };
}

/** The statement and slips calls of spec section 7. */
export const STATEMENT_CALLS = defineCalls(answers, {
  listStatements: { method: 'POST', path: '/api/statement' },
  listSlips: { method: 'POST', path: '/api/statement/slip' },
  slipUrl: { method: 'GET', path: '/api/statement/slip/reference/{reference}' },
});

export type StatementResponse = Answer<typeof STATEMENT_CALLS.listStatements>;
export type StatementEntry = StatementResponse['statements'][number];
export type SlipListResponse = Answer<typeof STATEMENT_CALLS.listSlips>;
export type Slip = SlipListResponse['slips'][number];
export type SlipUrlResponse = Answer<typeof STATEMENT_CALLS.slipUrl>;
