import * as v from 'valibot';
import { readFigure } from '@wallet/domain';
import { writeAnswer } from '../../schemas/answer-kit';
import { flagField, textOrEmptyField } from '../../schemas/fields';
import { extension, type AnswerMode } from '../../schemas/extensions';
import { defineCalls, type Answer } from '../../call-definition';

/**
 * With no code (hasQrcode false) a backend may leave the code's fields out or null: they are read
 * as ''/0. In client mode a live code (hasQrcode true) needs its id, amount and time left: without
 * them the state cannot be shown, and it is no answer (see essential-fields.ts).
 */
function qrState(mode: AnswerMode) {
  // Typed as the client's reading: a spec-mode answer is only ever sent on as JSON by the stand-in.
  return mode === 'spec' ? (specQrState() as unknown as ReturnType<typeof clientQrState>) : clientQrState();
}

function specQrState() {
  const num = v.number();
  return v.object({
    qrcodeId: textOrEmptyField('spec'),
    hasQrcode: v.boolean(),
    qrcode: textOrEmptyField('spec'),
    amount: v.nullish(num, 0),
    expireIn: v.nullish(num, 0),
    message: textOrEmptyField('spec'),
  });
}

function clientQrState() {
  const textOrEmpty = textOrEmptyField('client');
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
      hasQrcode: flagField('client'),
      qrcode: textOrEmpty,
      amount: figureOrNone,
      expireIn: figureOrNone,
      message: textOrEmpty,
      ...extension('client', 'qrStatus'),
    }),
    v.check((state) => !state.hasQrcode || (state.qrcodeId !== '' && state.amount !== null && state.expireIn !== null), 'a live code without its id, amount or time left'),
    v.transform((state) => ({ ...state, amount: state.amount ?? 0, expireIn: state.expireIn ?? 0 })),
  );
}

/** QR deposits (spec section 7). */
function answers(mode: AnswerMode) {
  return {
    getQr: qrState(mode),
    createQr: qrState(mode),
    deleteQr: writeAnswer,
  };
}

/** The QR deposit calls of spec section 7. */
export const QR_CALLS = defineCalls(answers, {
  getQr: { method: 'GET', path: '/api/qrcode/{provider}', messageIsState: true },
  createQr: { method: 'POST', path: '/api/qrcode/{provider}', messageIsState: true },
  deleteQr: { method: 'DELETE', path: '/api/qrcode/{qrcodeId}' },
});

export type QrState = Answer<typeof QR_CALLS.getQr>;
