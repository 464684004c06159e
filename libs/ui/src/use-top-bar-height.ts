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
    const publish = () => root.setProperty(TOP_BAR_HEIGHT_VAR, `${element.offsetHeight}px`);
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    publish();
    return () => {
      observer.disconnect();
      root.removeProperty(TOP_BAR_HEIGHT_VAR);
    };
  }, [bar]);
}
