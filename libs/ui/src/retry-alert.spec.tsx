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

  it('keeps a compact retry as wide as its label, centred under the full-width message', () => {
    renderWithUi(
      <RetryAlert onRetry={jest.fn()} retrying={false} compactRetry>
        Cannot reach the server
      </RetryAlert>,
    );
    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(retry.parentElement).toHaveStyle({ justifyItems: 'center' });
    expect(screen.getByRole('alert')).toHaveStyle({ justifySelf: 'stretch' });
  });
});
