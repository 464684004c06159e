import { act, renderHook } from '@testing-library/react';
import { useSingleFlight, useSingleSuccess } from './use-single-flight';

describe('useSingleFlight', () => {
  it('ignores calls while one is running, and runs again once it has finished', async () => {
    let finish: () => void = () => undefined;
    const action = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { result } = renderHook(() => useSingleFlight(action));
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current();
      void result.current();
      void result.current();
    });
    expect(action).toHaveBeenCalledTimes(1);
    await act(async () => {
      finish();
      await first;
    });
    act(() => void result.current());
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('frees itself when the action fails', async () => {
    const action = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(undefined);
    const { result } = renderHook(() => useSingleFlight(action));
    await act(async () => {
      await expect(result.current()).rejects.toThrow('down');
    });
    await act(async () => {
      await result.current();
    });
    expect(action).toHaveBeenCalledTimes(2);
  });
});

describe('useSingleSuccess', () => {
  it('runs again after a failure, and never again after a success', async () => {
    const action = jest.fn<Promise<boolean>, []>().mockResolvedValueOnce(false).mockResolvedValue(true);
    const { result } = renderHook(() => useSingleSuccess(action));
    await act(() => result.current());
    await act(() => result.current());
    await act(() => result.current());
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('after a success, runs again only once the data it was given is fresh', async () => {
    const action = jest.fn<Promise<boolean>, []>().mockResolvedValue(true);
    const { result, rerender } = renderHook(({ fresh }) => useSingleSuccess(action, fresh), { initialProps: { fresh: 1 } });
    await act(() => result.current());
    await act(() => result.current());
    expect(action).toHaveBeenCalledTimes(1);
    rerender({ fresh: 2 });
    await act(() => result.current());
    expect(action).toHaveBeenCalledTimes(2);
  });
});
