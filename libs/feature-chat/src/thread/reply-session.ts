import type { ChatConversation } from '@wallet/api';
import type { ThreadMessage } from './thread-types';

/**
 * The member's own messages at the end of the thread learn their session from the reply that
 * follows them: the server may have opened a new session for them (after 'bye', or on a first
 * message), and the 'End Conversation' marker then belongs before them, not before the reply.
 */
export function adoptReplySession(messages: ThreadMessage[], reply: ChatConversation): void {
  if (reply.sender === 'customer') return;
  for (let index = messages.length - 1; index >= 0 && messages[index].local; index -= 1) {
    messages[index].session_id = reply.session_id;
  }
}
