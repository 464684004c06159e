import fc from 'fast-check';
import {
  addChatEvent,
  chatEntryKey,
  chatEntryKeys,
  chatHistoryHasOlder,
  chatHistorySkip,
  endsConversationBetween,
  isNearChatBottom,
  mergeChatHistory,
  prependOlderChatPage,
  showsChatCounter,
  type ChatHistoryEntry,
} from './chat-history';

const entry = (minute: number, sender = 'agent', session_id = 's1'): ChatHistoryEntry => ({
  sender,
  session_id,
  createdAt: new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString(),
  message: { message_type: 'text' },
});

describe('mergeChatHistory (spec §4, §7)', () => {
  it('shows a newest-first page oldest at the top', () => {
    const page = [entry(3), entry(2, 'customer'), entry(1)];
    expect(mergeChatHistory([], page).map((e) => e.createdAt)).toEqual([entry(1), entry(2), entry(3)].map((e) => e.createdAt));
  });

  it('keeps each message once, the arriving copy winning', () => {
    const local = { ...entry(2, 'customer'), session_id: 'local' };
    const server = entry(2, 'customer', 's9');
    const merged = mergeChatHistory([entry(1), local], [server, entry(3)]);
    expect(merged).toHaveLength(3);
    expect(merged[1].session_id).toBe('s9');
  });

  it('keeps two different replies stored in the same millisecond', () => {
    const first = { ...entry(5), message: { message_type: 'text', payload: { message: 'one' } } };
    const second = { ...entry(5), message: { message_type: 'text', payload: { message: 'two' } } };
    expect(mergeChatHistory([first], [second, first])).toHaveLength(2);
  });

  it('keeps two identical replies stored in the same millisecond, however often their page arrives', () => {
    const reply = { ...entry(5), message: { message_type: 'text', payload: { message: 'Thanks!' } } };
    const page = [{ ...reply }, { ...reply }, entry(4)];
    const first = mergeChatHistory([], page);
    expect(first).toHaveLength(3);
    expect(mergeChatHistory(first, page)).toHaveLength(3);
    // A socket event for a message the page already held adds nothing.
    expect(mergeChatHistory(first, [{ ...reply }])).toHaveLength(3);
    expect(new Set(chatEntryKeys(first)).size).toBe(3);
  });

  it('is ordered, duplicate-free and loses nothing for any pages in any order', () => {
    const minutes = fc.uniqueArray(fc.integer({ min: 0, max: 500 }), { maxLength: 40 });
    fc.assert(
      fc.property(minutes, minutes, (a, b) => {
        const merged = mergeChatHistory(a.map((m) => entry(m)), b.map((m) => entry(m)));
        const times = merged.map((e) => Date.parse(e.createdAt));
        expect([...times].sort((x, y) => x - y)).toEqual(times);
        expect(new Set(merged.map(chatEntryKey)).size).toBe(merged.length);
        expect(merged.length).toBe(new Set([...a, ...b]).size);
      }),
    );
  });
});

describe('addChatEvent (spec §7: each messaging event is one stored message)', () => {
  const reply = (minute: number): ChatHistoryEntry => ({ ...entry(minute), message: { message_type: 'text', payload: { message: 'Thanks for your message!' } } });
  const count = (list: ChatHistoryEntry[]) => list.filter((item) => chatEntryKey(item) === chatEntryKey(reply(3))).length;

  it('keeps two identical replies stored in the same millisecond, each brought by its event', () => {
    expect(count(addChatEvent(addChatEvent([entry(1, 'customer')], reply(3)), reply(3)))).toBe(2);
  });

  it('takes the place of the copy a page showed, rather than showing it twice', () => {
    const afterPage = mergeChatHistory([entry(1, 'customer')], [reply(3)]);
    expect(count(addChatEvent(afterPage, reply(3)))).toBe(1);
  });

  it("keeps the events' copies counted through a page read, so a later twin is still new", () => {
    const twoEvents = addChatEvent(addChatEvent([], reply(3)), reply(3));
    const reread = mergeChatHistory(twoEvents, [reply(3), reply(3)]);
    expect(count(reread)).toBe(2);
    expect(count(addChatEvent(reread, reply(3)))).toBe(3);
  });

  it('keeps the history in time order', () => {
    const list = addChatEvent([entry(1), entry(5)], reply(3));
    expect(list.map((item) => item.createdAt)).toEqual([entry(1), reply(3), entry(5)].map((item) => item.createdAt));
  });
});

describe('prependOlderChatPage (spec §7, §9: skip +10 per page)', () => {
  const reply = (minute: number) => ({ ...entry(minute), message: { message_type: 'text', payload: { message: 'Thanks!' } } });
  /** The server's list, newest first, and the page at `skip`. */
  const pageOf = (list: ChatHistoryEntry[], skip: number) => list.slice(skip, skip + 10);

  it('keeps both of two identical replies stored in the same millisecond when a page boundary splits them', () => {
    // 20 messages, oldest first; the replies at positions 9 and 10 are twins.
    const oldestFirst = Array.from({ length: 20 }, (_, index) => (index === 9 || index === 10 ? reply(9) : entry(index)));
    const server = [...oldestFirst].reverse();
    const first = mergeChatHistory([], pageOf(server, 0));
    const both = prependOlderChatPage(first, pageOf(server, 10), { storedShown: first.length, pagesLoaded: 1 });
    expect(both).toHaveLength(20);
    expect(both.map(chatEntryKey)).toEqual(oldestFirst.map(chatEntryKey));
  });

  it('leaves out what newer messages pushed onto the older page, twins included', () => {
    const oldestFirst = Array.from({ length: 20 }, (_, minute) => entry(minute));
    const first = mergeChatHistory([], pageOf([...oldestFirst].reverse(), 0));
    // Two twins arrive live; the server's list now starts with them.
    const live = [...oldestFirst, reply(40), reply(40)];
    const shown = mergeChatHistory(mergeChatHistory(first, [reply(40)]), [reply(40), reply(40)]);
    expect(shown).toHaveLength(12);
    const older = prependOlderChatPage(shown, pageOf([...live].reverse(), 10), { storedShown: shown.length, pagesLoaded: 1 });
    expect(older.map(chatEntryKey)).toEqual(live.slice(2).map(chatEntryKey));
  });

  it('never hides an older message on a miscount', () => {
    const shown = [entry(10), entry(11)];
    expect(prependOlderChatPage(shown, [entry(9), entry(8)], { storedShown: 12, pagesLoaded: 1 })).toHaveLength(4);
  });
});

describe('endsConversationBetween (spec §4)', () => {
  it('marks a change of session_id only', () => {
    expect(endsConversationBetween(undefined, entry(1))).toBe(false);
    expect(endsConversationBetween(entry(1, 'agent', 'a'), entry(2, 'customer', 'a'))).toBe(false);
    expect(endsConversationBetween(entry(1, 'agent', 'a'), entry(2, 'customer', 'b'))).toBe(true);
  });
});

describe('history paging (spec §7, §9)', () => {
  it('advances skip by 10 per page', () => {
    expect([0, 1, 2, 3].map(chatHistorySkip)).toEqual([0, 10, 20, 30]);
    fc.assert(fc.property(fc.nat(1000), (pages) => chatHistorySkip(pages + 1) - chatHistorySkip(pages) === 10));
  });

  it('expects older messages only after a full page', () => {
    expect(chatHistoryHasOlder(10)).toBe(true);
    expect(chatHistoryHasOlder(9)).toBe(false);
    expect(chatHistoryHasOlder(0)).toBe(false);
  });
});

describe('isNearChatBottom (spec §9: 60 px)', () => {
  it('is true up to 60 px above the bottom and false beyond', () => {
    expect(isNearChatBottom({ scrollHeight: 1000, clientHeight: 400, scrollTop: 540 })).toBe(true);
    expect(isNearChatBottom({ scrollHeight: 1000, clientHeight: 400, scrollTop: 539 })).toBe(false);
    expect(isNearChatBottom({ scrollHeight: 1000, clientHeight: 400, scrollTop: 600 })).toBe(true);
  });
});

describe('showsChatCounter (spec §5: 2000 characters)', () => {
  it('appears from 200 characters before the limit', () => {
    expect(showsChatCounter(1799)).toBe(false);
    expect(showsChatCounter(1800)).toBe(true);
    expect(showsChatCounter(2000)).toBe(true);
  });
});
