import { nextTask } from './next-task';

describe('nextTask', () => {
  const withScheduler = (scheduler: object | undefined) => Object.defineProperty(globalThis, 'scheduler', { value: scheduler, configurable: true });
  afterEach(() => withScheduler(undefined));

  it('goes on after a task the page queued before it, not in the same one', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    await nextTask();
    order.push('after nextTask');
    expect(order).toEqual(['queued task', 'after nextTask']);
  });

  it("leaves the task through the browser's scheduler where it has one", async () => {
    const yieldTask = jest.fn(() => Promise.resolve());
    withScheduler({ yield: yieldTask });
    await nextTask();
    expect(yieldTask).toHaveBeenCalledTimes(1);
  });
});
