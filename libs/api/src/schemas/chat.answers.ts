import * as v from 'valibot';
import { writeAnswer } from './answer-kit';
import * as entity from './entities';
import type { AnswerMode } from './extensions';

/** Chat (spec section 7). */
export function chatAnswers(_mode: AnswerMode) {
  return {
    chatConfig: v.object({ PREFIX: v.string() }),
    chatSend: v.object({ createdAt: v.optional(v.string()) }),
    chatHistory: v.array(entity.chatConversation),
    chatUploadImage: v.object({ path: v.string() }),
    chatUploadVideo: v.object({ path: v.string() }),
    chatMarkRead: writeAnswer,
  };
}
