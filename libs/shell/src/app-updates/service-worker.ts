// The service worker of a production build (tools/vite/installable-app.mts): registered here, and
// its update flow. The worker never takes over by itself (registerType 'prompt'): a newer one
// installs in the background and waits until the member agrees to reload (the update prompt).

/** Where the build writes the worker; its scope is the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';

/** What the worker obeys: leave the waiting state and take over (Workbox's generateSW listens for it). */
const SKIP_WAITING = { type: 'SKIP_WAITING' };

export interface WorkerUpdates {
  /** Asks the server whether the worker changed; a newer one then installs in the background. */
  check(): Promise<void>;
  /** Calls `listener` whenever a newer worker has installed and waits to take over. */
  onWaiting(listener: () => void): void;
  /**
   * Lets the newer worker take over (after waiting for it to install, when it is installing):
   * resolves true once it controls the page, false when there is none.
   */
  activate(): Promise<boolean>;
}

function stateReached(worker: ServiceWorker, states: ServiceWorkerState[]): Promise<ServiceWorkerState> {
  return new Promise((resolve) => {
    if (states.includes(worker.state)) return resolve(worker.state);
    const listener = () => {
      if (!states.includes(worker.state)) return;
      worker.removeEventListener('statechange', listener);
      resolve(worker.state);
    };
    worker.addEventListener('statechange', listener);
  });
}

/** The newer worker waiting to take over, once the one installing (if any) has finished. */
async function waitingWorker(registration: ServiceWorkerRegistration): Promise<ServiceWorker | null> {
  const installing = registration.installing;
  if (installing) await stateReached(installing, ['installed', 'activating', 'activated', 'redundant']);
  return registration.waiting;
}

/**
 * Registers the worker; null where the browser has none or refuses it (an insecure origin, a
 * private mode, a browser set to block them). The site then works as a plain web page.
 */
export async function registerServiceWorker(container: ServiceWorkerContainer | undefined = navigator.serviceWorker): Promise<WorkerUpdates | null> {
  if (!container) return null;
  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await container.register(SERVICE_WORKER_URL, { scope: '/' });
  } catch (error) {
    console.warn('The service worker could not be registered', error);
    return null;
  }
  if (!registration) return null;
  const found = registration;

  const listeners = new Set<() => void>();
  // A worker waits only behind an older one. The very first worker of a visit (a new phone, a
  // cleared browser) is `waiting` for a moment at 'installed' before it activates with no active
  // worker before it: that is the app being installed, not an update.
  const updateWaits = (worker: ServiceWorker | null = found.waiting) => worker !== null && found.waiting === worker && found.active !== null;
  found.addEventListener('updatefound', () => {
    const worker = found.installing;
    if (worker) void stateReached(worker, ['installed', 'redundant']).then(() => updateWaits(worker) && listeners.forEach((listener) => listener()));
  });

  return {
    async check() {
      try {
        await found.update();
      } catch {
        // Offline, or the server is between releases: the next check asks again.
      }
    },
    onWaiting(listener) {
      listeners.add(listener);
      // One left waiting by an earlier visit.
      if (updateWaits()) listener();
    },
    async activate() {
      const worker = await waitingWorker(found);
      if (!worker) return false;
      const takenOver = new Promise<void>((resolve) => {
        container.addEventListener('controllerchange', () => resolve(), { once: true });
        // A page the worker did not control sees no controllerchange: its activation is enough.
        void stateReached(worker, ['activated', 'redundant']).then(() => resolve());
      });
      worker.postMessage(SKIP_WAITING);
      await takenOver;
      return true;
    },
  };
}
