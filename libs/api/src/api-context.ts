import type { Translate } from './api-error';

/**
 * What the calls need from the running app, handed to the store as the thunk extra argument so
 * the api never reads env or globals: the backend base address, translation, and navigation.
 */
export interface ApiContext {
  apiBase: string;
  translate: Translate;
  navigate: (path: string) => void;
  /** The phone-wallet link secret (region config), for encryptTrueLink. */
  trueLinkSecret: string;
  /** Makes the server's error table ready to show (it loads with the first failure that has a code). */
  loadErrorTexts?: () => Promise<void>;
}
