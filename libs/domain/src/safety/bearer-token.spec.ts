import fc from 'fast-check';
import { BEARER_TOKEN_MAX_LENGTH, isBearerToken } from './bearer-token';

const TOKEN_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~+/';

describe('isBearerToken', () => {
  it('takes session tokens as servers write them: base64url, base64 with padding, a JWT', () => {
    for (const token of ['r1Yk3yqP-Zb0_x2wQm9V8sLd4TfHnC7a', 'c2Vzc2lvbg==', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig-nature_x']) expect(isBearerToken(token)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['spaces', 'two words'],
    ['a line break', 'abc\ndef'],
    ['Thai letters', 'โทเค็น'],
    ['JSON', '{"token":"abc"}'],
    ['a quoted string', '"abc"'],
    ['padding in the middle', 'ab=cd'],
    ['too long', 'a'.repeat(BEARER_TOKEN_MAX_LENGTH + 1)],
  ])('refuses %s', (_, value) => {
    expect(isBearerToken(value)).toBe(false);
  });

  it('refuses anything that is not a string', () => {
    for (const value of [null, undefined, 42, {}, ['abc']]) expect(isBearerToken(value)).toBe(false);
  });

  it('takes every run of token characters up to the limit, with or without padding', () => {
    const token = fc.string({ unit: fc.constantFrom(...TOKEN_CHARACTERS), minLength: 1, maxLength: 200 });
    fc.assert(fc.property(token, fc.nat(2), (value, padding) => expect(isBearerToken(value + '='.repeat(padding))).toBe(true)));
  });

  it('refuses any value holding a character no token has', () => {
    const outside = fc.string({ minLength: 1, maxLength: 1 }).filter((character) => !TOKEN_CHARACTERS.includes(character) && character !== '=');
    fc.assert(fc.property(fc.string(), outside, fc.string(), (before, character, after) => expect(isBearerToken(before + character + after)).toBe(false)));
  });

  it('every value it takes can be sent in an Authorization header', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        if (isBearerToken(value)) expect(() => new Headers({ Authorization: `Bearer ${value}` })).not.toThrow();
      }),
    );
  });
});
