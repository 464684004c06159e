import { useEffect, type RefObject } from 'react';

/** The open modal on top of the others (the last one in the page), if any. */
export function topModal(): HTMLElement | null {
  const modals = document.querySelectorAll<HTMLElement>('[aria-modal="true"]');
  return modals[modals.length - 1] ?? null;
}

const focusLost = () => document.activeElement === null || document.activeElement === document.body;

/**
 * Focus that falls to the page while this modal is the top one comes back to it (issue 38 item 8):
 * the focused control went away under it (a cancelled QR code's button once the form replaces it,
 * a sent gift link's form). On the page, Escape reaches no modal and Tab starts from the top.
 */
export function useFocusKept(panelRef: RefObject<HTMLElement | null>, open: boolean): void {
  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return undefined;
    const observer = new MutationObserver(() => {
      if (focusLost() && topModal() === panel) panel.focus();
    });
    observer.observe(panel, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [open, panelRef]);
}
