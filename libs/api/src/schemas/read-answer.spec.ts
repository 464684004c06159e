import { readChatEvent } from './chat.answers';

const conversation = {
  sender: 'agent',
  message: { message_type: 'text', payload: { message: 'Hi' } },
  userId: 'member-1',
  guestId: null,
  username: null,
  name: 'Support',
  deviceToken: null,
  createdAt: '2025-06-11T05:00:00.000Z',
  session_id: 's1',
};

describe('readChatEvent', () => {
  it('takes a conversation as the spec gives it', () => {
    expect(readChatEvent(conversation)).toEqual(conversation);
  });

  it('reads what a backend may leave out as none: the session, the ids', () => {
    const { session_id: _session, userId: _user, ...event } = conversation;
    expect(readChatEvent(event)).toMatchObject({ session_id: '', userId: null });
  });

  it.each([
    ['nothing', null],
    ['text', 'hello'],
    ['no message', { ...conversation, message: undefined }],
    ['an unknown kind', { ...conversation, message: { message_type: 'html', payload: {} } }],
    ['no time', { ...conversation, createdAt: 5 }],
    ['buttons that are not a list', { ...conversation, message: { message_type: 'buttons', payload: { message: 'x', buttons: 'web' } } }],
    ['cards that are not a list', { ...conversation, message: { message_type: 'generic', payload: {}, payloads: { title: 'x' } } }],
  ])('drops an event with %s', (_case, event) => {
    expect(readChatEvent(event)).toBeNull();
  });
});
