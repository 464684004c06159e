import { screen } from '@testing-library/react';
import { renderWithUi } from '@wallet/ui/testing';
import { ErrorBoundary } from './error-boundary';

function Broken(): never {
  throw new Error('boom');
}

describe('ErrorBoundary', () => {
  it('shows a translated message with a reload instead of a blank page', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithUi(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
      { locale: 'th' },
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/\p{Script=Thai}/u);
    expect(screen.getByRole('button')).toBeInTheDocument();
  });
});
