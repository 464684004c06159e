import { io, type Socket } from 'socket.io-client';
import type { ChatConversation } from '@wallet/api/contract';
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

  async function join(room: string): Promise<boolean> {
    const answer = await socket.emitWithAck('join', room);
    return answer.joined as boolean;
  }

  it('answers the config prefix', async () => {
    expect((await server.call('GET', '/api/chat/config')).body).toEqual({ PREFIX: 'wallet-' });
  });

  it('pushes the agent’s reply to the joined room', async () => {
    expect(await join('wallet-guest-1')).toBe(true);
    const reply = nextMessage(socket);
    const sent = await send('guest-1', 'hello there');
    expect(sent.body.createdAt).toEqual(expect.any(String));
    const conversation = await reply;
    expect(conversation).toMatchObject({ sender: 'agent', guestId: 'guest-1', message: { message_type: 'text' } });
    expect(conversation.session_id).toEqual(expect.any(String));
  });

  it('answers keywords with buttons, quick replies and generic cards', async () => {
    await join('wallet-guest-2');
    for (const [said, kind] of [['deposit?', 'buttons'], ['help', 'quick_replies'], ['any bonus', 'generic']]) {
      const reply = nextMessage(socket);
      await send('guest-2', said);
      expect((await reply).message.message_type).toBe(kind);
    }
    const history = await server.call('POST', '/api/chat/history', { body: { userId: null, guestId: 'guest-2', limit: 10, skip: 0 } });
    const times = history.body.conversations.map((c: ChatConversation) => Date.parse(c.createdAt));
    expect(history.body.conversations).toHaveLength(6);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(history.body.conversations.find((c: ChatConversation) => c.message.message_type === 'generic').message.payloads[0].image_url).toMatch(
      /^\/api\/assets\//,
    );
  });

  it('refuses rooms without the prefix', async () => {
    expect(await join('other-room')).toBe(false);
  });

  it('keeps a member’s history behind their token', async () => {
    const body = { userId: DEMO.id, guestId: null, limit: 10, skip: 0 };
    expect((await server.call('POST', '/api/chat/history', { body })).status).toBe(401);
    const token = await server.login();
    const history = await server.call('POST', '/api/chat/history', { token, body });
    expect(history.body.conversations).toHaveLength(4);
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
