import * as v from 'valibot';
import { counted, rows } from '../../schemas/row-kit';
import { flagField, knownField, shownTextField, textField, textOrEmptyField } from '../../schemas/fields';
import type { AnswerMode } from '../../schemas/extensions';
import { defineCalls, type Answer } from '../../call-definition';

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
function answers(mode: AnswerMode) {
  return { lookupDeposit: depositLookup(mode) };
}

/** The deposit lookup of spec section 7: the deposit modal's accounts, and the member's currency where nothing else says it. */
export const DEPOSIT_LOOKUP_CALLS = defineCalls(answers, {
  lookupDeposit: { method: 'GET', path: '/api/lookup/deposit' },
});

export type DepositLookup = Answer<typeof DEPOSIT_LOOKUP_CALLS.lookupDeposit>;
export type DepositBankAccount = DepositLookup['banks'][number];
export type DepositWallet = DepositLookup['wallets'][number];
