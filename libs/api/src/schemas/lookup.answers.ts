import * as v from 'valibot';
import { quietList, textList } from './answer-kit';
import { figureField, flagField, shownTextField, textField, textOrEmptyField } from './fields';
import { extension, type AnswerMode } from './extensions';

/** The lookups of spec section 7. */
export function lookupAnswers(mode: AnswerMode) {
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
