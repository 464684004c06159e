import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { LIMITS } from '@wallet/domain';
import type { WalletState } from './api-store';

// Background calls that must not cover the screen with the loading overlay. Refreshing the game
// balances shows itself in place on home (the total marked stale, the refresh button turning): on
// arrival it runs while the member reads and taps home, and a provider can take seconds. The chat
// widget's flag is asked for once a screen is drawn, for a launcher nobody waits on: covering the
// screen for it took a tap on the menu that landed the moment it rose.
const QUIET_ENDPOINTS = new Set(['getQr', 'chatHistory', 'chatSend', 'chatMarkRead', 'chatConfig', 'lookupActive', 'lookupEnableChatWidget', 'refreshGameBalances']);

interface CallEntry {
  status?: string;
  endpointName?: string;
  startedTimeStamp?: number;
  /** A query keeps its last failure while it is asked again. */
  error?: unknown;
  /** And its last answer. */
  data?: unknown;
}

/**
 * When the oldest call still pending started (ms since epoch), or null when none is pending. A
 * reading asked again does not count: after a failure its screen shows that failure with its retry
 * until the answer comes (an overlay over it would show an error under a spinner); after an answer
 * that answer stays on screen, and covering it would swallow the taps of a member already using it.
 */
export function selectOldestPendingStart(state: WalletState): number | null {
  const queries = (Object.values(state.api.queries) as (CallEntry | undefined)[]).filter(
    (entry) => entry?.error === undefined && entry?.data === undefined,
  );
  const entries = [...queries, ...Object.values(state.api.mutations)] as (CallEntry | undefined)[];
  const starts = entries
    .filter((entry) => entry?.status === 'pending' && !QUIET_ENDPOINTS.has(entry.endpointName ?? ''))
    .map((entry) => entry?.startedTimeStamp ?? Date.now());
  return starts.length ? Math.min(...starts) : null;
}

/**
 * How many calls that change something on the server (mutations: transfers, withdrawals, deposits,
 * claims, uploads, settings) are waiting for their answer. A reload now would lose their outcome.
 */
export function selectMutationsInFlight(state: WalletState): number {
  return (Object.values(state.api.mutations) as (CallEntry | undefined)[]).filter((entry) => entry?.status === 'pending').length;
}

/** Whether some call has been pending for longer than `delayMs` at time `now`. */
export function selectCallPendingLongerThan(state: WalletState, delayMs: number, now: number): boolean {
  const since = selectOldestPendingStart(state);
  return since !== null && now - since >= delayMs;
}

/** True once a call has been pending for 200 ms (spec section 9), for the loading overlay. */
export function useSlowCallPending(delayMs: number = LIMITS.LOADING_DELAY_MS): boolean {
  const since = useSelector(selectOldestPendingStart);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (since === null) return undefined;
    const wait = Math.max(0, since + delayMs - Date.now());
    const timer = setTimeout(() => setNow(Date.now()), wait);
    return () => clearTimeout(timer);
  }, [since, delayMs]);
  return since !== null && Math.max(now, Date.now()) - since >= delayMs;
}
