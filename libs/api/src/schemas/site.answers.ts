import * as v from 'valibot';
import { oneValue, textList } from './answer-kit';
import { fields } from './fields';
import type { AnswerMode } from './extensions';

/**
 * 'Notice text' (spec section 7), as text or `{notice}`: in client mode a notice that is null,
 * absent (an empty answer too) or not text is no notice. Any other body is no answer.
 */
const clientNotice = v.pipe(
  v.union([v.string(), v.null(), v.undefined(), v.record(v.string(), v.unknown())]),
  v.transform((body) => {
    const notice = typeof body === 'object' && body !== null ? body.notice : body;
    return { notice: typeof notice === 'string' ? notice : '' };
  }),
);

/** The site's own lookups (spec section 7): whether it runs, its name, its notice and agreements, whether chat is on. */
export function siteAnswers(mode: AnswerMode) {
  const { textOrEmpty, optionalText, flag } = fields(mode);
  return {
    lookupAgreements: textList(mode),
    lookupNotice: mode === 'spec' ? oneValue(mode, 'notice', v.pipe(v.nullish(v.string()), v.transform((notice) => notice ?? ''))) : clientNotice,
    lookupInfo: v.object({ name: mode === 'spec' ? v.string() : textOrEmpty, website: textOrEmpty }),
    lookupActive: v.object({ message: optionalText }),
    lookupEnableChatWidget: v.object({ enableChatWidget: flag }),
  };
}
