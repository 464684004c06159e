import { act, screen } from '@testing-library/react';
import { LoadingOverlay } from './loading-overlay';
import { renderWithUi } from './testing';

describe('LoadingOverlay', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('stays hidden for calls that answer within 200 ms', () => {
    const { rerender } = renderWithUi(<LoadingOverlay active />);
    act(() => jest.advanceTimersByTime(199));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    rerender(<LoadingOverlay active={false} />);
    act(() => jest.advanceTimersByTime(500));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('appears once a call has been pending for 200 ms and goes when it ends', () => {
    const { rerender } = renderWithUi(<LoadingOverlay active />);
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    rerender(<LoadingOverlay active={false} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
