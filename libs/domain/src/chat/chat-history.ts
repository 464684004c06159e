import { LIMITS } from '../limits';

/** The parts of a chat conversation the history rules read (contract ChatConversation, spec §3). */
export interface ChatHistoryEntry {
  sender: string;
  createdAt: string;
  session_id: string;
  message: { message_type: string; payload?: { message?: string; filePath?: string } };
  /** Brought by a socket event (addChatEvent): each event is one message the server stored. */
  fromEvent?: boolean;
}

/**
 * Identity of a chat message across history pages, socket events and the sender's own copy
 * (spec §3 has no message id): who sent it, when the server stored it, its kind, its text and
 * file. Two different replies stored in the same millisecond are two keys; two identical ones (an
 * automatic reply to two quick messages) share a key and are told apart by count, see
 * mergeChatHistory and chatEntryKeys.
 */
export function chatEntryKey(entry: ChatHistoryEntry): string {
  const payload = entry.message.payload ?? {};
  return JSON.stringify([entry.createdAt, entry.sender, entry.message.message_type, payload.message ?? '', payload.filePath ?? '']);
}

/** A key per entry, unique in the list: chatEntryKey, with the twin's number after the first (for React keys). */
export function chatEntryKeys(entries: readonly ChatHistoryEntry[]): string[] {
  const seen = new Map<string, number>();
  return entries.map((entry) => {
    const key = chatEntryKey(entry);
    const twin = seen.get(key) ?? 0;
    seen.set(key, twin + 1);
    return twin === 0 ? key : `${key}#${twin}`;
  });
}

function timeOf(entry: ChatHistoryEntry): number {
  const time = Date.parse(entry.createdAt);
  return Number.isNaN(time) ? 0 : time;
}

function byKey<T extends ChatHistoryEntry>(entries: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const entry of entries) {
    const key = chatEntryKey(entry);
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  return groups;
}

/**
 * Chat history shown oldest at the top (spec §4 chat panel, §7: the server answers newest
 * first): the union of what is shown and what arrived (a page, a socket event, a re-fetch after
 * re-joining), ordered by createdAt (ties keep their order). A message that arrives again (a page
 * re-fetched, a socket event the page already held) is kept once, the arriving copy winning; a
 * key held n times by one side and m times by the other is kept max(n, m) times, so identical
 * twins stay two.
 */
export function mergeChatHistory<T extends ChatHistoryEntry>(shown: readonly T[], arriving: readonly T[]): T[] {
  const incoming = byKey(arriving);
  const used = new Map<string, number>();
  const merged = shown.map((entry) => {
    const key = chatEntryKey(entry);
    const twin = used.get(key) ?? 0;
    used.set(key, twin + 1);
    const copy = incoming.get(key)?.[twin];
    // A copy an event brought stays counted as the event's (addChatEvent).
    return copy ? (entry.fromEvent ? { ...copy, fromEvent: true } : copy) : entry;
  });
  for (const [key, copies] of incoming) merged.push(...copies.slice(used.get(key) ?? 0));
  return merged.sort((a, b) => timeOf(a) - timeOf(b));
}

/**
 * A socket event joined to what is shown. Each event is one message the server stored: when a page
 * already showed it (the newest page read at a join holds replies their events bring too), it takes
 * the place of a copy no event brought; else it is new, an identical twin included (two automatic
 * replies stored in the same millisecond are two messages).
 */
export function addChatEvent<T extends ChatHistoryEntry>(shown: readonly T[], event: T): T[] {
  const key = chatEntryKey(event);
  const pageCopy = shown.findIndex((entry) => !entry.fromEvent && chatEntryKey(entry) === key);
  const arrived: T = { ...event, fromEvent: true };
  if (pageCopy >= 0) return shown.map((entry, index) => (index === pageCopy ? arrived : entry));
  return [...shown, arrived].sort((a, b) => timeOf(a) - timeOf(b));
}

/**
 * An older history page (newest first, as the server answers) joined above what is shown. Skip
 * counts from the server's newest message (spec §9: 10 per page), so each message stored after
 * the first page was read pushes the older pages down by one: that many of the page's newest
 * entries (`storedShown`, the stored messages shown, beyond the pages read) are already shown and
 * are left out. Everything else on the page is older and kept, identical twins included: a key
 * match would take a twin split across two pages for one message and lose it.
 */
export function prependOlderChatPage<T extends ChatHistoryEntry>(shown: readonly T[], page: readonly T[], { storedShown, pagesLoaded }: { storedShown: number; pagesLoaded: number }): T[] {
  const pushedDown = Math.max(0, storedShown - chatHistorySkip(pagesLoaded));
  // Left out only when really shown: a miscount must never hide an older message.
  const shownKeys = byKey(shown.slice(0, pushedDown));
  const older = page.filter((entry, index) => {
    if (index >= pushedDown) return true;
    const copies = shownKeys.get(chatEntryKey(entry));
    return !copies?.pop();
  });
  return [...older.reverse(), ...shown].sort((a, b) => timeOf(a) - timeOf(b));
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
