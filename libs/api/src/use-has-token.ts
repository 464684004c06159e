import { useSyncExternalStore } from 'react';
import { hasToken, onSessionChange } from './token-storage';

/** Whether a member session is open in this tab, re-rendering the moment it begins or ends. */
export function useHasToken(): boolean {
  return useSyncExternalStore(onSessionChange, hasToken);
}
