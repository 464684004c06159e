import { screen } from '@testing-library/react';
import { darkTheme, lightTheme } from '@wallet/ui';
import { renderWithUi } from '@wallet/ui/testing';
import { ErrorBoundary } from './error-boundary';

function Broken(): never {
  throw new Error('boom');
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('ErrorBoundary', () => {
  it('shows a translated message with a reload instead of a blank page', () => {
    renderWithUi(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
      { locale: 'th' },
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/\p{Script=Thai}/u);
    expect(screen.getByRole('button')).toBeInTheDocument();
  });

  it.each([
    ['en', 'Something went wrong'],
    ['lo', /\p{Script=Lao}/u],
  ] as const)('draws a crash in the member area in its dark theme, not as a light card on the dark app (%s)', (locale, title) => {
    renderWithUi(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
      { locale, route: '/user/home', theme: lightTheme },
    );
    const card = screen.getByRole('alert');
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(card).toHaveStyle({ backgroundColor: darkTheme.color.surface });
    expect(card.parentElement?.parentElement).toHaveStyle({ backgroundColor: darkTheme.color.background });
  });

  it('keeps the theme it is shown in on a public page', () => {
    renderWithUi(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
      { route: '/login', theme: lightTheme },
    );
    expect(screen.getByRole('alert')).toHaveStyle({ backgroundColor: lightTheme.color.surface });
  });
});
