// Game auto-login: answers a launch link on a made-up demo domain for the member's own game
// account. Which providers take a password in the path is domain's rule (spec §7), and so is the
// provider's form in the path: lower case (/api/autoLogin/pg/...), matched exactly.
import type { AutoLoginResponse } from '@wallet/api';
import { AUTO_LOGIN_PROVIDERS, AUTO_LOGIN_WITH_PASSWORD_PROVIDERS, autoLoginSegment } from '@wallet/domain';
import { param } from '../http/body';
import { refuse } from '../http/errors';
import { member, type MemberContext, type RouteTable } from '../http/route-def';
import { newToken } from '../store/ids';

/** The demo play domain: .test can never resolve to a real site. */
const PLAY_ORIGIN = 'https://play.example.test';

function launch({ store, member: me, params }: MemberContext, providers: readonly string[], withPassword: boolean): AutoLoginResponse {
  const segment = param(params, 'provider', 'NO_GAME');
  const provider = segment.toUpperCase();
  if (segment !== autoLoginSegment(segment) || !providers.includes(provider)) refuse('NO_GAME');
  const own = me.games[provider];
  if (!store.gameOf(provider) || !own?.isActive) refuse('SLOT_NO_ACCOUNT');
  if (param(params, 'username', 'SLOT_NO_ACCOUNT') !== own.username) refuse('SLOT_NO_ACCOUNT');
  if (withPassword && param(params, 'password', 'WRONG_CREDENTIAL') !== own.password) refuse('WRONG_CREDENTIAL');
  return { link: store.fixture.autoLoginLink ?? `${PLAY_ORIGIN}/${provider.toLowerCase()}/launch?session=${newToken()}` };
}

export const autoLoginRoutes = {
  autoLogin: member((context) => launch(context, AUTO_LOGIN_PROVIDERS, false)),
  autoLoginWithPassword: member((context) => launch(context, AUTO_LOGIN_WITH_PASSWORD_PROVIDERS, true)),
} satisfies RouteTable;
