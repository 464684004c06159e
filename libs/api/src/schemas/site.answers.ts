import * as v from 'valibot';
import { oneValue, stringList } from './answer-kit';
import type { AnswerMode } from './extensions';

/** The site's own lookups (spec section 7): whether it runs, its name, its notice and agreements, whether chat is on. */
export function siteAnswers(mode: AnswerMode) {
  return {
    lookupAgreements: stringList,
    lookupNotice: oneValue(mode, 'notice', v.pipe(v.nullish(v.string()), v.transform((notice) => notice ?? ''))),
    lookupInfo: v.object({ name: v.string(), website: v.nullish(v.string(), '') }),
    lookupActive: v.object({ message: v.optional(v.string()) }),
    lookupEnableChatWidget: v.object({ enableChatWidget: v.boolean() }),
  };
}
