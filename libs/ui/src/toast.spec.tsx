import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from './testing';
import { useToast } from './toast';

function Trigger({ durationMs }: { durationMs?: number }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast({ message: 'Registration successful', tone: 'success', durationMs })}>
      go
    </button>
  );
}

describe('Toast', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the message for its duration, then removes it', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithUi(<Trigger durationMs={4000} />);
    await user.click(screen.getByRole('button', { name: 'go' }));
    expect(screen.getByRole('status')).toHaveTextContent('Registration successful');
    act(() => jest.advanceTimersByTime(3999));
    expect(screen.getByText('Registration successful')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Registration successful')).not.toBeInTheDocument();
  });

  it('can be dismissed early', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithUi(<Trigger />);
    await user.click(screen.getByRole('button', { name: 'go' }));
    await user.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Registration successful')).not.toBeInTheDocument();
  });
});
