import { useEffect, type RefObject } from 'react';

/** The open modal on top of the others (the last one in the page), if any. */
export function topModal(): HTMLElement | null {
  const modals = document.querySelectorAll<HTMLElement>('[aria-modal="true"]');
  return modals[modals.length - 1] ?? null;
}

/**
 * Focus has left for the page, or is about to: the focused control was disabled (a money action's
 * button while its call is in flight), and the browser then moves the focus to the page's body.
 */
const focusLost = () => {
  const active = document.activeElement;
  return active === null || active === document.body || active.matches(':disabled');
};

/**
 * Focus that falls to the page while this modal is the top one comes back to it (issue 38 item 8):
 * the focused control went away under it (a cancelled QR code's button once the form replaces it,
 * a sent gift link's form) or was disabled while its call is in flight. On the page, Escape reaches
 * no modal and Tab starts from the top ("Skip to content" behind the sheet).
 */
export function useFocusKept(panelRef: RefObject<HTMLElement | null>, open: boolean): void {
  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return undefined;
    const observer = new MutationObserver(() => {
      if (focusLost() && topModal() === panel) panel.focus();
    });
    observer.observe(panel, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
    return () => observer.disconnect();
  }, [open, panelRef]);
}
