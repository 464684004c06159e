import * as v from 'valibot';
import { stringList } from './answer-kit';
import { extension, type AnswerMode } from './extensions';

/** The lookups of spec section 7. */
export function lookupAnswers(mode: AnswerMode) {
  return {
    lookupBanks: v.array(v.object({ code: v.string(), nameTH: v.string(), ...extension(mode, 'bankNameEnglish') })),
    lookupConditions: stringList,
    lookupContact: v.object({
      contactText: v.nullish(v.string(), ''),
      lineLink: v.nullish(v.string(), ''),
      lineName: v.nullish(v.string(), ''),
      lineQR: v.nullish(v.string(), ''),
    }),
    lookupWithdraw: v.object({ withdrawMin: v.number(), withdrawMax: v.number() }),
    lookupSlip: v.pipe(
      v.unknown(),
      v.transform((body) => (body !== null && typeof body === 'object' ? body : {})),
      v.object(extension(mode, 'slipSettings')),
    ),
    lookupSources: v.array(v.object({ code: v.string(), description: v.string() })),
    lookupRegisterOtp: v.object({ registerOTP: v.boolean() }),
  };
}
