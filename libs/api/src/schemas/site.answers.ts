import * as v from 'valibot';
import { stringList } from './answer-kit';
import type { AnswerMode } from './extensions';

/** The site's own lookups (spec section 7): whether it runs, its name, its agreements, whether chat is on. */
export function siteAnswers(_mode: AnswerMode) {
  return {
    lookupAgreements: stringList,
    lookupInfo: v.object({ name: v.string(), website: v.nullish(v.string(), '') }),
    lookupActive: v.object({ message: v.optional(v.string()) }),
    lookupEnableChatWidget: v.object({ enableChatWidget: v.boolean() }),
  };
}
