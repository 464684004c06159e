import { conversation } from '../testing/chat-test-kit';
import { adoptReplySession } from './reply-session';
import type { ThreadMessage } from './thread-types';

const local = (id: string, session_id: string): ThreadMessage => ({
  ...conversation({ sender: 'customer', session_id }),
  local: { id, status: 'succeed', progress: 0 },
});

describe('adoptReplySession', () => {
  it('moves the member’s trailing messages into the reply’s session', () => {
    const messages = [conversation({ session_id: 'old' }), local('a', 'old'), local('b', 'old')];
    adoptReplySession(messages, conversation({ session_id: 'new' }));
    expect(messages.map((message) => message.session_id)).toEqual(['old', 'new', 'new']);
  });

  it('leaves stored messages and customer events alone', () => {
    const messages = [conversation({ session_id: 'old' }), local('a', '')];
    adoptReplySession(messages, conversation({ sender: 'customer', session_id: 'x' }));
    expect(messages.map((message) => message.session_id)).toEqual(['old', '']);
  });
});
