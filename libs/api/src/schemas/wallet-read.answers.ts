import * as v from 'valibot';
import { writeAnswer } from './answer-kit';
import { text, num, textOrEmpty } from './fields';
import { extension, type AnswerMode } from './extensions';

const gameAccount = v.object({
    code: text,
    name: text,
    logo: textOrEmpty,
    background: textOrEmpty,
    category: v.picklist(['slot', 'sport', 'lotto']),
    isActive: v.boolean(),
    amount: num,
    ftWalletSlot: num,
    web: v.nullish(text, null),
    android: v.nullish(text, null),
    ios: v.nullish(text, null),
    username: textOrEmpty,
  password: textOrEmpty,
});

function wallet(mode: AnswerMode) {
  return v.object({
    profile: v.object({ name: text, _id: text, createdAt: text, username: text, coin: num, ...extension(mode, 'memberCurrency') }),
    bankAccount: v.object({
      bankAccountName: text,
      bankAccountNo: text,
      bank: v.object({ nameTH: text }),
      ...extension(mode, 'bankAccountCode'),
    }),
    wallet: v.object({ amount: num }),
    invite: v.object({ amount: num, success: num, fail: num }),
    slots: v.array(gameAccount),
  });
}

/** The wallet and its game balances as home reads them (spec section 7). */
export function walletReadAnswers(mode: AnswerMode) {
  return {
    getWallet: wallet(mode),
    refreshGameBalances: writeAnswer,
  };
}
