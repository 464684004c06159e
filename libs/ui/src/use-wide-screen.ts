import { useSyncExternalStore } from 'react';

// The kit's wide breakpoint (theme.media.wide): from here lists read as tables and the menu is a
// strip under the top bar.
const WIDE = '(min-width: 900px)';

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isWide = () => typeof window.matchMedia === 'function' && window.matchMedia(WIDE).matches;

/** Whether the screen is desktop-wide; phones (and browsers without matchMedia) get the phone layout. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, isWide, () => false);
}
