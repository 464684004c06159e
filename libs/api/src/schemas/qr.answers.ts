import * as v from 'valibot';
import { readFigure } from '@wallet/domain';
import { writeAnswer } from './answer-kit';
import { flagField, textOrEmptyField } from './fields';
import { extension, type AnswerMode } from './extensions';

/**
 * With no code (hasQrcode false) a backend may leave the code's fields out or null: they are read
 * as ''/0. In client mode a live code (hasQrcode true) needs its id, amount and time left: without
 * them the state cannot be shown, and it is no answer (see essential-fields.ts).
 */
function qrState(mode: AnswerMode) {
  const textOrEmpty = textOrEmptyField(mode);
  const flag = flagField(mode);
  if (mode === 'spec') {
    const num = v.number();
    return v.object({
      qrcodeId: textOrEmpty,
      hasQrcode: v.boolean(),
      qrcode: textOrEmpty,
      amount: v.nullish(num, 0),
      expireIn: v.nullish(num, 0),
      message: textOrEmpty,
    });
  }
  const figureOrNone = v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => readFigure(value)),
    ),
    null,
  );
  return v.pipe(
    v.object({
      qrcodeId: textOrEmpty,
      hasQrcode: flag,
      qrcode: textOrEmpty,
      amount: figureOrNone,
      expireIn: figureOrNone,
      message: textOrEmpty,
      ...extension(mode, 'qrStatus'),
    }),
    v.check((state) => !state.hasQrcode || (state.qrcodeId !== '' && state.amount !== null && state.expireIn !== null), 'a live code without its id, amount or time left'),
    v.transform((state) => ({ ...state, amount: state.amount ?? 0, expireIn: state.expireIn ?? 0 })),
  );
}

/** QR deposits (spec section 7). */
export function qrAnswers(mode: AnswerMode) {
  return {
    getQr: qrState(mode),
    createQr: qrState(mode),
    deleteQr: writeAnswer,
  };
}
