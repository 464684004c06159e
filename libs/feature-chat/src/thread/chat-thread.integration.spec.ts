/**
 * @jest-environment-options {"url": "http://127.0.0.1:4791/"}
 *
 * The chat against the real stand-in server and its socket.io: the page has the server's origin
 * (port 4791), as a deployed app reaching its backend through its own address would.
 */
import { File as NodeFile } from 'node:buffer';
import type { Socket } from 'socket.io-client';
import { authApi, clearToken, storeToken, walletApi, type ChatConversation } from '@wallet/api';
import { createTestStore, startStubApi, uploadOverNodeFetch, type StubApiProcess } from '@wallet/api/testing';
import { loadOlderChat, reloadChatHistory, sendChatFile, sendChatText } from './chat-actions';
import { chatThreadApi } from './chat-thread.api';
import type { ChatThreadArg } from './thread-types';

const sockets: Socket[] = [];
jest.mock('./chat-socket', () => {
  const actual = jest.requireActual('./chat-socket');
  return {
    openChatSocket: (url: string) => {
      const socket = actual.openChatSocket(url);
      sockets.push(socket);
      return socket;
    },
  };
});

const PORT = 4791;
const URL_BASE = `http://127.0.0.1:${PORT}`;
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const guest = { name: null, username: null };

let stub: StubApiProcess;
uploadOverNodeFetch();
beforeAll(async () => {
  stub = await startStubApi({ STUB_PORT: String(PORT) });
}, 30_000);
afterAll(async () => {
  await stub.stop();
});
beforeEach(async () => {
  await stub.dev('reset');
  clearToken();
  sockets.length = 0;
});

async function until<T>(read: () => T | undefined | false | Promise<T | undefined | false>, timeoutMs = 8000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function openThread(arg: ChatThreadArg) {
  const store = createTestStore({ apiBase: URL_BASE });
  const subscription = store.dispatch(chatThreadApi.endpoints.chatThread.initiate(arg));
  const thread = () => chatThreadApi.endpoints.chatThread.select(arg)(store.getState()).data;
  const texts = () => thread()?.messages.map((m) => (m.message.payload as { message?: string }).message) ?? [];
  return { store, subscription, thread, texts };
}

/** As both mode files have it: the socket on this site's own origin (here the stand-in's). */
const SOCKET = { url: '/', prefix: 'wallet-' };
const guestArg = (id: string, socket: ChatThreadArg['socket'] = SOCKET): ChatThreadArg => ({ userId: null, guestId: id, socket, session: 0 });
const said = (conversation: ChatConversation) => (conversation.message.payload as { message?: string }).message;

async function storedCount(guestId: string): Promise<number> {
  const response = await fetch(`${URL_BASE}/api/chat/history`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Client-App': 'wallet-user' },
    body: JSON.stringify({ userId: null, guestId, limit: 100, skip: 0 }),
  });
  return ((await response.json()) as unknown[]).length;
}

async function sendDirect(guestId: string, message: string) {
  const response = await fetch(`${URL_BASE}/api/chat/send-message`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Client-App': 'wallet-user' },
    body: JSON.stringify({ sender: 'customer', userId: null, guestId, message: { message_type: 'text', payload: { message } } }),
  });
  expect(response.status).toBe(200);
}

describe('the chat against the stand-in server', () => {
  it('joins as a guest, sends, and receives the scripted agent’s reply in real time', async () => {
    const arg = guestArg('guest-int-1');
    const { store, subscription, thread, texts } = openThread(arg);
    await until(() => thread()?.connection === 'online');
    await store.dispatch(sendChatText(arg, guest, 'help'));
    const mine = await until(() => thread()?.messages.find((m) => m.local?.status === 'succeed'));
    expect(Date.parse(mine.createdAt)).not.toBeNaN();
    await until(() => thread()?.messages.some((m) => m.message.message_type === 'quick_replies'));
    expect(texts()).toEqual(['help', 'What do you need help with?']);
    subscription.unsubscribe();
  });

  it('joins as a member with the member’s history', async () => {
    const store = createTestStore({ apiBase: URL_BASE });
    const { token } = await store.dispatch(authApi.endpoints.login.initiate({ username: '0812345678', password: 'demo1234' })).unwrap();
    storeToken(token, false);
    const { profile } = await store.dispatch(walletApi.endpoints.getWallet.initiate()).unwrap();
    if (!profile) throw new Error('the stand-in sent the wallet without its profile');
    const arg: ChatThreadArg = { userId: profile._id, guestId: null, socket: SOCKET, session: 0 };
    const subscription = store.dispatch(chatThreadApi.endpoints.chatThread.initiate(arg));
    const thread = () => chatThreadApi.endpoints.chatThread.select(arg)(store.getState()).data;
    await until(() => thread()?.connection === 'online');
    expect(thread()?.messages.map((m) => m.session_id)).toEqual(['seed-session-1', 'seed-session-1', 'seed-session-2', 'seed-session-2']);
    await store.dispatch(sendChatText(arg, { name: profile.name, username: profile.username }, 'bonus please'));
    await until(() => thread()?.messages.some((m) => m.message.message_type === 'generic'));
    subscription.unsubscribe();
  });

  it('loads three pages of history, skip 0, 10 and 20, oldest at the top and each message once', async () => {
    for (let index = 0; index < 13; index += 1) await sendDirect('guest-int-3', `message ${index}`);
    // Every message has its reply stored before the widget opens (the agent answers after 1 s).
    await until(async () => (await storedCount('guest-int-3')) === 26);
    const arg = guestArg('guest-int-3');
    const { store, subscription, thread } = openThread(arg);
    await until(() => thread());
    expect(thread()?.messages).toHaveLength(10);
    await store.dispatch(loadOlderChat(arg));
    expect(thread()?.messages).toHaveLength(20);
    await store.dispatch(loadOlderChat(arg));
    const all = thread()?.messages ?? [];
    expect(all).toHaveLength(26);
    expect(thread()?.hasOlder).toBe(false);
    expect(said(all[0])).toBe('message 0');
    const times = all.map((m) => Date.parse(m.createdAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    subscription.unsubscribe();
  });

  it('uploads an image, sends it, and sees it succeed', async () => {
    const arg = guestArg('guest-int-4');
    const { store, subscription, thread } = openThread(arg);
    await until(() => thread()?.connection === 'online');
    const file = new NodeFile([PNG], 'photo.png', { type: 'image/png' }) as unknown as File;
    await store.dispatch(sendChatFile(arg, guest, file));
    const media = await until(() => thread()?.messages.find((m) => m.message.message_type === 'media'));
    expect(media.local).toMatchObject({ status: 'succeed', progress: 100, uploadedPath: expect.stringMatching(/^\/api\/assets\/uploads\/chat\/\w+\.png$/) });
    // A file says nothing of the guest's language: the Thai site's agent answers in Thai.
    await until(() => thread()?.messages.some((m) => said(m) === 'ขอบคุณค่ะ ได้รับไฟล์ของคุณแล้ว'));
    subscription.unsubscribe();
  });

  it('sends over HTTP while the socket is down, re-joins within 5 s and shows the reply it missed', async () => {
    const arg = guestArg('guest-int-5');
    const { store, subscription, thread, texts } = openThread(arg);
    await until(() => thread()?.connection === 'online');
    await store.dispatch(sendChatText(arg, guest, 'staff'));
    await until(() => texts().includes('A staff member will join this conversation shortly.'));
    sockets[0].io.engine.close();
    await until(() => thread()?.connection === 'offline');
    const droppedAt = Date.now();
    expect(await store.dispatch(sendChatText(arg, guest, 'are you there?'))).toBe(true);
    expect(thread()?.messages.find((m) => said(m) === 'are you there?')?.local?.status).toBe('succeed');
    await until(() => thread()?.connection === 'online', 7000);
    // The 5 s check re-connects; joining takes a moment more on a busy machine.
    expect(Date.now() - droppedAt).toBeLessThan(6000);
    await until(() => texts().filter((text) => text === "Thanks for your message! Type 'help' to see what I can do.").length === 1);
    expect(texts()).toEqual(['staff', 'A staff member will join this conversation shortly.', 'are you there?', "Thanks for your message! Type 'help' to see what I can do."]);
    subscription.unsubscribe();
  });

  it('works without a socket (a build without the chat backend setting): sends over HTTP, the reply shows on reload', async () => {
    const arg = guestArg('guest-int-7', null);
    const { store, subscription, thread, texts } = openThread(arg);
    await until(() => thread()?.connection === 'http-only');
    expect(await store.dispatch(sendChatText(arg, guest, 'help'))).toBe(true);
    await until(async () => (await storedCount('guest-int-7')) === 2);
    expect(await store.dispatch(reloadChatHistory(arg))).toBe(true);
    expect(texts()).toEqual(['help', 'What do you need help with?']);
    expect(sockets).toHaveLength(0);
    subscription.unsubscribe();
  });

  it('closes the socket when the thread is no longer used', async () => {
    const { subscription, thread } = openThread(guestArg('guest-int-6'));
    await until(() => thread()?.connection === 'online');
    subscription.unsubscribe();
    await until(() => sockets[0].disconnected);
  });
});
