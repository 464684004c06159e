import * as v from 'valibot';
import { STATEMENT_TYPES } from '@wallet/domain';
import { counted, oneValue, pageOf, rows } from './answer-kit';
import { fields, optionalBy, progressStatus, readable } from './fields';
import { extension, type AnswerMode } from './extensions';

/**
 * An optional linked bonus, promotion, invite, refund or luckydraw whose description is shown
 * (spec section 3). In client mode null, or a link that cannot be read, is no link.
 */
function linkedDescription(mode: AnswerMode) {
  const { text, textOrEmpty } = fields(mode);
  if (mode === 'spec') return v.optional(v.object({ description: text }));
  const link = v.object({ description: textOrEmpty });
  return optionalBy((value) => readable(link, value)[0]);
}

function statementEntry(mode: AnswerMode) {
  const { shownText, textOrEmpty, figure, known } = fields(mode);
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
  const { shownText, textOrEmpty, figure } = fields(mode);
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
export function statementAnswers(mode: AnswerMode) {
  const { figure, text } = fields(mode);
  return {
    listStatements: counted(mode, { total: figure, statements: rows(mode, statementEntry(mode)) }),
    listSlips: pageOf(mode, 'slips', slip(mode)),
    slipUrl: oneValue(mode, 'url', text),
  };
}
