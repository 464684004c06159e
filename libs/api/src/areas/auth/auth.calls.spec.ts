import * as v from 'valibot';
import { AUTH_CALLS } from './auth.calls';

describe('the login answer', () => {
  const login = AUTH_CALLS.login.answer('client');

  it('gives the session token', () => {
    expect(v.safeParse(login, { token: 'r1Yk3yqP-Zb0_x2wQm9V8sLd4TfHnC7a' }).output).toEqual({ token: 'r1Yk3yqP-Zb0_x2wQm9V8sLd4TfHnC7a' });
  });

  it.each([
    ['no token', {}],
    ['an empty token', { token: '' }],
    ['a token with spaces', { token: 'two words' }],
    ['letters no header can carry', { token: 'โทเค็น' }],
  ])('is not a login with %s: no session could be kept from it', (_, body) => {
    expect(v.safeParse(login, body).success).toBe(false);
  });
});
