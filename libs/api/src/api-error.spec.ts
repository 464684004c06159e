import { createTestI18n } from '@wallet/i18n/testing';
import { goneInSuccess, normalizeError, redirectFor } from './api-error';

describe('normalizeError', () => {
  const en = createTestI18n('en');
  const translate = (key: string) => en.t(key as never) as string;

  it('translates a known error code from the error table', () => {
    const error = normalizeError({ status: 400, data: { message: 'MONEY_NOT_ENOUGH' } }, translate);
    expect(error).toEqual({ status: 400, code: 'MONEY_NOT_ENOUGH', messageKey: 'errors:code.MONEY_NOT_ENOUGH', message: en.t('errors:code.MONEY_NOT_ENOUGH') });
    expect(error.message).toMatch(/insufficient/i);
  });

  it('shows the raw server message when it is not a known code', () => {
    expect(normalizeError({ status: 400, data: { message: 'Bank under maintenance' } }, translate)).toMatchObject({
      code: 'Bank under maintenance',
      messageKey: null,
      message: 'Bank under maintenance',
    });
  });

  it('gives a translated connection or time-out problem when no answer came', () => {
    const th = createTestI18n('th');
    const thai = (key: string) => th.t(key as never) as string;
    expect(normalizeError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, thai)).toMatchObject({ status: 'NETWORK', message: th.t('errors:network.connection') });
    expect(normalizeError({ status: 'TIMEOUT_ERROR', error: 'AbortError' }, translate)).toMatchObject({ status: 'TIMEOUT', message: en.t('errors:network.timeout') });
  });

  it('falls back to a generic message for an answer without a message', () => {
    expect(normalizeError({ status: 500, data: '<html>' }, translate)).toMatchObject({ status: 500, code: null, message: en.t('errors:unknown') });
  });
});

describe('redirects', () => {
  const error = (code: string) => ({ status: 401, code, messageKey: null, message: code });

  it("sends 'gone' to /terminated and bad tokens or unverifiable users to /login", () => {
    expect(redirectFor(error('gone'))).toBe('/terminated');
    expect(redirectFor(error('invalid-token'))).toBe('/login');
    ['INVALID_USER_1', 'INVALID_USER_2', 'INVALID_USER_3', 'INVALID_USER_4'].forEach((code) => expect(redirectFor(error(code))).toBe('/login'));
    expect(redirectFor(error('MONEY_NOT_ENOUGH'))).toBeNull();
  });

  it("treats a successful answer carrying 'gone' as the site being gone", () => {
    expect(goneInSuccess({ message: 'gone' })).toBe(true);
    expect(goneInSuccess({ message: 'active' })).toBe(false);
    expect(goneInSuccess([1, 2])).toBe(false);
  });
});
