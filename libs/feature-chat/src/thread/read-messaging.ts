import type { ChatConversation } from '@wallet/api';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isListOrAbsent = (value: unknown) => value === undefined || (Array.isArray(value) && value.every(isRecord));

/**
 * A 'messaging' event that can be shown: a conversation with its sender, time and a message with
 * a kind and a payload, its buttons and cards lists when present (what the renderers walk).
 * Anything else is dropped, so a broken event cannot take the widget down.
 */
export function readMessaging(event: unknown): ChatConversation | null {
  if (!isRecord(event) || typeof event.sender !== 'string' || typeof event.createdAt !== 'string') return null;
  const message = event.message;
  if (!isRecord(message) || typeof message.message_type !== 'string' || !isRecord(message.payload)) return null;
  if (!isListOrAbsent(message.payload.buttons) || !isListOrAbsent(message.payloads)) return null;
  return { ...event, session_id: typeof event.session_id === 'string' ? event.session_id : '' } as unknown as ChatConversation;
}

