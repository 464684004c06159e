import * as v from 'valibot';
import { oneValue, writeAnswer } from './answer-kit';
import * as entity from './entities';
import { extension, type AnswerMode } from './extensions';

/** Wallet, QR and auto-login (spec section 7). */
export function walletAnswers(mode: AnswerMode) {
  return {
    getWallet: entity.wallet(mode),
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
    getQr: entity.qrState(mode),
    createQr: entity.qrState(mode),
    deleteQr: writeAnswer,
    autoLogin: oneValue(mode, 'link', v.string()),
    autoLoginWithPassword: oneValue(mode, 'link', v.string()),
  };
}
