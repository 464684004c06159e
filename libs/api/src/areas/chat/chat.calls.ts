import * as v from 'valibot';
import { readFigure } from '@wallet/domain';
import { quietList, writeAnswer } from '../../schemas/answer-kit';
import type { AnswerMode } from '../../schemas/extensions';
import { defineCalls, type Answer } from '../../call-definition';

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
function answers(mode: AnswerMode) {
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

/** The chat calls of spec section 7. */
export const CHAT_CALLS = defineCalls(answers, {
  chatConfig: { method: 'GET', path: '/api/chat/config' },
  chatSend: { method: 'POST', path: '/api/chat/send-message' },
  chatHistory: { method: 'POST', path: '/api/chat/history' },
  chatUploadImage: { method: 'POST', path: '/api/chat/upload-image', upload: true },
  chatUploadVideo: { method: 'POST', path: '/api/chat/upload-video', upload: true },
  chatMarkRead: { method: 'PUT', path: '/api/chat/read-customer/' },
});

export type ChatConfig = Answer<typeof CHAT_CALLS.chatConfig>;
export type ChatSendResponse = Answer<typeof CHAT_CALLS.chatSend>;
/** Spec section 7: a list, newest first. */
export type ChatHistoryResponse = Answer<typeof CHAT_CALLS.chatHistory>;
export type ChatConversation = ChatHistoryResponse[number];
export type ChatMessage = ChatConversation['message'];
/** Every kind's payload is one object (text, media, buttons): each renderer reads its own fields. */
export type ChatPayload = ChatMessage['payload'];
export type ChatButton = NonNullable<ChatMessage['payload']['buttons']>[number];
export type ChatGenericCard = NonNullable<ChatMessage['payloads']>[number];
export type DeliveryStatus = NonNullable<ChatMessage['deliver']>['status'];
export type ChatUploadResponse = Answer<typeof CHAT_CALLS.chatUploadImage>;

export interface ChatHistoryRequest {
  userId: string | null;
  guestId: string | null;
  limit: number;
  skip: number;
}

export interface ChatReadRequest {
  userId: string | null;
  guestId: string | null;
}
