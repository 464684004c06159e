import { STORAGE_KEYS } from '@wallet/config';
import { storedGuestId } from './use-chat-identity';

describe('storedGuestId', () => {
  beforeEach(() => window.localStorage.clear());

  it('makes a guest id once and keeps it, so a visitor’s history follows them', () => {
    const first = storedGuestId();
    expect(first).toMatch(/^guest-/);
    expect(storedGuestId()).toBe(first);
    expect(window.localStorage.getItem(STORAGE_KEYS.chatGuestId)).toBe(first);
  });

  it.each(['', 'guest-', '<img src=x onerror=alert(1)>', 'guest-../../x', `guest-${'a'.repeat(300)}`, '{"id":1}'])('replaces a stored id it could not have written: %p', (corrupt) => {
    window.localStorage.setItem(STORAGE_KEYS.chatGuestId, corrupt);
    const id = storedGuestId();
    expect(id).toMatch(/^guest-[A-Za-z0-9-]{8,64}$/);
    expect(window.localStorage.getItem(STORAGE_KEYS.chatGuestId)).toBe(id);
  });
});
