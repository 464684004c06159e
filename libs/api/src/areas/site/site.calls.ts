import * as v from 'valibot';
import { flagField, oneValue, textList } from '../../schemas/answer-kit';
import type { AnswerMode } from '../../schemas/extensions';
import { defineCalls, type Answer } from '../../call-definition';

/** The site's own lookups (spec section 7): whether it runs, its name, its notice and agreements, whether chat is on. */
function answers(mode: AnswerMode) {
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

/** The lookups of spec section 7 every screen may ask: whether the site runs, its name, its notice and agreements, whether chat is on. */
export const SITE_CALLS = defineCalls(answers, {
  lookupAgreements: { method: 'GET', path: '/api/lookup/agreements' },
  lookupNotice: { method: 'GET', path: '/api/lookup/notice' },
  lookupInfo: { method: 'GET', path: '/api/lookup/info' },
  lookupActive: { method: 'GET', path: '/api/lookup/active' },
  lookupEnableChatWidget: { method: 'GET', path: '/api/lookup/enableChatWidget' },
});

export type ActiveLookup = Answer<typeof SITE_CALLS.lookupActive>;
/** The spec gives 'notice text' without a shape: a bare string and `{notice}` both become this. */
export type NoticeLookup = Answer<typeof SITE_CALLS.lookupNotice>;
export type InfoLookup = Answer<typeof SITE_CALLS.lookupInfo>;
export type ChatWidgetFlag = Answer<typeof SITE_CALLS.lookupEnableChatWidget>;
