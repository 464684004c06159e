/**
 * The readings a member must not see stale after being away (issue 19) opt in to RTK Query's
 * refetchOnFocus: read again when the tab is shown again (the store's setupListeners dispatches
 * it). Every reading is read again when the network returns (base-api's refetchOnReconnect).
 * Only queries: a money action is sent once.
 */
export const FRESH_ON_RETURN = { refetchOnReconnect: true, refetchOnFocus: true } as const;

type QueryHook = (arg: never, options?: never) => unknown;

/** An endpoint's query hook whose every subscription opts in to {@link FRESH_ON_RETURN} (options given still win). */
export function freshOnReturn<Hook extends QueryHook>(hook: Hook): Hook {
  const subscribe = hook as unknown as (arg: unknown, options?: object) => unknown;
  return ((arg: unknown, options?: object) => subscribe(arg, { ...FRESH_ON_RETURN, ...options })) as unknown as Hook;
}

type LazyQueryHook = (options?: never) => unknown;

/**
 * A lazy query fetched on a tap (a single-use game link, a slip's address, the whole statement
 * for a file): read when asked only, never again by itself when the connection returns.
 */
export function onlyWhenAsked<Hook extends LazyQueryHook>(hook: Hook): Hook {
  const subscribe = hook as unknown as (options?: object) => unknown;
  return ((options?: object) => subscribe({ refetchOnReconnect: false, ...options })) as unknown as Hook;
}
