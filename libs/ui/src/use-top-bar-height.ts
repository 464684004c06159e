import { useLayoutEffect, type RefObject } from 'react';

/** The top bar's height as laid out, for what must sit below it (toasts, the desktop menu). */
export const TOP_BAR_HEIGHT_VAR = '--top-bar-height';

/**
 * Publishes the bar's height on the page's root while it is shown: a long site name with large
 * text, or on a small phone, moves the language menu and logout to a second row, and what sits
 * below the bar must move with it.
 */
export function usePublishedTopBarHeight(bar: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver !== 'function') return undefined;
    const root = document.documentElement.style;
    // The observer reports the bar's first size once it is laid out, before the first paint, and
    // each change after: reading offsetHeight here would lay the whole page out mid-render.
    const observer = new ResizeObserver(([entry]) => {
      const height = entry.borderBoxSize?.[0]?.blockSize ?? element.offsetHeight;
      root.setProperty(TOP_BAR_HEIGHT_VAR, `${height}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty(TOP_BAR_HEIGHT_VAR);
    };
  }, [bar]);
}
