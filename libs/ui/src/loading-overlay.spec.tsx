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

describe('LoadingOverlay under a tap in progress (issue 37 item 3)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits for the tap to end, so its press and release land on the same link and it opens', () => {
    const opened = jest.fn();
    renderWithUi(
      <>
        <a href="#profile" onClick={(event) => (event.preventDefault(), opened())}>
          Profile
        </a>
        <LoadingOverlay active />
      </>,
    );
    const link = screen.getByRole('link', { name: 'Profile' });
    act(() => void link.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true })));
    act(() => jest.advanceTimersByTime(300));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => {
      link.dispatchEvent(new MouseEvent('pointerup', { bubbles: true }));
      link.click();
    });
    expect(opened).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(0));
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('stays up under a press that starts once it shows', () => {
    renderWithUi(<LoadingOverlay active />);
    act(() => jest.advanceTimersByTime(200));
    act(() => void document.body.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true })));
    expect(screen.getByRole('status')).toBeInTheDocument();
  });
});
