import fc from 'fast-check';
import { AUTO_LOGIN_PROVIDERS, AUTO_LOGIN_WITH_PASSWORD_PROVIDERS } from './game-login';
import { playTargets, transfersBeforePlay } from './play';

describe('transfersBeforePlay', () => {
  it('opens the link at once for a game balance of zero or less', () => {
    expect(transfersBeforePlay(0, 100)).toBe(false);
    expect(transfersBeforePlay(-5, 100)).toBe(false);
    fc.assert(fc.property(fc.double({ max: 0, noNaN: true }), (amount) => !transfersBeforePlay(amount, 100)));
  });

  it('moves the wallet into the game first for any positive game balance', () => {
    expect(transfersBeforePlay(0.01, 1)).toBe(true);
    expect(transfersBeforePlay('12.50', '3')).toBe(true);
    fc.assert(fc.property(fc.double({ min: 0.01, max: 1e9, noNaN: true }), (amount) => transfersBeforePlay(amount, 50)));
  });

  it('moves nothing from an empty wallet', () => {
    expect(transfersBeforePlay(250, 0)).toBe(false);
    expect(transfersBeforePlay(250, -1)).toBe(false);
    expect(transfersBeforePlay(250, null)).toBe(false);
  });

  it('treats an amount that is not a number as zero', () => {
    expect(transfersBeforePlay(null, 100)).toBe(false);
    expect(transfersBeforePlay('abc', 100)).toBe(false);
    expect(transfersBeforePlay(Number.NaN, 100)).toBe(false);
    expect(transfersBeforePlay(10, 'abc')).toBe(false);
  });
});

describe('playTargets (spec §2 game-account modal, §7 auto-login)', () => {
  const none = { web: null, android: null, ios: null };

  it('offers each app whose link the game has', () => {
    expect(playTargets('JOKER', { ...none, android: 'https://a.test', ios: 'https://i.test' })).toEqual(['android', 'ios']);
    expect(playTargets('JOKER', { ...none, ios: 'https://i.test' })).toEqual(['ios']);
  });

  it('offers the web with a web link, or with an auto-login route', () => {
    expect(playTargets('UFABET', { ...none, web: 'https://w.test' })).toEqual(['web']);
    for (const provider of [...AUTO_LOGIN_PROVIDERS, ...AUTO_LOGIN_WITH_PASSWORD_PROVIDERS, 'pg']) expect(playTargets(provider, none)).toEqual(['web']);
  });

  it('offers nothing for a link that is missing or blank', () => {
    expect(playTargets('UFABET', none)).toEqual([]);
    expect(playTargets('SLOTXO', { web: '  ', android: '', ios: undefined })).toEqual([]);
    expect(playTargets('NEWGAME', {})).toEqual([]);
  });

  it('still offers a link it cannot vouch for: the tap checks it and says why it does not open', () => {
    expect(playTargets('UFABET', { ...none, web: 'javascript:alert(1)' })).toEqual(['web']);
  });
});
