import { io, type Socket } from 'socket.io-client';
import type { ChatConversation } from '@wallet/api';
import { DEMO, startTestServer, type TestServer } from '../spec-helpers';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function nextMessage(socket: Socket): Promise<ChatConversation> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no messaging event within 3 s')), 3000);
    socket.once('messaging', (conversation: ChatConversation) => {
      clearTimeout(timer);
      resolve(conversation);
    });
  });
}

describe('chat', () => {
  let server: TestServer;
  let socket: Socket;

  beforeAll(async () => {
    // Real time here: the agent's reply is a real timer (50 ms in tests).
    server = await startTestServer({}, { now: Date.now });
    socket = io(server.url, { path: '/socket.io', transports: ['websocket'], forceNew: true });
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  });
  afterAll(async () => {
    socket.disconnect();
    await server.close();
  });

  const send = (guestId: string, message: string) =>
    server.call('POST', '/api/chat/send-message', {
      body: { sender: 'customer', guestId, userId: null, message: { message_type: 'text', payload: { message } } },
    });

  /**
   * Spec section 7: join has no answer. Events on one connection arrive in order, and the agent
   * answers 50 ms after a message: the room is joined long before its reply is pushed.
   */
  const join = (room: string) => void socket.emit('join', room);

  it('answers the config prefix', async () => {
    expect((await server.call('GET', '/api/chat/config')).body).toEqual({ PREFIX: 'wallet-' });
  });

  it('pushes the agent’s reply to the joined room', async () => {
    join('wallet-guest-1');
    const reply = nextMessage(socket);
    const sent = await send('guest-1', 'hello there');
    expect(sent.body.createdAt).toEqual(expect.any(String));
    const conversation = await reply;
    expect(conversation).toMatchObject({ sender: 'agent', guestId: 'guest-1', message: { message_type: 'text' } });
    expect(conversation.session_id).toEqual(expect.any(String));
  });

  it('answers keywords with buttons, quick replies and generic cards', async () => {
    join('wallet-guest-2');
    for (const [said, kind] of [['deposit?', 'buttons'], ['help', 'quick_replies'], ['any bonus', 'generic']]) {
      const reply = nextMessage(socket);
      await send('guest-2', said);
      expect((await reply).message.message_type).toBe(kind);
    }
    const history = await server.call('POST', '/api/chat/history', { body: { userId: null, guestId: 'guest-2', limit: 10, skip: 0 } });
    // Spec section 7: a list, newest first.
    const conversations = history.body as ChatConversation[];
    const times = conversations.map((c) => Date.parse(c.createdAt));
    expect(conversations).toHaveLength(6);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(conversations.find((c) => c.message.message_type === 'generic')?.message.payloads?.[0].image_url).toMatch(/^\/api\/assets\//);
  });

  it('never answers join, whatever the room (spec section 7)', async () => {
    for (const room of ['wallet-guest-9', 'other-room', 42]) {
      await expect(socket.timeout(200).emitWithAck('join', room)).rejects.toThrow();
    }
    expect(socket.connected).toBe(true);
  });

  it('sends the agent’s picture as a path on the API (url false)', async () => {
    join('wallet-guest-pic');
    const reply = nextMessage(socket);
    await send('guest-pic', 'picture');
    expect((await reply).message.payload).toMatchObject({ url: false, fileType: 'image', filePath: '/api/assets/howto/poster.svg' });
  });

  it('takes a member’s file as the path its upload answered, with the url flag false', async () => {
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'photo.png');
    const { path } = (await server.call('POST', '/api/chat/upload-image', { raw: form })).body as { path: string };
    const media = (url: unknown) => ({ message_type: 'media', payload: { message: '', url, fileType: 'image', filePath: path, name: 'photo.png' } });
    const sendMedia = (url: unknown) => server.call('POST', '/api/chat/send-message', { body: { sender: 'customer', guestId: 'guest-file', userId: null, message: media(url) } });
    expect((await sendMedia(true)).body.message).toBe('KEY_INVALID');
    expect((await sendMedia(false)).status).toBe(200);
    const history = await server.call('POST', '/api/chat/history', { body: { userId: null, guestId: 'guest-file', limit: 10, skip: 0 } });
    expect((history.body as ChatConversation[])[0].message.payload).toMatchObject({ url: false, filePath: path });
  });

  it('keeps a member’s history behind their token', async () => {
    const body = { userId: DEMO.id, guestId: null, limit: 10, skip: 0 };
    expect((await server.call('POST', '/api/chat/history', { body })).status).toBe(401);
    const token = await server.login();
    const history = await server.call('POST', '/api/chat/history', { token, body });
    expect(history.body).toHaveLength(4);
    expect((await server.call('PUT', '/api/chat/read-customer/', { token, body })).status).toBe(200);
  });

  it('stores uploads and serves them back', async () => {
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'photo.png');
    const uploaded = await server.call('POST', '/api/chat/upload-image', { raw: form });
    expect(uploaded.body.path).toMatch(/^\/api\/assets\/uploads\/chat\/\w+\.png$/);
    expect((await fetch(`${server.url}${uploaded.body.path}`)).status).toBe(200);
    const video = new FormData();
    video.append('file', new Blob([PNG], { type: 'image/png' }), 'photo.png');
    expect((await server.call('POST', '/api/chat/upload-video', { raw: video })).body.message).toBe('KEY_INVALID');
  });
});
