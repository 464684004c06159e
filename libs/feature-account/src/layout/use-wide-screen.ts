import { useSyncExternalStore } from 'react';

// The UI kit's wide breakpoint (theme.media.wide): from here lists read as tables.
const WIDE = '(min-width: 900px)';

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isWide = () => typeof window.matchMedia === 'function' && window.matchMedia(WIDE).matches;

/** Whether the screen is desktop-wide; phones (and browsers without matchMedia) get the card layout. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, isWide, () => false);
}
