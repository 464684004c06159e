import { useEffect, useState } from 'react';
import { useChatMarkReadMutation } from '@wallet/api';
import { chatEntryKey, LIMITS } from '@wallet/domain';
import type { ChatThreadArg, ThreadMessage } from '../thread/thread-types';

const fromSupport = (messages: readonly ThreadMessage[] | undefined) => messages?.filter((entry) => entry.sender !== 'customer').length ?? 0;

/**
 * Replies that arrived while the panel was closed (issue 12: on the launcher and in the page
 * title). The history on arrival counts as seen.
 */
export function useUnreadCount(messages: readonly ThreadMessage[] | undefined, open: boolean): number {
  const received = fromSupport(messages);
  const loaded = messages !== undefined;
  const [seen, setSeen] = useState<number | null>(null);
  useEffect(() => {
    if (loaded && (open || seen === null)) setSeen(received);
  }, [loaded, open, received, seen]);
  return open || seen === null ? 0 : Math.max(0, received - seen);
}

const TITLE_COUNT = /^\(\d+\) /;

/** Puts the unread count in front of the page title, and takes it away again. */
export function useUnreadTitle(count: number): void {
  useEffect(() => {
    if (count <= 0) return undefined;
    document.title = `(${count}) ${document.title.replace(TITLE_COUNT, '')}`;
    return () => {
      document.title = document.title.replace(TITLE_COUNT, '');
    };
  }, [count]);
}

/**
 * Spec §4, §7: PUT read-customer 1 s after the history last changed (debounced), whether or not
 * the panel is open: a page read, a reply arriving, a message sent.
 */
export function useMarkRead(arg: ChatThreadArg | null, messages: readonly ThreadMessage[] | undefined): void {
  const [markRead] = useChatMarkReadMutation();
  const last = messages?.at(-1);
  const change = last ? `${messages?.length}|${chatEntryKey(last)}` : '';
  useEffect(() => {
    if (!arg || change === '') return undefined;
    const timer = setTimeout(() => void markRead({ userId: arg.userId, guestId: arg.guestId }), LIMITS.MARK_READ_DELAY_MS);
    return () => clearTimeout(timer);
  }, [arg, change, markRead]);
}
