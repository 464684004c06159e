import * as v from 'valibot';
import { oneValue, writeAnswer } from './answer-kit';
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

/** Wallet, QR and auto-login (spec section 7). */
export function walletAnswers(mode: AnswerMode) {
  return {
    getWallet: wallet(mode),
    refreshGameBalances: writeAnswer,
    activateGame: writeAnswer,
    getGameAccount: v.object({
      username: v.nullish(v.string(), ''),
      password: v.nullish(v.string(), ''),
      ...extension(mode, 'gameAccountLinks'),
    }),
    resetGamePassword: writeAnswer,
    addToWallet: writeAnswer,
    transfer: writeAnswer,
    transferAll: writeAnswer,
    withdraw: writeAnswer,
    withdrawAll: writeAnswer,
    uploadSlip: writeAnswer,
    sendTrueLink: writeAnswer,
    getQr: qrState(mode),
    createQr: qrState(mode),
    deleteQr: writeAnswer,
    autoLogin: oneValue(mode, 'link', v.string()),
    autoLoginWithPassword: oneValue(mode, 'link', v.string()),
  };
}
