import * as v from 'valibot';
import { readFigure } from '@wallet/domain';
import type { ChatConversation } from '../contract';
import { quietList, writeAnswer } from './answer-kit';
import type { AnswerMode } from './extensions';

// A conversation is read as the spec gives it in both modes; in client mode a history entry that
// cannot be read is left out of the history (as a broken realtime event is dropped), the rest shown.
const text = v.string();
// A delivery's progress: a number, or a numeric string as some backends send figures (domain readFigure).
const num = v.pipe(
  v.union([v.number(), v.string()]),
  v.check((value) => readFigure(value) !== null, 'not a figure'),
  v.transform((value) => readFigure(value) as number),
);
const textOrEmpty = v.nullish(v.string(), '');
const optionalText = v.pipe(
  v.nullish(v.string()),
  v.transform((value) => value ?? undefined),
);

const chatButton = v.object({ title: text, type: text, payload: textOrEmpty });

const chatConversation = v.object({
  sender: text,
  message: v.object({
    message_type: v.picklist(['text', 'buttons', 'media', 'quick_replies', 'generic', 'postback', 'unknown']),
    // One object for every kind's payload (spec section 3: text, media, buttons); each renderer reads its own fields.
    payload: v.optional(
      v.object({
        message: optionalText,
        buttons: v.optional(v.array(chatButton)),
        url: v.optional(v.boolean()),
        fileType: v.optional(v.picklist(['image', 'video', 'file'])),
        filePath: v.optional(text),
        name: v.optional(text),
      }),
      {},
    ),
    payloads: v.optional(v.array(v.object({ image_url: textOrEmpty, title: textOrEmpty, subtitle: textOrEmpty, buttons: v.optional(v.array(chatButton), []) }))),
    deliver: v.optional(v.object({ id: text, status: v.picklist(['uploading_file', 'sending', 'failed', 'succeed']), progress: num })),
  }),
  userId: v.nullish(text, null),
  guestId: v.nullish(text, null),
  username: v.nullish(text, null),
  name: v.nullish(text, null),
  deviceToken: v.nullish(text, null),
  createdAt: text,
  session_id: textOrEmpty,
});

/** Chat (spec section 7). */
export function chatAnswers(mode: AnswerMode) {
  return {
    chatConfig: v.object({ PREFIX: v.string() }),
    chatSend: v.object({ createdAt: optionalText }),
    chatHistory: quietList(mode, chatConversation),
    chatUploadImage: v.object({ path: v.string() }),
    chatUploadVideo: v.object({ path: v.string() }),
    chatMarkRead: writeAnswer,
  };
}

/**
 * A realtime 'messaging' event (spec section 7) read as the history reads a conversation, or null
 * when it is not one: a broken event is dropped, never shown half-read.
 */
export function readChatEvent(event: unknown): ChatConversation | null {
  const result = v.safeParse(chatConversation, event);
  return result.success ? result.output : null;
}
