import { onSessionChange, readToken } from './token-storage';

/**
 * The answers the document asked for before the app loaded (issue 27): index.html's first-calls
 * script (tools/release/first-calls.mjs) asks for the first readings of a member's home, or of a
 * visitor's first visit, while the app's script is still on its way, and leaves their promises
 * here by address.
 */
export interface FirstCalls {
  /** The Authorization header they were asked with; null for a visitor's, asked without one. */
  authorization: string | null;
  startedAt: number;
  calls: Record<string, Promise<Response> | undefined>;
}

/** The Authorization header the app's calls carry for `token` (none without one). */
const authorizationFor = (token: string | null): string | null => (token ? `Bearer ${token}` : null);

declare global {
  interface Window {
    __walletFirstCalls?: FirstCalls;
  }
}

/** Older than this, an answer is not the member's arrival any more: it is asked for again. */
export const FIRST_CALL_FRESH_MS = 15_000;

/**
 * Reads out an answer no one will take: an unread body keeps its connection busy, and the app's
 * own calls would queue behind it.
 */
function drain(answer: Promise<Response>): void {
  answer.then((response) => response.arrayBuffer()).catch(() => undefined);
}

/** Lets go of every answer not taken yet. */
export function dropFirstCalls(): void {
  const first = typeof window === 'undefined' ? undefined : window.__walletFirstCalls;
  if (!first) return;
  for (const answer of Object.values(first.calls)) if (answer) drain(answer);
  first.calls = {};
}

/**
 * Called as the app starts: answers asked with a token the app does not hold (one it found broken,
 * or none) are let go at once; the others when they are no longer fresh, or when the session
 * changes, whichever comes first.
 */
export function settleFirstCalls(): void {
  const first = typeof window === 'undefined' ? undefined : window.__walletFirstCalls;
  if (!first) return;
  if (first.authorization !== authorizationFor(readToken())) return dropFirstCalls();
  setTimeout(dropFirstCalls, Math.max(0, first.startedAt + FIRST_CALL_FRESH_MS - Date.now()));
  const stopWatching = onSessionChange(() => {
    stopWatching();
    dropFirstCalls();
  });
}

/**
 * The document's answer to `request`, taken once, or null: only a GET to the same address with the
 * same session (a login or logout since then asks again) while the answer is fresh. It gives up as
 * the request's own signal does (the call's time-out, or the call being dropped).
 */
export function takeFirstCall(request: Request, now = Date.now()): Promise<Response> | null {
  const first = typeof window === 'undefined' ? undefined : window.__walletFirstCalls;
  const answer = first?.calls[request.url];
  if (!first || !answer || request.method !== 'GET') return null;
  delete first.calls[request.url];
  // A visitor's answer goes only to a call without a session, a member's only to the same one.
  if (now - first.startedAt > FIRST_CALL_FRESH_MS || request.headers.get('Authorization') !== first.authorization) {
    drain(answer);
    return null;
  }
  return new Promise((resolve, reject) => {
    const giveUp = () => reject(request.signal.reason);
    if (request.signal.aborted) giveUp();
    request.signal.addEventListener('abort', giveUp, { once: true });
    answer.then(resolve, reject);
  });
}

/** fetch, unless the document already asked (takeFirstCall). RTK Query hands it a Request. */
export const firstCallOrFetch = (input: RequestInfo, init?: RequestInit): Promise<Response> =>
  (input instanceof Request && !init ? takeFirstCall(input) : null) ?? fetch(input, init);
