import { waitFor } from '@testing-library/react';
import { STORAGE_KEYS } from '@wallet/config';
import { PART_LOAD_FAILED_EVENT } from '@wallet/ui';
import { registerServiceWorker, type WorkerUpdates } from './service-worker';
import { NEW_WORKER_RELEASE, UPDATE_CHECK_INTERVAL_MS, watchForUpdates, type UpdateWatch } from './watch-for-updates';

jest.mock('./service-worker', () => ({ registerServiceWorker: jest.fn() }));

/** A worker whose update flow the test drives, with the order of what was asked of it. */
function fakeWorker() {
  const asked: string[] = [];
  let waiting: (() => void) | null = null;
  const updates: WorkerUpdates = {
    check: jest.fn(async () => void asked.push('check')),
    onWaiting: (listener) => (waiting = listener),
    activate: jest.fn(async () => (asked.push('activate'), true)),
  };
  return { updates, asked, newerWaiting: () => waiting?.() };
}

let served = '1.1.14';
let watch: UpdateWatch | null = null;

/** The member returns to the tab (again, until the check it starts has been made). */
const returnToTab = () => window.dispatchEvent(new Event('focus'));

function startWatch(worker: WorkerUpdates | null = null, reload = jest.fn()) {
  jest.mocked(registerServiceWorker).mockResolvedValue(worker);
  const onRelease = jest.fn();
  watch = watchForUpdates({ runningVersion: '1.1.14', onRelease, reload });
  return { onRelease, reload };
}

beforeEach(() => {
  served = '1.1.14';
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (url) => {
    expect(url).toBe('/version.json');
    // What the server had when it was asked.
    const version = served;
    return { ok: true, json: async () => ({ app: 'wallet-th', version }) } as Response;
  });
});
afterEach(() => {
  watch?.stop();
  watch = null;
  window.sessionStorage.clear();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('watching for a new release', () => {
  it('asks at once, and offers the served version when it is not the running one', async () => {
    served = '1.1.15';
    const { onRelease } = startWatch();
    await waitFor(() => expect(onRelease).toHaveBeenCalledWith('1.1.15'));
    expect(fetch).toHaveBeenCalledWith('/version.json', { cache: 'no-store' });
  });

  it('asks again when the member comes back to the tab, and offers nothing while the version is the same', async () => {
    const { onRelease } = startWatch();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(onRelease).not.toHaveBeenCalled();
    served = '1.1.15';
    await waitFor(() => {
      returnToTab();
      expect(onRelease).toHaveBeenCalledWith('1.1.15');
    });
  });

  it('asks when a part of the app could not be loaded: a new release may have removed its old files', async () => {
    const { onRelease } = startWatch();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    served = '1.1.15';
    window.dispatchEvent(new Event(PART_LOAD_FAILED_EVENT));
    await waitFor(() => expect(onRelease).toHaveBeenCalledWith('1.1.15'));
  });

  it('does not lose a return to the tab while a check is under way', async () => {
    const { onRelease } = startWatch();
    served = '1.1.15';
    returnToTab();
    await waitFor(() => expect(onRelease).toHaveBeenCalledWith('1.1.15'));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('asks every five minutes, and no more once stopped', async () => {
    jest.useFakeTimers();
    startWatch();
    // Lets the first check finish.
    await jest.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS - 1);
    expect(fetch).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    watch?.stop();
    await jest.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    returnToTab();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('offers nothing when the version cannot be read (offline)', async () => {
    jest.mocked(fetch).mockRejectedValue(new TypeError('Failed to fetch'));
    const { onRelease } = startWatch();
    await waitFor(() => {
      returnToTab();
      expect(jest.mocked(fetch).mock.calls.length).toBeGreaterThanOrEqual(2);
    });
    expect(onRelease).not.toHaveBeenCalled();
  });

  it('does not offer again a release this tab reloaded for but still does not run', async () => {
    window.sessionStorage.setItem(STORAGE_KEYS.updateReloadedFor, '1.1.15');
    served = '1.1.15';
    const { onRelease } = startWatch();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    served = '1.1.16';
    await waitFor(() => {
      returnToTab();
      expect(onRelease).toHaveBeenCalledWith('1.1.16');
    });
    expect(onRelease).not.toHaveBeenCalledWith('1.1.15');
  });

  it('starts the new worker downloading as soon as a new release is found', async () => {
    served = '1.1.15';
    const worker = fakeWorker();
    startWatch(worker.updates);
    await waitFor(() => expect(worker.updates.check).toHaveBeenCalled());
  });

  it('offers a newer worker waiting, by the served version or as a new worker', async () => {
    const worker = fakeWorker();
    const { onRelease } = startWatch(worker.updates);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    worker.newerWaiting();
    await waitFor(() => expect(onRelease).toHaveBeenCalledWith(NEW_WORKER_RELEASE));
    served = '1.1.15';
    worker.newerWaiting();
    await waitFor(() => expect(onRelease).toHaveBeenCalledWith('1.1.15'));
  });

  it('reloads into a release after the newer worker has taken over, and remembers it for the tab', async () => {
    const worker = fakeWorker();
    const reload = jest.fn(() => worker.asked.push('reload'));
    startWatch(worker.updates, reload);
    await watch?.apply('1.1.15');
    expect(worker.asked).toEqual(['check', 'activate', 'reload']);
    expect(window.sessionStorage.getItem(STORAGE_KEYS.updateReloadedFor)).toBe('1.1.15');
  });

  it('reloads at once where there is no worker', async () => {
    const { reload } = startWatch(null);
    await watch?.apply('1.1.15');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
