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
});
