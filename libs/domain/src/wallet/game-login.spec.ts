import fc from 'fast-check';
import { AUTO_LOGIN_PROVIDERS, AUTO_LOGIN_WITH_PASSWORD_PROVIDERS, GAME_LOGIN_PROVIDERS, autoLoginSegment, gameLoginRoute, hasAutoLogin } from './game-login';

describe('gameLoginRoute (spec §7 auto-login, §9 providers)', () => {
  it('logs PG, BETFLIX, AREASLOT, JOKER2 and HUAYHD in with the username', () => {
    expect(AUTO_LOGIN_PROVIDERS).toEqual(['PG', 'BETFLIX', 'AREASLOT', 'JOKER2', 'HUAYHD']);
    expect(gameLoginRoute('PG', 'user01', 'pw')).toEqual({ kind: 'autoLogin', path: '/api/autoLogin/pg/user01', withPassword: false });
    expect(gameLoginRoute('JOKER2', 'user01', 'pw')).toEqual({ kind: 'autoLogin', path: '/api/autoLogin/joker2/user01', withPassword: false });
  });

  it('logs ASKMEBET, IMI, USUN, CIRCUS, SLOTRACHA and PGSLOT in with username and password', () => {
    expect(AUTO_LOGIN_WITH_PASSWORD_PROVIDERS).toEqual(['ASKMEBET', 'IMI', 'USUN', 'CIRCUS', 'SLOTRACHA', 'PGSLOT']);
    expect(gameLoginRoute('PGSLOT', 'user01', 'pw1')).toEqual({ kind: 'autoLogin', path: '/api/autoLogin/pgslot/user01/pw1', withPassword: true });
    expect(gameLoginRoute('askmebet', 'u', 'p')).toEqual({ kind: 'autoLogin', path: '/api/autoLogin/askmebet/u/p', withPassword: true });
  });

  it('is case-insensitive on the provider', () => {
    expect(gameLoginRoute('Pg', 'u', 'p')).toEqual(gameLoginRoute('PG', 'u', 'p'));
    expect(gameLoginRoute('circus', 'u', 'p')).toEqual({ kind: 'autoLogin', path: '/api/autoLogin/circus/u/p', withPassword: true });
  });

  it('writes the provider segment in lower case, the one form the backend matches', () => {
    expect(autoLoginSegment(' PgSlot ')).toBe('pgslot');
    for (const provider of [...AUTO_LOGIN_PROVIDERS, ...AUTO_LOGIN_WITH_PASSWORD_PROVIDERS]) {
      const route = gameLoginRoute(provider.toLowerCase(), 'u', 'p');
      expect(route.kind === 'autoLogin' && route.path.split('/')[3]).toBe(autoLoginSegment(provider));
    }
  });

  it('URL-encodes username and password segments', () => {
    expect(gameLoginRoute('IMI', 'a/b', 'p w?#')).toEqual({ kind: 'autoLogin', path: '/api/autoLogin/imi/a%2Fb/p%20w%3F%23', withPassword: true });
  });

  it('opens the game link for JOKER, SEXYGAME, UFABET, SUPERSLOT, SLOTXO and unknown providers', () => {
    for (const provider of ['JOKER', 'SEXYGAME', 'UFABET', 'SUPERSLOT', 'SLOTXO', 'NEWGAME', '']) {
      expect(gameLoginRoute(provider, 'u', 'p')).toEqual({ kind: 'openLink' });
    }
    expect(GAME_LOGIN_PROVIDERS).toHaveLength(16);
  });

  it('keeps every path to exactly its segments, whatever the credentials', () => {
    fc.assert(
      fc.property(fc.constantFrom(...AUTO_LOGIN_WITH_PASSWORD_PROVIDERS), fc.string(), fc.string(), (provider, user, pass) => {
        const route = gameLoginRoute(provider, user, pass);
        if (route.kind !== 'autoLogin') throw new Error('expected autoLogin');
        const segments = route.path.split('/');
        expect(segments).toHaveLength(6);
        expect(decodeURIComponent(segments[4])).toBe(user);
        expect(decodeURIComponent(segments[5])).toBe(pass);
      }),
    );
  });
});

describe('hasAutoLogin', () => {
  it('says exactly which providers gameLoginRoute logs in through an auto-login call', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...GAME_LOGIN_PROVIDERS, 'pg', ' Circus ', 'NEWGAME'), fc.string()), (provider) => {
        expect(hasAutoLogin(provider)).toBe(gameLoginRoute(provider, 'u', 'p').kind === 'autoLogin');
      }),
    );
    expect(hasAutoLogin('JOKER')).toBe(false);
    expect(hasAutoLogin('joker2')).toBe(true);
  });
});
