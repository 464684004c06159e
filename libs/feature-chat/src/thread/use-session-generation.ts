import { useSyncExternalStore } from 'react';
import { onSessionChange } from '@wallet/api';

// Sessions in this tab, counted from the moment the chat code loads: every token stored or cleared
// (login, logout, a redirect to /login) starts the next one. Registered before any widget
// subscribes, so a widget always reads the new count.
let generation = 0;
onSessionChange(() => {
  generation += 1;
});

const readGeneration = () => generation;

/** The current session's number: it changes whenever a member logs in or out in this tab (issue 16). */
export function useSessionGeneration(): number {
  return useSyncExternalStore(onSessionChange, readGeneration);
}
