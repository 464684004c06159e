// Shared set-up of the chat specs: a fake socket in place of socket.io, msw for the HTTP calls
// (unhandled requests fail), and rendering with a real store.
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { ReactElement } from 'react';
import type { ChatConversation, ChatMessage, WalletResponse } from '@wallet/api';
import { createTestStore, startMockServer, withStore } from '@wallet/api/testing';
import { RegionProvider, regionFromEnv, type Locale } from '@wallet/config';
import { darkTheme } from '@wallet/ui';
import { renderWithUi } from '@wallet/ui/testing';

export const API = 'http://wallet.test';

type Listener = (...args: unknown[]) => void;

/** Stands in for a socket.io client: the test decides when it connects, drops and what arrives. */
export class FakeSocket {
  connected = false;
  joined: string[] = [];
  /** Whether the next connect() (the widget's 5 s check) succeeds. */
  reachable = true;
  private listeners = new Map<string, Listener[]>();

  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  off() {
    this.listeners.clear();
    return this;
  }
  /** Spec §7: join has no answer. */
  emit(event: string, room: string) {
    if (event === 'join') this.joined.push(room);
    return this;
  }
  connect() {
    if (!this.reachable) {
      this.fire('connect_error', new Error('unreachable'));
      return this;
    }
    this.connected = true;
    this.fire('connect');
    return this;
  }
  disconnect() {
    if (!this.connected) return this;
    this.connected = false;
    this.fire('disconnect', 'io client disconnect');
    return this;
  }
  /** The server pushes a conversation to the joined room. */
  push(conversation: ChatConversation) {
    this.fire('messaging', conversation);
  }
  /** The connection drops (network, server restart). */
  drop() {
    this.connected = false;
    this.fire('disconnect', 'transport close');
  }
  private fire(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }
}

export function conversation(overrides: Partial<ChatConversation> & { text?: string; at?: string } = {}): ChatConversation {
  const { text = 'Hello', at = '2026-01-01T10:00:00.000Z', ...rest } = overrides;
  const message: ChatMessage = { message_type: 'text', payload: { message: text } };
  return { sender: 'agent', message, userId: null, guestId: 'guest-1', username: null, name: 'Support', deviceToken: null, createdAt: at, session_id: 's1', ...rest };
}

/** The wallet answer (spec §3) of a member with no games: what the member chat reads is the profile. */
export function memberWallet(id: string, name: string): WalletResponse {
  return {
    profile: { name, _id: id, createdAt: '2026-01-01T00:00:00Z', username: `08${id.length}0000000`, coin: 0 },
    bankAccount: { bankAccountName: name.toUpperCase(), bankAccountNo: '1234567890', bank: { nameTH: 'ธนาคาร' } },
    wallet: { amount: 0 },
    invite: { amount: 0, success: 0, fail: 0 },
    slots: [],
  };
}

/** The calls the widget makes on arrival: config, the first history page (a list, newest first) and the read mark. */
export function chatHandlers(history: ChatConversation[] = []): HttpHandler[] {
  return [
    http.get(`${API}/api/chat/config`, () => HttpResponse.json({ PREFIX: 'wallet-' })),
    http.post(`${API}/api/chat/history`, () => HttpResponse.json(history)),
    http.put(`${API}/api/chat/read-customer/`, () => HttpResponse.json({ message: 'OK' })),
  ];
}

/** An msw server whose unhandled requests fail the test. */
export const startServer = startMockServer;

/**
 * Renders with a real store and the Thai build's region: by default with the chat socket on this
 * site, as both mode files have it; `socket: ''` is a build without a chat backend setting.
 */
export function renderChat(
  ui: ReactElement,
  { locale = 'en', socket = '/', apiBase = API, navigate = () => undefined }: { locale?: Locale; socket?: string; apiBase?: string; navigate?: (path: string) => void } = {},
) {
  const store = createTestStore({ apiBase, navigate });
  const config = regionFromEnv({ VITE_REGION: 'th', VITE_API_BASE: apiBase, VITE_CHAT_SOCKET: socket });
  const view = renderWithUi(ui, { locale, theme: darkTheme, wrap: (children) => <RegionProvider config={config}>{withStore(store)(children)}</RegionProvider> });
  return { ...view, store };
}
