// The scripted agent answers in the language the customer writes: the script of a typed message
// decides and the conversation keeps it; a tap on a button or a file says nothing, so a
// conversation's first one is answered in the site's language.
import type { ChatConversation, ChatMessage } from '@wallet/api';
import { withTestServer, type TestServerHandle } from '../spec-helpers';
import { writtenIn } from './chat-language';

const typed = (message: string): ChatMessage => ({ message_type: 'text', payload: { message } });
const tapped = (payload: string): ChatMessage => ({ message_type: 'postback', payload: { message: payload } });

/** Sends `message` as the guest and answers the agent's reply to it (its message and name). */
async function replyTo(stub: TestServerHandle, guestId: string, message: ChatMessage): Promise<{ said: string; name: string; buttons: string[] }> {
  const history = async () =>
    (await stub.server.call('POST', '/api/chat/history', { body: { userId: null, guestId, limit: 100, skip: 0 } })).body as ChatConversation[];
  const before = (await history()).length;
  await stub.server.call('POST', '/api/chat/send-message', { body: { sender: 'customer', userId: null, guestId, message } });
  for (let tries = 0; tries < 200; tries += 1) {
    const conversations = await history();
    if (conversations.length === before + 2 && conversations[0].sender === 'agent') {
      const payload = conversations[0].message.payload as { message: string; buttons?: { title: string }[] };
      return { said: payload.message, name: conversations[0].name ?? '', buttons: (payload.buttons ?? []).map((button) => button.title) };
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('no reply from the agent');
}

describe('writtenIn', () => {
  it('reads the script of a typed message', () => {
    expect(writtenIn(typed('ฝากเงินยังไง'))).toBe('th');
    expect(writtenIn(typed('ຝາກເງິນແນວໃດ'))).toBe('lo');
    expect(writtenIn(typed('how do I deposit'))).toBe('en');
    expect(writtenIn(typed('สวัสดี hello'))).toBe('th');
  });

  it('finds no language in digits and emoji, a button’s postback or a file', () => {
    expect(writtenIn(typed('123 👍'))).toBeNull();
    expect(writtenIn(tapped('deposit'))).toBeNull();
    expect(writtenIn({ message_type: 'media', payload: { message: '', url: false, fileType: 'image', filePath: '/x.png', name: 'x.png' } })).toBeNull();
  });
});

describe('the agent on the Thai site', () => {
  // Real time: the agent answers on a real timer (50 ms in tests).
  const stub = withTestServer({ options: { now: Date.now }, login: false });

  it('answers Thai in Thai, keeps Thai for a tapped button, and turns to English when the customer does', async () => {
    const help = await replyTo(stub, 'guest-th-1', typed('ช่วยด้วยค่ะ'));
    expect(help).toEqual({ said: 'ต้องการให้ช่วยเรื่องอะไรคะ', name: 'ฝ่ายบริการ', buttons: ['ฝากเงิน', 'โบนัส', 'ดูรูปภาพ', 'คุยกับเจ้าหน้าที่'] });
    expect((await replyTo(stub, 'guest-th-1', tapped('staff'))).said).toBe('เจ้าหน้าที่จะเข้ามาในแชทนี้ในไม่ช้าค่ะ');
    expect(await replyTo(stub, 'guest-th-1', typed('deposit please'))).toMatchObject({ name: 'Support', buttons: ['Open my wallet', 'Call support', 'QR deposit help'] });
  });

  it('answers a first tap, before any word, in the site’s language', async () => {
    expect((await replyTo(stub, 'guest-th-2', tapped('picture'))).said).toBe('วิธีฝากเงินตามภาพนี้ค่ะ');
  });
});

describe('the agent on the Laos site', () => {
  const stub = withTestServer({ options: { region: 'la', now: Date.now }, login: false });

  it('answers Lao in Lao, and a first tap in Lao', async () => {
    expect(await replyTo(stub, 'guest-la-1', typed('ຝາກເງິນແນວໃດ'))).toMatchObject({ name: 'ຝ່າຍບໍລິການ', buttons: ['ເປີດກະເປົາເງິນຂອງຂ້ອຍ', 'ໂທຫາພະນັກງານ', 'ວິທີຝາກດ້ວຍ QR'] });
    expect((await replyTo(stub, 'guest-la-2', tapped('staff'))).said).toBe('ພະນັກງານຈະເຂົ້າມາໃນການສົນທະນານີ້ໃນບໍ່ຊ້າ.');
  });
});
