import { CHAT_ALERT_KEYS } from './chat-alerts';

describe('CHAT_ALERT_KEYS', () => {
  it('lists the four chat alerts', () => {
    expect(CHAT_ALERT_KEYS).toEqual(['chat:alert.empty', 'chat:alert.tooLong', 'chat:alert.fileNotSupported', 'chat:alert.fileTooLarge']);
  });
});
