import { clearToken, hasToken, readToken, storeToken, TOKEN_STORAGE_KEY } from './token-storage';

describe('token storage', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it("keeps a remembered token across browser sessions (localStorage)", () => {
    storeToken('abc', true);
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('abc');
    expect(window.sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(readToken()).toBe('abc');
  });

  it('keeps an unremembered token for this session only', () => {
    storeToken('abc', false);
    expect(window.sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBe('abc');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('replaces an older token in the other storage and clears both', () => {
    storeToken('old', true);
    storeToken('new', false);
    expect(readToken()).toBe('new');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    clearToken();
    expect(hasToken()).toBe(false);
  });

  it('keeps the session for the page when the browser refuses storage, and still ends it', () => {
    const refuse = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    try {
      storeToken('abc', true);
      expect(readToken()).toBe('abc');
      clearToken();
      expect(hasToken()).toBe(false);
    } finally {
      refuse.mockRestore();
    }
  });

  it.each([
    ['garbage', 'not a token'],
    ['invalid JSON', '{"token":'],
    ['letters no header can carry', 'โทเค็น'],
    ['a huge string', 'x'.repeat(200_000)],
  ])('drops a kept token that cannot be one (%s), in either storage', (_, kept) => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, kept);
    window.sessionStorage.setItem(TOKEN_STORAGE_KEY, kept);
    expect(readToken()).toBeNull();
    expect(hasToken()).toBe(false);
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(window.sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('falls back to a good session token when the kept one is broken', () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, '[object Object]');
    window.sessionStorage.setItem(TOKEN_STORAGE_KEY, 'c2Vzc2lvbg');
    expect(readToken()).toBe('c2Vzc2lvbg');
  });
});
