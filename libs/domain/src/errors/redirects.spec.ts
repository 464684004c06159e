import { isSiteGone, redirectsToLogin } from './redirects';

describe('redirectsToLogin (spec §8)', () => {
  it("is true for 'invalid-token' and INVALID_USER_1..4", () => {
    for (const value of ['invalid-token', 'INVALID_USER_1', 'INVALID_USER_2', 'INVALID_USER_3', 'INVALID_USER_4']) {
      expect(redirectsToLogin(value)).toBe(true);
    }
  });

  it('is false for any other code or message', () => {
    for (const value of ['INVALID_USER_INFO', 'UNAUTHORIZED', 'INVALID-TOKEN', 'gone', '', null, undefined]) {
      expect(redirectsToLogin(value)).toBe(false);
    }
  });
});

describe('isSiteGone (spec §2, §7)', () => {
  it("is true only for the exact message 'gone'", () => {
    expect(isSiteGone('gone')).toBe(true);
    expect(isSiteGone('GONE')).toBe(false);
    expect(isSiteGone('gone ')).toBe(false);
    expect(isSiteGone(undefined)).toBe(false);
  });
});
