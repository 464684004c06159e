import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from './testing';
import { useClearToasts, useToastScope, useToast } from './toast';

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

  it('stacks toasts in one polite live region, an error as an alert', async () => {
    function Two() {
      const toast = useToast();
      return (
        <button
          type="button"
          onClick={() => {
            toast({ message: 'Saved', tone: 'success' });
            toast({ message: 'Transfer failed', tone: 'danger' });
          }}
        >
          go
        </button>
      );
    }
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithUi(<Two />);
    await user.click(screen.getByRole('button', { name: 'go' }));
    const status = screen.getByRole('status');
    const alert = screen.getByRole('alert');
    expect(status).toHaveTextContent('Saved');
    expect(alert).toHaveTextContent('Transfer failed');
    expect(status.parentElement).toBe(alert.parentElement);
    expect(status.parentElement).toHaveAttribute('aria-live', 'polite');
  });

  it('drops the toasts of one part of the app when another part is entered', async () => {
    function Area({ scope }: { scope: string }) {
      useToastScope(scope);
      return <Trigger durationMs={10_000} />;
    }
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { rerender } = renderWithUi(<Area scope="public" />);
    await user.click(screen.getByRole('button', { name: 'go' }));
    rerender(<Area scope="public" />);
    expect(screen.getByText('Registration successful')).toBeInTheDocument();
    rerender(<Area scope="member" />);
    expect(screen.queryByText('Registration successful')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'go' }));
    expect(screen.getByText('Registration successful')).toBeInTheDocument();
  });

  it("keeps one message per group: a newer one replaces the group's older ones, and clearing the group drops it", async () => {
    function Wizard() {
      const toast = useToast();
      const clear = useClearToasts();
      return (
        <>
          <button type="button" onClick={() => toast({ message: 'Saved elsewhere', tone: 'success' })}>
            other
          </button>
          <button type="button" onClick={() => toast({ message: 'Passwords do not match', tone: 'danger', group: 'wizard' })}>
            wrong
          </button>
          <button type="button" onClick={() => toast({ message: 'Registration successful', tone: 'success', group: 'wizard' })}>
            right
          </button>
          <button type="button" onClick={() => clear('wizard')}>
            next step
          </button>
        </>
      );
    }
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithUi(<Wizard />);
    await user.click(screen.getByRole('button', { name: 'other' }));
    await user.click(screen.getByRole('button', { name: 'wrong' }));
    await user.click(screen.getByRole('button', { name: 'right' }));
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
    expect(screen.getByText('Registration successful')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'wrong' }));
    await user.click(screen.getByRole('button', { name: 'next step' }));
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
    expect(screen.getByText('Saved elsewhere')).toBeInTheDocument();
  });
});
