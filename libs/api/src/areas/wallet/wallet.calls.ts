import * as v from 'valibot';
import { GAME_CATEGORIES } from '@wallet/domain';
import { defineCalls, type Answer } from '../../call-definition';
import { shownWithout, writeAnswer } from '../../schemas/answer-kit';
import { extension, type AnswerMode } from '../../schemas/extensions';
import { figureField, flagField, knownField, shownTextField, textField, textOrEmptyField } from '../../schemas/fields';
import { counted, rows } from '../../schemas/row-kit';

function gameAccount(mode: AnswerMode) {
  const text = textField(mode);
  const textOrEmpty = textOrEmptyField(mode);
  const shownText = shownTextField(mode);
  const figure = figureField(mode);
  const flag = flagField(mode);
  const known = knownField(mode);
  // A link the spec gives as 'URL or null': in client mode anything but a text is none.
  const link = mode === 'spec' ? v.nullish(text, null) : v.optional(v.pipe(v.unknown(), v.transform((value) => (typeof value === 'string' ? value : null))), null);
  return v.object({
    code: text,
    name: shownText,
    logo: textOrEmpty,
    background: textOrEmpty,
    // slot, sport or lotto; another category as sent, shown in a rail of its own.
    category: known(GAME_CATEGORIES),
    isActive: flag,
    amount: figure,
    ftWalletSlot: figure,
    web: link,
    android: link,
    ios: link,
    username: textOrEmpty,
    password: textOrEmpty,
  });
}

function wallet(mode: AnswerMode) {
  const text = textField(mode);
  const shownText = shownTextField(mode);
  const figure = figureField(mode);
  const bankName = v.object({ nameTH: shownText });
  const bankAccount = v.object({
    bankAccountName: shownText,
    bankAccountNo: shownText,
    // In client mode a bank account without its bank, or with none at all, is read as an empty one.
    bank: mode === 'spec' ? bankName : v.fallback(bankName, { nameTH: '' }),
    ...extension(mode, 'bankAccountCode'),
  });
  return counted(mode, {
    // Home is drawn without these two (essential-fields.ts SHOWN_WITHOUT): the greeting, coins and
    // the invite bonus go alone.
    profile: shownWithout(mode, v.object({ name: shownText, _id: text, createdAt: shownText, username: shownText, coin: figure, ...extension(mode, 'memberCurrency') })),
    bankAccount: mode === 'spec' ? bankAccount : v.fallback(bankAccount, { bankCode: undefined, bankAccountName: '', bankAccountNo: '', bank: { nameTH: '' } }),
    wallet: v.object({ amount: figure }),
    invite: shownWithout(mode, v.object({ amount: figure, success: figure, fail: figure })),
    slots: rows(mode, gameAccount(mode)),
  });
}

/** The wallet as home reads it on arrival, and its game balances (spec section 7). */
function answers(mode: AnswerMode) {
  return {
    getWallet: wallet(mode),
    refreshGameBalances: writeAnswer,
  };
}

/** The wallet calls of spec section 7 home makes: what moves money and game accounts are in their own areas. */
export const WALLET_CALLS = defineCalls(answers, {
  getWallet: { method: 'GET', path: '/api/wallet' },
  refreshGameBalances: { method: 'GET', path: '/api/wallet/refresh/slot' },
});

export type WalletResponse = Answer<typeof WALLET_CALLS.getWallet>;
export type GameAccount = WalletResponse['slots'][number];
