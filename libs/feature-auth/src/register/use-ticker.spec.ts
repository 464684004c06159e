import { act, renderHook } from '@testing-library/react';
import { useTicker } from './use-ticker';

describe('useTicker', () => {
  afterEach(() => jest.restoreAllMocks());

  it('reads the clock again when it stops, so a countdown stopped by the clock shows zero', () => {
    const start = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(start);
    const { result, rerender } = renderHook(({ running }) => useTicker(running), { initialProps: { running: true } });
    expect(result.current).toBe(start);

    // The caller re-renders past its deadline between two ticks and stops the ticker.
    clock.mockReturnValue(start + 61_000);
    rerender({ running: false });
    expect(result.current).toBe(start + 61_000);
  });

  it('reads the clock every second while running', () => {
    jest.useFakeTimers({ now: 1_000_000 });
    try {
      const { result } = renderHook(() => useTicker(true));
      act(() => jest.advanceTimersByTime(3000));
      expect(result.current).toBe(1_003_000);
    } finally {
      jest.useRealTimers();
    }
  });
});
