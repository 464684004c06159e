import { LIMITS } from '../limits';

/** The parts of a chat conversation the history rules read (contract ChatConversation, spec §3). */
export interface ChatHistoryEntry {
  sender: string;
  createdAt: string;
  session_id: string;
  message: { message_type: string; payload?: { message?: string; filePath?: string } };
}

/**
 * Identity of a chat message across history pages, socket events and the sender's own copy
 * (spec §3 has no message id): who sent it, when the server stored it, its kind, its text and
 * file. Two replies stored in the same millisecond stay two messages.
 */
export function chatEntryKey(entry: ChatHistoryEntry): string {
  const payload = entry.message.payload ?? {};
  return JSON.stringify([entry.createdAt, entry.sender, entry.message.message_type, payload.message ?? '', payload.filePath ?? '']);
}

function timeOf(entry: ChatHistoryEntry): number {
  const time = Date.parse(entry.createdAt);
  return Number.isNaN(time) ? 0 : time;
}

/**
 * Chat history shown oldest at the top (spec §4 chat panel, §7: the server answers newest
 * first): the union of what is shown and what arrived (a page, a socket event, a re-fetch after
 * re-joining), each message once by {@link chatEntryKey}, the arriving copy winning, ordered by
 * createdAt (ties keep their order).
 */
export function mergeChatHistory<T extends ChatHistoryEntry>(shown: readonly T[], arriving: readonly T[]): T[] {
  const byKey = new Map<string, T>();
  for (const entry of shown) byKey.set(chatEntryKey(entry), entry);
  for (const entry of arriving) byKey.set(chatEntryKey(entry), entry);
  return [...byKey.values()].sort((a, b) => timeOf(a) - timeOf(b));
}

/**
 * Spec §4 chat panel: an 'End Conversation' marker goes between two neighbouring messages whose
 * session_id differs.
 */
export function endsConversationBetween(previous: ChatHistoryEntry | undefined, next: ChatHistoryEntry): boolean {
  return previous !== undefined && previous.session_id !== next.session_id;
}

/** Spec §7, §9: the `skip` of the chat history page after `pagesLoaded` pages (limit 10, skip +10 per page). */
export function chatHistorySkip(pagesLoaded: number): number {
  return Math.max(0, pagesLoaded) * LIMITS.CHAT_HISTORY_PAGE_SIZE;
}

/** Spec §7: a history page shorter than the page size is the last one. */
export function chatHistoryHasOlder(pageLength: number): boolean {
  return pageLength >= LIMITS.CHAT_HISTORY_PAGE_SIZE;
}

/**
 * Spec §4, §9: the chat list counts as scrolled to the bottom when it is no more than 60 px
 * above it; further up, new messages show an unread hint instead of scrolling the view.
 */
export function isNearChatBottom({ scrollTop, scrollHeight, clientHeight }: { scrollTop: number; scrollHeight: number; clientHeight: number }): boolean {
  return scrollHeight - scrollTop - clientHeight <= LIMITS.SCROLL_BOTTOM_THRESHOLD_PX;
}

/** Characters left before the chat limit at which the message box shows its counter (spec §5: 2000 at most). */
export const CHAT_COUNTER_FROM_REMAINING = 200;

/** Spec §5: the message box shows a counter once fewer than 200 of the 2000 characters are left. */
export function showsChatCounter(length: number): boolean {
  return LIMITS.CHAT_MESSAGE_MAX - length <= CHAT_COUNTER_FROM_REMAINING;
}
