import * as v from 'valibot';
import { flagField, oneValue, textList } from './answer-kit';
import type { AnswerMode } from './extensions';

/** The site's own lookups (spec section 7): whether it runs, its name, its notice and agreements, whether chat is on. */
export function siteAnswers(mode: AnswerMode) {
  // Texts a backend may send as null or leave out are read as none (in both modes but the site's name, which the spec gives).
  const textOrEmpty = v.nullish(v.string(), '');
  const optionalText = v.pipe(
    v.nullish(v.string()),
    v.transform((value) => value ?? undefined),
  );
  return {
    lookupAgreements: textList(mode),
    lookupNotice: oneValue(mode, 'notice', v.pipe(v.nullish(v.string()), v.transform((notice) => notice ?? ''))),
    lookupInfo: v.object({ name: mode === 'spec' ? v.string() : textOrEmpty, website: textOrEmpty }),
    lookupActive: v.object({ message: optionalText }),
    lookupEnableChatWidget: v.object({ enableChatWidget: flagField(mode) }),
  };
}
