import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '@wallet/i18n/testing';
import type { ApiError } from '@wallet/api';
import { isUnreachable } from '@wallet/api';
import { ApiErrorText, useApiErrorText } from './api-error-text';

const wrongCredential: ApiError = { status: 400, code: 'WRONG_CREDENTIAL', messageKey: 'errors:code.WRONG_CREDENTIAL', message: 'Incorrect phone number or password' };
const freeText: ApiError = { status: 400, code: 'Server says no', messageKey: null, message: 'Server says no' };
const network: ApiError = { status: 'NETWORK', code: null, messageKey: 'errors:network.connection', message: 'x' };
const gateway: ApiError = { status: 502, code: null, messageKey: 'errors:unknown', message: 'x' };
const minimum: ApiError = { status: 400, code: 'X', messageKey: 'errors:validation.transferMinimum', message: 'x' };

function Probe({ error, values }: { error: unknown; values?: Record<string, unknown> }) {
  return <p>{useApiErrorText(error, values)}</p>;
}

function renderIn(locale: 'en' | 'th' | 'lo', ui: ReactElement) {
  const i18n = createTestI18n(locale);
  return { i18n, ...render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>) };
}

describe('useApiErrorText', () => {
  it('translates the key at render time, so the text follows a language switch', async () => {
    const { i18n } = renderIn('en', <Probe error={wrongCredential} />);
    expect(screen.getByText('Incorrect phone number or password')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('th'));
    expect(screen.getByText(i18n.t('errors:code.WRONG_CREDENTIAL'))).toBeInTheDocument();
    expect(screen.queryByText('Incorrect phone number or password')).not.toBeInTheDocument();
  });

  it('shows the raw server text when the code has no key', () => {
    renderIn('th', <Probe error={freeText} />);
    expect(screen.getByText('Server says no')).toBeInTheDocument();
  });

  it('fills placeholders from values', () => {
    renderIn('en', <Probe error={minimum} values={{ min: '1.00 kip' }} />);
    expect(screen.getByText('The minimum transfer is 1.00 kip')).toBeInTheDocument();
  });

  it('says the server cannot be reached for no network and for a bare gateway error', () => {
    const { i18n } = renderIn('lo', <Probe error={gateway} />);
    expect(screen.getByText(i18n.t('errors:network.connection'))).toBeInTheDocument();
    expect(isUnreachable(network)).toBe(true);
    expect(isUnreachable(gateway)).toBe(true);
    expect(isUnreachable({ ...gateway, code: 'INTERNAL_SERVER_ERROR' })).toBe(false);
    expect(isUnreachable(wrongCredential)).toBe(false);
    expect(isUnreachable(new Error('boom'))).toBe(false);
  });

  it('falls back to the generic message for anything that is not an api error', () => {
    renderIn('en', <Probe error={new Error('boom')} />);
    expect(screen.getByText('Something went wrong. Please try again.')).toBeInTheDocument();
  });
});

describe('ApiErrorText', () => {
  it('renders the same text as an element', async () => {
    const { i18n } = renderIn('en', <ApiErrorText error={wrongCredential} />);
    expect(screen.getByText('Incorrect phone number or password')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('lo'));
    expect(screen.getByText(i18n.t('errors:code.WRONG_CREDENTIAL'))).toBeInTheDocument();
  });
});
