import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '@wallet/i18n/testing';
import type { ApiError } from '@wallet/api';
import { MoneyErrorText } from './money-error-text';

const UNSURE = 'We did not get an answer in time. Check your balance before you try again: the money may already have moved.';
const UNREADABLE = "The server sent an answer this app can't read, so we can't tell whether this went through. Check your balance before you try again.";

const failure = (status: ApiError['status'], code: string | null, messageKey: string | null, message = 'x'): ApiError => ({ status, code, messageKey, message });

function shown(error: unknown): string | null {
  const { container, unmount } = render(
    <I18nextProvider i18n={createTestI18n('en')}>
      <MoneyErrorText error={error} values={{ min: '1.00 baht' }} />
    </I18nextProvider>,
  );
  const text = container.textContent;
  unmount();
  return text;
}

describe('MoneyErrorText', () => {
  it.each([
    ['a time-out', failure('TIMEOUT', null, 'errors:network.timeout')],
    ['no connection', failure('NETWORK', null, 'errors:network.connection')],
    ["a gateway's bare 502 (the backend dropped the call)", failure(502, null, 'errors:unknown')],
    ["a gateway's bare 504", failure(504, null, 'errors:unknown')],
  ])('asks to check the balance before trying again after %s', (_, error) => {
    expect(shown(error)).toBe(UNSURE);
  });

  it('says an unreadable answer leaves the outcome unknown', () => {
    expect(shown(failure('UNEXPECTED', null, 'errors:network.unexpected'))).toBe(UNREADABLE);
  });

  it("gives the server's own failure in words, its placeholders filled", () => {
    expect(shown(failure(400, 'MONEY_NOT_ENOUGH', 'errors:code.MONEY_NOT_ENOUGH'))).toBe(createTestI18n('en').t('errors:code.MONEY_NOT_ENOUGH'));
    expect(shown(failure(500, 'INTERNAL_SERVER_ERROR', 'errors:code.INTERNAL_SERVER_ERROR'))).toBe('A server error occurred. Please try again later.');
    expect(shown(failure(400, 'X', 'errors:validation.transferMinimum'))).toBe('The minimum transfer is 1.00 baht');
  });

  it('reads in Thai and Lao too', () => {
    for (const locale of ['th', 'lo'] as const) {
      const { container } = render(
        <I18nextProvider i18n={createTestI18n(locale)}>
          <MoneyErrorText error={failure('UNEXPECTED', null, 'errors:network.unexpected')} />
        </I18nextProvider>,
      );
      expect(container.textContent).toBe(createTestI18n(locale).t('wallet:moneyUnreadable'));
      expect(container.textContent).not.toBe(UNREADABLE);
    }
  });
});
