import { browserStorage, STORAGE_KEYS } from '@wallet/config';
import { releaseToOffer } from '@wallet/domain';
import { PART_LOAD_FAILED_EVENT } from '@wallet/ui';
import { readServedVersion } from './served-version';
import { registerServiceWorker } from './service-worker';

/** How often an open tab asks whether a new release is live, besides on returning to it. */
export const UPDATE_CHECK_INTERVAL_MS = 5 * 60_000;

/** A newer worker whose release /version.json cannot name (unreadable, or not changed). */
export const NEW_WORKER_RELEASE = 'new-worker';

export interface UpdateWatch {
  /**
   * Reloads into `release`: a newer worker takes over first, or the reload would be answered with
   * the old release from its cache.
   */
  apply(release: string): Promise<void>;
  stop(): void;
}

export interface UpdateWatchOptions {
  /** The release this page runs (the build's VITE_APP_VERSION). */
  runningVersion: string;
  onRelease: (release: string) => void;
  reload?: () => void;
}

/**
 * Registers the service worker and watches for a new release: at once (the page may have come
 * from the worker's cache while a newer release is live), whenever the member returns to the tab
 * or the network comes back, every five minutes, and when a part's code could not be loaded (a
 * new release may have taken the old files off the server); and whenever a newer worker is waiting.
 */
export function watchForUpdates({ runningVersion, onRelease, reload = () => window.location.reload() }: UpdateWatchOptions): UpdateWatch {
  const worker = registerServiceWorker();
  let checking: Promise<void> | null = null;
  let askedAgain = false;

  const checkOnce = async () => {
    const release = releaseToOffer(runningVersion, await readServedVersion(), browserStorage.read(STORAGE_KEYS.updateReloadedFor, 'session'));
    if (!release) return;
    onRelease(release);
    // Starts the new worker's download now, so the reload finds it ready.
    await (await worker)?.check();
  };
  // One check at a time; one asked for meanwhile runs after it, as it may see a newer answer.
  const check = (): Promise<void> => {
    if (checking) {
      askedAgain = true;
      return checking;
    }
    checking = (async () => {
      do {
        askedAgain = false;
        await checkOnce();
      } while (askedAgain);
    })().finally(() => {
      checking = null;
    });
    return checking;
  };
  const checkWhenShown = () => document.visibilityState === 'visible' && void check();

  void worker.then((updates) =>
    updates?.onWaiting(() => void readServedVersion().then((served) => onRelease(served && served !== runningVersion ? served : NEW_WORKER_RELEASE))),
  );
  void check();
  window.addEventListener('focus', checkWhenShown);
  window.addEventListener('online', checkWhenShown);
  window.addEventListener(PART_LOAD_FAILED_EVENT, checkWhenShown);
  document.addEventListener('visibilitychange', checkWhenShown);
  const timer = setInterval(checkWhenShown, UPDATE_CHECK_INTERVAL_MS);

  return {
    async apply(release) {
      browserStorage.write(STORAGE_KEYS.updateReloadedFor, release, 'session');
      const updates = await worker;
      if (updates) {
        await updates.check();
        await updates.activate();
      }
      reload();
    },
    stop() {
      window.removeEventListener('focus', checkWhenShown);
      window.removeEventListener('online', checkWhenShown);
      window.removeEventListener(PART_LOAD_FAILED_EVENT, checkWhenShown);
      document.removeEventListener('visibilitychange', checkWhenShown);
      clearInterval(timer);
    },
  };
}
