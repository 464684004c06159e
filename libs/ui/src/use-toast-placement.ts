import { useLayoutEffect, type RefObject } from 'react';
import { placeToasts } from './toast-place';
import { topModal } from './use-focus-kept';

/** A sheet giving room at its bottom to the toasts: its size and bottom padding before that. */
interface Docked {
  panel: HTMLElement;
  height: number;
  inset: number;
  room: number;
}

/**
 * The open sheet's box as laid out, not as drawn: a sheet sliding in is where it will come to rest
 * (offsetTop ignores the animation's transform). Null when no modal is open.
 */
function sheetBox(panel: HTMLElement | null, docked: Docked | null) {
  if (!panel || !panel.offsetParent) return null;
  const top = panel.offsetParent.getBoundingClientRect().top + panel.offsetTop;
  if (docked?.panel === panel) return { top, bottom: top + docked.height, inset: docked.inset };
  return { top, bottom: top + panel.offsetHeight, inset: parseFloat(getComputedStyle(panel).paddingBottom) || 0 };
}

function dock(panel: HTMLElement, height: number, inset: number, room: number): Docked {
  // The sheet keeps its size: its scrolling body gives up the room, so its title and tabs stay put.
  panel.style.height = `${height}px`;
  panel.style.paddingBottom = `${inset + room}px`;
  // The control in use stays in sight above the toasts (the body scrolls it up if it must).
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== panel && panel.contains(active)) active.scrollIntoView?.({ block: 'nearest' });
  return { panel, height, inset, room };
}

function undock(docked: Docked | null): null {
  docked?.panel.style.removeProperty('height');
  docked?.panel.style.removeProperty('padding-bottom');
  return null;
}

/**
 * Keeps the toasts' stack off the open sheet while any toast shows (placement rules: toast-place.ts).
 * The stack moves by a transform from its resting place, so it stays one live region, announced as
 * before; a sheet docking toasts gets its size and padding back once they are gone.
 */
export function useToastPlacement(stackRef: RefObject<HTMLElement | null>, shown: boolean): void {
  useLayoutEffect(() => {
    const stack = stackRef.current;
    if (!shown || !stack) return undefined;
    let docked: Docked | null = null;
    let watched: HTMLElement | null = null;
    // Without ResizeObserver (an old browser, jsdom) the stack is placed on each change of sheet.
    const sizes = typeof ResizeObserver === 'function' ? new ResizeObserver(() => place(false)) : null;

    // `afresh`: the sheet or the screen changed, so a docking sheet is measured at its own size again.
    function place(afresh: boolean) {
      if (!stack) return;
      const panel = topModal();
      if (afresh || docked?.panel !== panel) docked = undock(docked);
      if (watched !== panel) {
        if (watched) sizes?.unobserve(watched);
        if (panel) sizes?.observe(panel);
        watched = panel;
      }
      const rest = stack.offsetTop;
      const where = placeToasts({
        sheet: sheetBox(panel, docked),
        height: stack.offsetHeight,
        rest,
        viewportHeight: window.innerHeight,
        gap: parseFloat(getComputedStyle(stack).rowGap) || 0,
      });
      if (where.kind === 'inside' && panel) {
        if (docked?.room !== where.room) docked = dock(panel, docked?.height ?? panel.offsetHeight, docked?.inset ?? (parseFloat(getComputedStyle(panel).paddingBottom) || 0), where.room);
      } else {
        docked = undock(docked);
      }
      stack.style.transform = where.kind === 'rest' ? '' : `translate(-50%, ${where.top - rest}px)`;
    }

    const afresh = () => place(true);
    place(true);
    sizes?.observe(stack);
    // Modals open and close as children of the body (portals).
    const modals = new MutationObserver(afresh);
    modals.observe(document.body, { childList: true });
    window.addEventListener('resize', afresh);
    return () => {
      sizes?.disconnect();
      modals.disconnect();
      window.removeEventListener('resize', afresh);
      undock(docked);
      stack.style.transform = '';
    };
  }, [stackRef, shown]);
}
