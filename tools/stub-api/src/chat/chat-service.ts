// Chat conversations in the store, sessions per room, and the agent's delayed replies pushed to
// the room over the socket. The customer's own message is not echoed on the socket: the sender
// already shows it, and echoing would make the widget show it twice.
import type { ChatConversation, ChatMessage } from '@wallet/api';
import type { Currency } from '@wallet/config';
import { newId } from '../store/ids';
import type { StoredConversation } from '../store/state';
import type { StubStore } from '../store/store';
import { siteLanguage, writtenIn, type ChatLanguage } from './chat-language';
import { agentReply } from './support-agent';

/** Where agent replies go: socket.io in the server, a spy in tests. */
export type ChatEmitter = (room: string, conversation: ChatConversation) => void;

/** An idle conversation starts a new session after this long. */
const SESSION_IDLE_MS = 30 * 60_000;

export interface Participant {
  userId: string | null;
  guestId: string | null;
}

export type CustomerMessage = Omit<ChatConversation, 'createdAt' | 'session_id' | 'sender'>;

/** The contract shape: the store's own bookkeeping fields stay inside. */
export function conversationView({ _id: _storeId, readByCustomer: _read, ...conversation }: StoredConversation): ChatConversation {
  return conversation;
}

export class ChatService {
  private emitter: ChatEmitter = () => undefined;
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();

  constructor(
    private readonly store: StubStore,
    private readonly replyDelayMs: number,
  ) {}

  setEmitter(emitter: ChatEmitter): void {
    this.emitter = emitter;
  }

  get prefix(): string {
    return this.store.fixture.chat.prefix;
  }

  roomOf({ userId, guestId }: Participant): string {
    return `${this.prefix}${userId ?? guestId ?? ''}`;
  }

  /** A room a client may join: the prefix plus an id, nothing else (not another socket's own room). */
  isRoom(room: unknown): room is string {
    return typeof room === 'string' && room.length <= 200 && room.startsWith(this.prefix) && room.length > this.prefix.length;
  }

  history(who: Participant, limit: number, skip: number): ChatConversation[] {
    return this.of(who)
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
      .slice(skip, skip + limit)
      .map(conversationView);
  }

  markRead(who: Participant): void {
    for (const conversation of this.of(who)) conversation.readByCustomer = true;
  }

  /** Stores a customer message and schedules the agent's reply; returns the stored time. */
  receive(input: CustomerMessage): string {
    const stored = this.append({ ...input, sender: 'customer' });
    this.scheduleReply(input, input.message, this.languageAfter(input));
    return stored.createdAt;
  }

  /** Stops pending replies (server close). */
  close(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  /** A member's own currency; a guest reads the site's. */
  private currencyOf({ userId }: Participant): Currency {
    const member = userId === null ? undefined : this.store.state.members.get(userId);
    return this.store.currencyFor(member);
  }

  /** The language the agent answers a room in, once this message is read (chat-language.ts). */
  private languageAfter(message: CustomerMessage): ChatLanguage {
    const room = this.roomOf(message);
    const written = writtenIn(message.message);
    if (written) this.store.state.chatLanguages.set(room, written);
    return this.store.state.chatLanguages.get(room) ?? siteLanguage(this.store.region);
  }

  private of(who: Participant): StoredConversation[] {
    return this.store.state.conversations.filter(
      (conversation) =>
        (who.userId !== null && conversation.userId === who.userId) ||
        (who.guestId !== null && who.userId === null && conversation.guestId === who.guestId),
    );
  }

  private session(room: string): string {
    const now = this.store.now();
    const current = this.store.state.chatSessions.get(room);
    if (current && !current.ended && now - current.lastAt < SESSION_IDLE_MS) {
      current.lastAt = now;
      return current.id;
    }
    const id = newId();
    this.store.state.chatSessions.set(room, { id, lastAt: now, ended: false });
    return id;
  }

  private append(conversation: Omit<ChatConversation, 'createdAt' | 'session_id'>): StoredConversation {
    const stored: StoredConversation = {
      ...conversation,
      _id: newId(),
      createdAt: this.store.nowIso(),
      session_id: this.session(this.roomOf(conversation)),
      readByCustomer: conversation.sender === 'customer',
    };
    this.store.state.conversations.push(stored);
    return stored;
  }

  private scheduleReply(to: CustomerMessage, message: ChatMessage, language: ChatLanguage): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      const currency = this.currencyOf(to);
      const reply = agentReply(message, language, {
        text: (text) => this.store.moneyText(text, currency),
        image: (url) => this.store.moneyImage(url, currency),
      });
      const stored = this.append({
        sender: 'agent',
        message: reply.message,
        userId: to.userId,
        guestId: to.guestId,
        username: null,
        name: reply.name,
        deviceToken: null,
      });
      if (reply.endsSession) {
        const session = this.store.state.chatSessions.get(this.roomOf(to));
        if (session) session.ended = true;
      }
      this.emitter(this.roomOf(to), conversationView(stored));
    }, this.replyDelayMs);
    this.timers.add(timer);
  }
}
