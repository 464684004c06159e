/** Which of the browser's two storages a key lives in: for good, or for the tab's life. */
export type StorageArea = 'local' | 'session';

function area(which: StorageArea): Storage {
  return which === 'local' ? window.localStorage : window.sessionStorage;
}

/**
 * The browser's storage, read and written without ever throwing. Storage can be refused (cookies
 * blocked, some private modes, a full quota), and then even reading `window.localStorage` throws.
 * Everything kept there is a memory across reloads, so a refusal costs the member that memory,
 * never the page.
 */
export const browserStorage = {
  read(key: string, which: StorageArea = 'local'): string | null {
    try {
      return area(which).getItem(key);
    } catch {
      return null;
    }
  },
  /** False when the browser refused: the value then lasts only as long as whatever holds it. */
  write(key: string, value: string, which: StorageArea = 'local'): boolean {
    try {
      area(which).setItem(key, value);
      return true;
    } catch {
      return false;
    }
  },
  remove(key: string, which: StorageArea = 'local'): void {
    try {
      area(which).removeItem(key);
    } catch {
      // Nothing could have been stored, so nothing is left behind.
    }
  },
};
