import { writeAnswer } from '../../schemas/answer-kit';
import type { AnswerMode } from '../../schemas/extensions';
import type { CallDefinition } from '../../call-definition';

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
export const MONEY_CALLS = {
  addToWallet: { method: 'POST', path: '/api/wallet/add', answer: (mode: AnswerMode) => answers(mode).addToWallet },
  transfer: { method: 'POST', path: '/api/wallet/transfer', answer: (mode: AnswerMode) => answers(mode).transfer },
  transferAll: { method: 'POST', path: '/api/wallet/transferAll', answer: (mode: AnswerMode) => answers(mode).transferAll },
  withdraw: { method: 'POST', path: '/api/wallet/withdraw', answer: (mode: AnswerMode) => answers(mode).withdraw },
  withdrawAll: { method: 'POST', path: '/api/wallet/withdrawAll', answer: (mode: AnswerMode) => answers(mode).withdrawAll },
} as const satisfies Record<string, CallDefinition>;

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
