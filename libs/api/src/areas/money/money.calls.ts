import { writeAnswer } from '../../schemas/answer-kit';
import type { AnswerMode } from '../../schemas/extensions';
import { defineCalls } from '../../call-definition';

/** What moves money (spec section 7). */
function answers(_mode: AnswerMode) {
  return {
    addToWallet: writeAnswer,
    transfer: writeAnswer,
    transferAll: writeAnswer,
    withdraw: writeAnswer,
    withdrawAll: writeAnswer,
  };
}

/** The wallet calls of spec section 7. */
export const MONEY_CALLS = defineCalls(answers, {
  addToWallet: { method: 'POST', path: '/api/wallet/add' },
  transfer: { method: 'POST', path: '/api/wallet/transfer' },
  transferAll: { method: 'POST', path: '/api/wallet/transferAll' },
  withdraw: { method: 'POST', path: '/api/wallet/withdraw' },
  withdrawAll: { method: 'POST', path: '/api/wallet/withdrawAll' },
});

/** The main wallet, or a game's code. */
export type TransferEndpoint = 'WALLET' | (string & {});

export interface AmountRequest {
  amount: number;
}

export interface TransferRequest {
  from: TransferEndpoint;
  to: TransferEndpoint;
  amount: number;
}

export interface TransferAllRequest {
  to: string;
}
