interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Resolves in a task of its own, so the browser can paint and answer a tap before what follows:
 * work that comes with an answer but is not drawn from it goes there, and the answer's task stays
 * short. Chromium's scheduler.yield() where there is one (it goes on ahead of other waiting tasks),
 * a timeout elsewhere.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
