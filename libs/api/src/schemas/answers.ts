import type { CallName } from '../calls';
import { accountAnswers } from './account.answers';
import type { AnySchema } from './answer-kit';
import { chatAnswers } from './chat.answers';
import { depositLookupAnswers } from './deposit-lookup.answers';
import type { AnswerMode } from './extensions';
import { lookupAnswers } from './lookup.answers';
import { rewardAnswers } from './reward.answers';
import { siteAnswers } from './site.answers';
import { spinAnswers } from './spin.answers';
import { statementAnswers } from './statement.answers';
import { walletAnswers } from './wallet.answers';

/**
 * What every call answers (spec section 7), in one table per mode: the stand-in's spec-only mode
 * and the type proof use the whole table; the app reads each domain's table where its endpoints
 * are (see read-answer.ts), so a screen loads only its own schemas.
 */
export function answerSchemas(mode: AnswerMode) {
  return {
    ...siteAnswers(mode),
    ...lookupAnswers(mode),
    ...depositLookupAnswers(mode),
    ...accountAnswers(mode),
    ...walletAnswers(mode),
    ...rewardAnswers(mode),
    ...statementAnswers(mode),
    ...spinAnswers(mode),
    ...chatAnswers(mode),
  } satisfies Record<CallName, AnySchema>;
}
