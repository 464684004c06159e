import * as v from 'valibot';
import { counted, rows } from './row-kit';
import { flagField, knownField, shownTextField, textField, textOrEmptyField } from './fields';
import type { AnswerMode } from './extensions';

function depositLookup(mode: AnswerMode) {
  const text = textField(mode);
  const textOrEmpty = textOrEmptyField(mode);
  const shownText = shownTextField(mode);
  const flag = flagField(mode);
  const known = knownField(mode);
  const bankName = v.object({ nameTH: shownText, nameEN: shownText });
  return counted(mode, {
    banks: rows(
      mode,
      v.object({
        bankCode: text,
        bankType: shownText,
        // Any mode but QR takes a bank transfer (domain splitDepositAccounts): a mode left out is one.
        mode: mode === 'spec' ? text : textOrEmpty,
        bank: mode === 'spec' ? bankName : v.fallback(bankName, { nameTH: '', nameEN: '' }),
        bankAccountName: shownText,
        bankAccountNo: text,
        currency: known(['LAK', 'BAHT'] as const),
      }),
    ),
    // Any mode but AUTO is gift-link mode (domain phoneWalletModes): a mode left out is one.
    wallets: rows(mode, v.object({ walletAccountName: text, mode: mode === 'spec' ? text : textOrEmpty })),
    isManual: flag,
  });
}

/** The deposit lookup (spec section 7). */
export function depositLookupAnswers(mode: AnswerMode) {
  return { lookupDeposit: depositLookup(mode) };
}
