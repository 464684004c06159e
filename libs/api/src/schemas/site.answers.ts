import * as v from 'valibot';
import { oneValue, textList } from './answer-kit';
import { fields } from './fields';
import type { AnswerMode } from './extensions';

/** The site's own lookups (spec section 7): whether it runs, its name, its notice and agreements, whether chat is on. */
export function siteAnswers(mode: AnswerMode) {
  const { textOrEmpty, optionalText, flag } = fields(mode);
  return {
    lookupAgreements: textList(mode),
    lookupNotice: oneValue(mode, 'notice', v.pipe(v.nullish(v.string()), v.transform((notice) => notice ?? ''))),
    lookupInfo: v.object({ name: mode === 'spec' ? v.string() : textOrEmpty, website: textOrEmpty }),
    lookupActive: v.object({ message: optionalText }),
    lookupEnableChatWidget: v.object({ enableChatWidget: flag }),
  };
}
