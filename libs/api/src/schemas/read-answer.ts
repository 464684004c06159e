import * as v from 'valibot';
import type { CallName } from '../calls';
import type { ChatConversation } from '../contract';
import { answerSchemas } from './answers';
import * as entity from './entities';

const CLIENT_ANSWERS = answerSchemas('client');

/** A call's answer as the client holds it, or null when it does not have the shape sections 3 and 7 give. */
export function readAnswer(call: CallName, body: unknown): { data: unknown } | null {
  const result = v.safeParse(CLIENT_ANSWERS[call], body);
  return result.success ? { data: result.output } : null;
}

/**
 * A realtime 'messaging' event (spec section 7) read as the history reads a conversation, or null
 * when it is not one: a broken event is dropped, never shown half-read.
 */
export function readChatEvent(event: unknown): ChatConversation | null {
  const result = v.safeParse(entity.chatConversation, event);
  return result.success ? result.output : null;
}
