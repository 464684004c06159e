import { browserStorage } from './browser-storage';

describe('browserStorage', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('keeps local and session values apart', () => {
    expect(browserStorage.write('k', 'kept')).toBe(true);
    browserStorage.write('k', 'for the tab', 'session');
    expect(browserStorage.read('k')).toBe('kept');
    expect(browserStorage.read('k', 'session')).toBe('for the tab');
    browserStorage.remove('k');
    expect(browserStorage.read('k')).toBeNull();
    expect(browserStorage.read('k', 'session')).toBe('for the tab');
  });

  it('answers nothing stored, and never throws, when the browser refuses storage', () => {
    // Blocked cookies: even reaching window.localStorage throws a SecurityError.
    jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(browserStorage.write('k', 'v')).toBe(false);
    expect(browserStorage.read('k')).toBeNull();
    expect(() => browserStorage.remove('k')).not.toThrow();
  });

  it('survives a full quota', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    expect(browserStorage.write('k', 'v', 'session')).toBe(false);
    expect(browserStorage.read('k', 'session')).toBeNull();
  });
});
