import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RetryAlert } from './retry-alert';
import { renderWithUi } from './testing';

describe('RetryAlert', () => {
  it('says why and retries on demand, once at a time', async () => {
    const onRetry = jest.fn();
    const { rerender } = renderWithUi(
      <RetryAlert onRetry={onRetry} retrying={false}>
        Cannot reach the server
      </RetryAlert>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Cannot reach the server');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(
      <RetryAlert onRetry={onRetry} retrying>
        Cannot reach the server
      </RetryAlert>,
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDisabled();
  });
});
