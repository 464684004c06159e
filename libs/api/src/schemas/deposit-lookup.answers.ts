import * as v from 'valibot';
import { text } from './fields';
import type { AnswerMode } from './extensions';

const depositLookup = v.object({
  banks: v.array(
    v.object({
      bankCode: text,
      bankType: text,
      mode: text,
      bank: v.object({ nameTH: text, nameEN: text }),
      bankAccountName: text,
      bankAccountNo: text,
      currency: v.picklist(['LAK', 'BAHT']),
    }),
  ),
  wallets: v.array(v.object({ walletAccountName: text, mode: text })),
  isManual: v.boolean(),
});

/** The deposit lookup (spec section 7). */
export function depositLookupAnswers(_mode: AnswerMode) {
  return { lookupDeposit: depositLookup };
}
