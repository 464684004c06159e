import { gameLoginRoute, LIMITS } from '@wallet/domain';
import type { ApiContext } from '../../api-context';
import { normalizeError, type ApiError } from '../../api-error';
import { baseApi } from '../../base-api';
import { onlyWhenAsked } from '../../fresh-on-return';
import { readingOf } from '../../call-request';
import { AUTO_LOGIN_CALLS, type AutoLoginResponse } from './auto-login.calls';
import { withErrorTexts } from '../../error-texts';

export interface GameLinkRequest {
  provider: string;
  username: string;
  password: string;
}

export const autoLoginApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The web-play link of a game account (spec section 7): domain's gameLoginRoute picks the
     * auto-login path, provider case included. Providers without auto-login open the game's own
     * link instead, so asking for theirs fails with NO_GAME. Links are single-use: never cached.
     */
    gameLink: build.query<AutoLoginResponse, GameLinkRequest>({
      async queryFn({ provider, username, password }, api, _extra, baseQuery) {
        const route = gameLoginRoute(provider, username, password);
        if (route.kind === 'openLink') {
          const context = api.extra as ApiContext;
          return withErrorTexts({ error: normalizeError({ status: 400, data: { message: 'NO_GAME' } }, context.translate) }, context);
        }
        const call = route.withPassword ? 'autoLoginWithPassword' : 'autoLogin';
        const result = await baseQuery({ url: route.path, method: 'GET', timeout: LIMITS.REQUEST_TIMEOUT_MS, ...readingOf(AUTO_LOGIN_CALLS[call]) });
        return result.error ? { error: result.error as ApiError } : { data: result.data as AutoLoginResponse };
      },
      keepUnusedDataFor: 0,
    }),
  }),
});

export const useLazyGameLinkQuery = onlyWhenAsked(autoLoginApi.useLazyGameLinkQuery);
