import { lazy, Suspense, type ComponentType } from 'react';
import { act, render, renderHook, screen } from '@testing-library/react';
import { awaitFirstScreen, FIRST_SCREEN_PATIENCE_MS, markFirstScreenDrawn, useAfterFirstScreen, useMarkFirstScreen, useOnAfterFirstScreen } from './first-screen';

// jsdom has loaded the page and has no requestIdleCallback: the idle moment is a timer; the fake
// timers draw a frame every 16 ms.
/** The next frame, then an idle moment. */
const paintThenIdle = () => {
  act(() => void jest.runOnlyPendingTimers());
  act(() => void jest.runOnlyPendingTimers());
};

/** Runs the tasks queued now, one by one, `count` times, with the promises each settles. */
const nextTasks = async (count: number) => {
  for (let task = 0; task < count; task += 1) await act(async () => void jest.advanceTimersToNextTimer());
};

describe('the extras after the first screen', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    markFirstScreenDrawn();
    jest.useRealTimers();
  });

  it('come with the load event when no screen said it would draw first', () => {
    const { result } = renderHook(() => useAfterFirstScreen());
    expect(result.current).toBe(true);
  });

  it("wait for the arrival's first screen, and come after it and an idle moment", () => {
    awaitFirstScreen();
    const { result } = renderHook(() => useAfterFirstScreen());
    act(() => void jest.advanceTimersByTime(FIRST_SCREEN_PATIENCE_MS - 1));
    expect(result.current).toBe(false);
    const screen = renderHook(({ drawn }) => useMarkFirstScreen(drawn), { initialProps: { drawn: false } });
    act(() => void jest.runOnlyPendingTimers());
    expect(result.current).toBe(false);
    screen.rerender({ drawn: true });
    expect(result.current).toBe(false);
    paintThenIdle();
    expect(result.current).toBe(true);
  });

  it('come after the first screen is painted, not in an idle moment before its paint', () => {
    awaitFirstScreen();
    const { result } = renderHook(() => useAfterFirstScreen());
    act(() => markFirstScreenDrawn());
    // An idle moment (a timer of 1 ms here) before the next frame.
    act(() => void jest.advanceTimersByTime(10));
    expect(result.current).toBe(false);
    act(() => void jest.advanceTimersByTime(20));
    expect(result.current).toBe(true);
  });

  it('come after a second when the page draws no frame (a hidden tab)', () => {
    const frames = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    awaitFirstScreen();
    const { result } = renderHook(() => useAfterFirstScreen());
    act(() => markFirstScreenDrawn());
    act(() => void jest.advanceTimersByTime(900));
    expect(result.current).toBe(false);
    act(() => void jest.advanceTimersByTime(200));
    expect(result.current).toBe(true);
    frames.mockRestore();
  });

  it('are drawn as a transition: what shows stays until the part that comes is ready', async () => {
    awaitFirstScreen();
    let deliver: (module: { default: ComponentType }) => void = () => undefined;
    const Part = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (deliver = resolve)));
    function Slot() {
      const mayCome = useAfterFirstScreen();
      return <Suspense fallback={<p>waiting</p>}>{mayCome ? <Part /> : <p>before</p>}</Suspense>;
    }
    render(<Slot />);
    act(() => markFirstScreenDrawn());
    paintThenIdle();
    // Drawn at once, the part would put the fallback in place of what showed.
    expect(screen.getByText('before')).toBeInTheDocument();
    expect(screen.queryByText('waiting')).not.toBeInTheDocument();
    await act(async () => deliver({ default: () => <p>part</p> }));
    expect(screen.getByText('part')).toBeInTheDocument();
  });

  it('come when the screen goes before drawing, or after a patience for a screen that never does', () => {
    awaitFirstScreen();
    const left = renderHook(() => useAfterFirstScreen());
    renderHook(() => useMarkFirstScreen(false)).unmount();
    paintThenIdle();
    expect(left.result.current).toBe(true);

    awaitFirstScreen();
    const stalled = renderHook(() => useAfterFirstScreen());
    act(() => void jest.advanceTimersByTime(FIRST_SCREEN_PATIENCE_MS));
    paintThenIdle();
    expect(stalled.result.current).toBe(true);
  });

  it('draw each waiting part again once, when the extras may come, not at each step before', () => {
    awaitFirstScreen();
    let draws = 0;
    const { result } = renderHook(() => {
      draws += 1;
      return useAfterFirstScreen();
    });
    act(() => markFirstScreenDrawn());
    paintThenIdle();
    expect(result.current).toBe(true);
    expect(draws).toBe(2);
  });

  it('run work that shows nothing once they may come, without drawing the part that asks again', async () => {
    awaitFirstScreen();
    let draws = 0;
    const preload = jest.fn();
    renderHook(() => {
      draws += 1;
      useOnAfterFirstScreen(preload);
    });
    act(() => void jest.runOnlyPendingTimers());
    expect(preload).not.toHaveBeenCalled();
    act(() => markFirstScreenDrawn());
    paintThenIdle();
    await nextTasks(1);
    expect(preload).toHaveBeenCalledTimes(1);
    expect(draws).toBe(1);
    // A part that comes later runs its work at once.
    const later = jest.fn();
    renderHook(() => useOnAfterFirstScreen(later));
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('run each piece of waiting work in a task of its own, so none makes one long task of them', async () => {
    // The browser's scheduler, whose tasks the test lets go one by one.
    const tasks: (() => void)[] = [];
    Object.defineProperty(globalThis, 'scheduler', { value: { yield: () => new Promise<void>((resolve) => tasks.push(resolve)) }, configurable: true });
    const nextTask = () => act(async () => tasks.shift()?.());
    try {
      awaitFirstScreen();
      const ran: string[] = [];
      renderHook(() => useOnAfterFirstScreen(() => ran.push('first')));
      renderHook(() => useOnAfterFirstScreen(() => ran.push('second')));
      act(() => markFirstScreenDrawn());
      paintThenIdle();
      expect(ran).toEqual([]);
      await nextTask();
      expect(ran).toEqual(['first']);
      await nextTask();
      expect(ran).toEqual(['first', 'second']);
    } finally {
      Object.defineProperty(globalThis, 'scheduler', { value: undefined, configurable: true });
    }
  });

  it('run no work whose part went before its turn', async () => {
    awaitFirstScreen();
    const preload = jest.fn();
    const part = renderHook(() => useOnAfterFirstScreen(preload));
    act(() => markFirstScreenDrawn());
    paintThenIdle();
    part.unmount();
    await nextTasks(1);
    expect(preload).not.toHaveBeenCalled();
  });
});
