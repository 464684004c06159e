import { isOneOf } from '../one-of';
import { normalizeCode } from '../text';

/** Every game-login provider named in spec §9. */
export const GAME_LOGIN_PROVIDERS = [
  'JOKER', 'SEXYGAME', 'BETFLIX', 'ASKMEBET', 'UFABET', 'SUPERSLOT', 'PG', 'SLOTXO',
  'IMI', 'USUN', 'AREASLOT', 'CIRCUS', 'SLOTRACHA', 'PGSLOT', 'JOKER2', 'HUAYHD',
] as const;

/** Providers logged in with /api/autoLogin/{provider}/{username} (spec §7). */
export const AUTO_LOGIN_PROVIDERS = ['PG', 'BETFLIX', 'AREASLOT', 'JOKER2', 'HUAYHD'] as const;

/** Providers logged in with /api/autoLogin/{provider}/{username}/{password} (spec §7). */
export const AUTO_LOGIN_WITH_PASSWORD_PROVIDERS = ['ASKMEBET', 'IMI', 'USUN', 'CIRCUS', 'SLOTRACHA', 'PGSLOT'] as const;

/** How web play starts: an auto-login call whose answer is the link, or the game's own link. */
/** `withPassword`: the route of the providers that log in with the password too (the call autoLoginWithPassword). */
export type GameLoginRoute = { kind: 'autoLogin'; path: string; withPassword: boolean } | { kind: 'openLink' };

/**
 * The provider as an auto-login path writes it, spec §7 ('/api/autoLogin/pg/...'): trimmed and in
 * lower case. The backend matches this form exactly.
 */
export function autoLoginSegment(provider: string): string {
  return normalizeCode(provider).toLowerCase();
}

/** Whether web play of the provider (any case) starts with an auto-login call rather than the game's own link. */
export function hasAutoLogin(provider: string): boolean {
  const code = normalizeCode(provider);
  return isOneOf(AUTO_LOGIN_PROVIDERS, code) || isOneOf(AUTO_LOGIN_WITH_PASSWORD_PROVIDERS, code);
}

/**
 * Web-play routing, spec §7 and §9 (provider case-insensitive): PG, BETFLIX, AREASLOT, JOKER2,
 * HUAYHD -> GET '/api/autoLogin/{provider}/{username}'; ASKMEBET, IMI, USUN, CIRCUS, SLOTRACHA,
 * PGSLOT -> '/api/autoLogin/{provider}/{username}/{password}'; the provider in lower case and
 * every segment URL-encoded. Any other provider (JOKER, SEXYGAME, UFABET, SUPERSLOT, SLOTXO,
 * unknown) -> openLink: open the game's own login link.
 */
export function gameLoginRoute(provider: string, username: string, password: string): GameLoginRoute {
  const code = normalizeCode(provider);
  const base = `/api/autoLogin/${encodeURIComponent(autoLoginSegment(code))}/${encodeURIComponent(username)}`;
  if (isOneOf(AUTO_LOGIN_PROVIDERS, code)) return { kind: 'autoLogin', path: base, withPassword: false };
  if (isOneOf(AUTO_LOGIN_WITH_PASSWORD_PROVIDERS, code)) {
    return { kind: 'autoLogin', path: `${base}/${encodeURIComponent(password)}`, withPassword: true };
  }
  return { kind: 'openLink' };
}
