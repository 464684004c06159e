/**
 * The readings a member must not see stale after being away (issue 19) opt in to RTK Query's
 * refetchOnReconnect and refetchOnFocus: read again when the network returns or the tab is shown
 * again (the store's setupListeners dispatches both). Only queries: a money action is sent once.
 */
export const FRESH_ON_RETURN = { refetchOnReconnect: true, refetchOnFocus: true } as const;

type QueryHook = (arg: never, options?: never) => unknown;

/** An endpoint's query hook whose every subscription opts in to {@link FRESH_ON_RETURN} (options given still win). */
export function freshOnReturn<Hook extends QueryHook>(hook: Hook): Hook {
  const subscribe = hook as unknown as (arg: unknown, options?: object) => unknown;
  return ((arg: unknown, options?: object) => subscribe(arg, { ...FRESH_ON_RETURN, ...options })) as unknown as Hook;
}
