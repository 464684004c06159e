import { conversation } from '../testing/chat-test-kit';
import { readMessaging } from './read-messaging';

describe('readMessaging', () => {
  it('takes a conversation as the spec gives it', () => {
    const event = conversation({ text: 'Hi' });
    expect(readMessaging(event)).toEqual(event);
  });

  it('reads a missing session as none', () => {
    const { session_id: _session, ...event } = conversation();
    expect(readMessaging(event)?.session_id).toBe('');
  });

  it.each([
    ['nothing', null],
    ['text', 'hello'],
    ['no message', { ...conversation(), message: undefined }],
    ['no payload', { ...conversation(), message: { message_type: 'text' } }],
    ['no time', { ...conversation(), createdAt: 5 }],
    ['buttons that are not a list', { ...conversation(), message: { message_type: 'buttons', payload: { message: 'x', buttons: 'web' } } }],
    ['cards that are not a list', { ...conversation(), message: { message_type: 'generic', payload: {}, payloads: { title: 'x' } } }],
  ])('drops an event with %s', (_case, event) => {
    expect(readMessaging(event)).toBeNull();
  });
});
