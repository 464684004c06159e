import * as v from 'valibot';
import { quietList, textList } from '../../schemas/answer-kit';
import { figureField, flagField, shownTextField, textField, textOrEmptyField } from '../../schemas/fields';
import { extension, type AnswerMode } from '../../schemas/extensions';
import { defineCalls, type Answer } from '../../call-definition';

/** The lookups of spec section 7. */
function answers(mode: AnswerMode) {
  const text = textField(mode);
  const textOrEmpty = textOrEmptyField(mode);
  const shownText = shownTextField(mode);
  const figure = figureField(mode);
  const flag = flagField(mode);
  return {
    lookupBanks: quietList(mode, v.object({ code: text, nameTH: shownText, ...extension(mode, 'bankNameEnglish') })),
    lookupConditions: textList(mode),
    lookupContact: v.object({
      contactText: textOrEmpty,
      lineLink: textOrEmpty,
      lineName: textOrEmpty,
      lineQR: textOrEmpty,
    }),
    lookupWithdraw: v.object({ withdrawMin: figure, withdrawMax: figure }),
    lookupSlip: v.pipe(
      v.unknown(),
      v.transform((body) => (body !== null && typeof body === 'object' ? body : {})),
      v.object(extension(mode, 'slipSettings')),
    ),
    lookupSources: quietList(mode, v.object({ code: text, description: shownText })),
    lookupRegisterOtp: v.object({ registerOTP: flag }),
  };
}

/** The lookups of spec section 7 that screens ask for (the site's own are in site.calls.ts). */
export const LOOKUP_CALLS = defineCalls(answers, {
  lookupBanks: { method: 'GET', path: '/api/lookup/banks' },
  lookupConditions: { method: 'GET', path: '/api/lookup/conditions' },
  lookupContact: { method: 'GET', path: '/api/lookup/contact' },
  lookupWithdraw: { method: 'GET', path: '/api/lookup/withdraw' },
  lookupSlip: { method: 'GET', path: '/api/lookup/slip' },
  lookupSources: { method: 'GET', path: '/api/lookup/sources' },
  lookupRegisterOtp: { method: 'GET', path: '/api/lookup/registerOTP' },
});

export type BankListItem = Answer<typeof LOOKUP_CALLS.lookupBanks>[number];
export type ContactLookup = Answer<typeof LOOKUP_CALLS.lookupContact>;
export type WithdrawLimits = Answer<typeof LOOKUP_CALLS.lookupWithdraw>;
export type SlipSettings = Answer<typeof LOOKUP_CALLS.lookupSlip>;
export type SourceItem = Answer<typeof LOOKUP_CALLS.lookupSources>[number];
export type RegisterOtpFlag = Answer<typeof LOOKUP_CALLS.lookupRegisterOtp>;
