import { act, renderHook } from '@testing-library/react';
import { awaitFirstScreen, FIRST_SCREEN_PATIENCE_MS, markFirstScreenDrawn, useAfterFirstScreen, useMarkFirstScreen, useOnAfterFirstScreen } from './first-screen';

// jsdom has loaded the page and has no requestIdleCallback: the idle moment is a timer.
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
    act(() => void jest.runOnlyPendingTimers());
    expect(result.current).toBe(true);
  });

  it('come when the screen goes before drawing, or after a patience for a screen that never does', () => {
    awaitFirstScreen();
    const left = renderHook(() => useAfterFirstScreen());
    renderHook(() => useMarkFirstScreen(false)).unmount();
    act(() => void jest.runOnlyPendingTimers());
    expect(left.result.current).toBe(true);

    awaitFirstScreen();
    const stalled = renderHook(() => useAfterFirstScreen());
    act(() => void jest.advanceTimersByTime(FIRST_SCREEN_PATIENCE_MS));
    act(() => void jest.runOnlyPendingTimers());
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
    act(() => void jest.runOnlyPendingTimers());
    expect(result.current).toBe(true);
    expect(draws).toBe(2);
  });

  it('run work that shows nothing once they may come, without drawing the part that asks again', () => {
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
    act(() => void jest.runOnlyPendingTimers());
    expect(preload).toHaveBeenCalledTimes(1);
    expect(draws).toBe(1);
    // A part that comes later runs its work at once.
    const later = jest.fn();
    renderHook(() => useOnAfterFirstScreen(later));
    expect(later).toHaveBeenCalledTimes(1);
  });
});
