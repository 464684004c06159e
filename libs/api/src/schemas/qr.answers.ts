import * as v from 'valibot';
import { writeAnswer } from './answer-kit';
import { num, textOrEmpty } from './fields';
import { extension, type AnswerMode } from './extensions';

function qrState(mode: AnswerMode) {
  // With no code (hasQrcode false) a backend may leave the code's fields out or null.
  return v.object({
    qrcodeId: textOrEmpty,
    hasQrcode: v.boolean(),
    qrcode: textOrEmpty,
    amount: v.nullish(num, 0),
    expireIn: v.nullish(num, 0),
    message: textOrEmpty,
    ...extension(mode, 'qrStatus'),
  });
}

/** QR deposits (spec section 7). */
export function qrAnswers(mode: AnswerMode) {
  return {
    getQr: qrState(mode),
    createQr: qrState(mode),
    deleteQr: writeAnswer,
  };
}
