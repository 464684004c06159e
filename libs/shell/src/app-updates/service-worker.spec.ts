import { waitFor } from '@testing-library/react';
import { registerServiceWorker, SERVICE_WORKER_URL } from './service-worker';

// Just enough of the browser's service worker objects to play their update flow.
class FakeWorker extends EventTarget {
  postMessage = jest.fn();
  constructor(public state: ServiceWorkerState) {
    super();
  }
  becomes(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  active: FakeWorker | null = new FakeWorker('activated');
  update = jest.fn(async () => undefined);

  /** A newer worker is found and starts installing. */
  found(): FakeWorker {
    this.installing = new FakeWorker('installing');
    this.dispatchEvent(new Event('updatefound'));
    return this.installing;
  }

  /** The installing worker has installed and waits. */
  installed() {
    const worker = this.installing as FakeWorker;
    this.installing = null;
    this.waiting = worker;
    worker.becomes('installed');
  }

  /** The first worker of a visit: no worker was active before it, so it activates as soon as it has installed. */
  firstInstall(): FakeWorker {
    this.active = null;
    const worker = this.found();
    this.installing = null;
    this.waiting = worker;
    worker.becomes('installed');
    this.waiting = null;
    this.active = worker;
    worker.becomes('activating');
    return worker;
  }

  /** The waiting worker takes over. */
  takeOver(container: FakeContainer) {
    const worker = this.waiting as FakeWorker;
    this.waiting = null;
    this.active = worker;
    worker.becomes('activated');
    container.dispatchEvent(new Event('controllerchange'));
  }
}

class FakeContainer extends EventTarget {
  registration: FakeRegistration | undefined = new FakeRegistration();
  register = jest.fn(async () => this.registration);
}

const asContainer = (container: FakeContainer) => container as unknown as ServiceWorkerContainer;

afterEach(() => jest.restoreAllMocks());

describe('the service worker', () => {
  it('is registered for the whole site', async () => {
    const container = new FakeContainer();
    expect(await registerServiceWorker(asContainer(container))).not.toBeNull();
    expect(container.register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' });
  });

  it('is left out where the browser has none, refuses it or blocks it', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await registerServiceWorker(undefined)).toBeNull();
    const refusing = new FakeContainer();
    refusing.register.mockRejectedValue(new DOMException('insecure', 'SecurityError'));
    expect(await registerServiceWorker(asContainer(refusing))).toBeNull();
    // A browser set to block workers answers the registration with nothing.
    const blocking = Object.assign(new FakeContainer(), { registration: undefined });
    expect(await registerServiceWorker(asContainer(blocking))).toBeNull();
  });

  it('tells when a newer worker has installed and waits, not while it installs', async () => {
    const container = new FakeContainer();
    const updates = await registerServiceWorker(asContainer(container));
    const waiting = jest.fn();
    updates?.onWaiting(waiting);
    container.registration?.found();
    expect(waiting).not.toHaveBeenCalled();
    container.registration?.installed();
    await waitFor(() => expect(waiting).toHaveBeenCalledTimes(1));
  });

  it('says nothing of the first worker a visit installs: no worker was active, so it is no update', async () => {
    const container = new FakeContainer();
    const registration = container.registration as FakeRegistration;
    registration.active = null;
    const updates = await registerServiceWorker(asContainer(container));
    const waiting = jest.fn();
    updates?.onWaiting(waiting);
    const worker = registration.firstInstall();
    worker.becomes('activated');
    // The first release a page finds later is still an update: it waits behind the first worker.
    registration.found();
    registration.installed();
    await waitFor(() => expect(waiting).toHaveBeenCalledTimes(1));
  });

  it('says nothing either when the first worker is caught at its moment of waiting', async () => {
    const container = new FakeContainer();
    const registration = container.registration as FakeRegistration;
    registration.active = null;
    registration.waiting = new FakeWorker('installed');
    const updates = await registerServiceWorker(asContainer(container));
    const waiting = jest.fn();
    updates?.onWaiting(waiting);
    expect(waiting).not.toHaveBeenCalled();
  });

  it('tells at once of a worker an earlier visit left waiting', async () => {
    const container = new FakeContainer();
    (container.registration as FakeRegistration).waiting = new FakeWorker('installed');
    const updates = await registerServiceWorker(asContainer(container));
    const waiting = jest.fn();
    updates?.onWaiting(waiting);
    expect(waiting).toHaveBeenCalledTimes(1);
  });

  it('lets the waiting worker take over, and resolves once it controls the page', async () => {
    const container = new FakeContainer();
    const registration = container.registration as FakeRegistration;
    registration.found();
    registration.installed();
    const updates = await registerServiceWorker(asContainer(container));
    const worker = registration.waiting as FakeWorker;
    let done = false;
    const activation = updates?.activate().then((result) => (done = result));
    await waitFor(() => expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' }));
    expect(done).toBe(false);
    registration.takeOver(container);
    await activation;
    expect(done).toBe(true);
  });

  it('waits for a worker still installing before it asks it to take over', async () => {
    const container = new FakeContainer();
    const registration = container.registration as FakeRegistration;
    const updates = await registerServiceWorker(asContainer(container));
    const worker = registration.found();
    const activation = updates?.activate();
    expect(worker.postMessage).not.toHaveBeenCalled();
    registration.installed();
    await waitFor(() => expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' }));
    registration.takeOver(container);
    await expect(activation).resolves.toBe(true);
  });

  it('has nothing to activate without a newer worker', async () => {
    const updates = await registerServiceWorker(asContainer(new FakeContainer()));
    await expect(updates?.activate()).resolves.toBe(false);
  });

  it('asks the server for a newer worker, and shrugs off a failed check (offline)', async () => {
    const container = new FakeContainer();
    const updates = await registerServiceWorker(asContainer(container));
    container.registration?.update.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(updates?.check()).resolves.toBeUndefined();
    expect(container.registration?.update).toHaveBeenCalledTimes(1);
  });
});
