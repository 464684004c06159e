import type { AnswerMode } from './extensions';
import { walletReadAnswers } from './wallet-read.answers';
import { gameAccountAnswers } from './game-account.answers';
import { moneyAnswers } from './money.answers';
import { depositAnswers } from './deposit.answers';
import { qrAnswers } from './qr.answers';
import { autoLoginAnswers } from './auto-login.answers';

/** Wallet, QR and auto-login (spec section 7), every call of them. */
export function walletAnswers(mode: AnswerMode) {
  return { ...walletReadAnswers(mode), ...gameAccountAnswers(mode), ...moneyAnswers(mode), ...depositAnswers(mode), ...qrAnswers(mode), ...autoLoginAnswers(mode) };
}
