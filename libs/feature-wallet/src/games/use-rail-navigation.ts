import { useCallback, useRef, type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { FOCUS_RING_REACH_PX } from './game-rail.styles';
import { scrollToShow } from './rail-scroll';

/** How far a mouse may move before a press counts as a drag and not as a tap on a card. */
const DRAG_THRESHOLD_PX = 6;

/** Scrolls `rail` so `card` shows whole with its focus ring, at a stop its snapping keeps. */
function showWhole(rail: HTMLElement, card: HTMLElement): void {
  const items = Array.from(rail.querySelectorAll<HTMLElement>('[data-rail-item]'));
  const origin = rail.getBoundingClientRect().left - rail.scrollLeft;
  const target = scrollToShow({
    cards: items.map((item) => {
      const box = item.getBoundingClientRect();
      return { left: box.left - origin, right: box.right - origin };
    }),
    focused: items.indexOf(card),
    ring: FOCUS_RING_REACH_PX,
    padding: parseFloat(getComputedStyle(rail).scrollPaddingLeft) || 0,
    width: rail.clientWidth,
    scrollLeft: rail.scrollLeft,
    maxScroll: rail.scrollWidth - rail.clientWidth,
  });
  // At once: a smooth scroll would be cut short by the browser's own scroll to the focus.
  if (target !== null) rail.scrollTo?.({ left: target, behavior: 'instant' });
}

/**
 * A horizontal rail of cards: touch scrolls natively, a mouse drags it, and the arrow keys (plus
 * Home and End) move focus from card to card. A card that takes the focus, by Tab or the arrows,
 * is brought whole into view with its ring (issue 40 item 11).
 */
export function useRailNavigation() {
  const railRef = useRef<HTMLUListElement>(null);
  const drag = useRef<{ x: number; scrollLeft: number; moved: boolean } | null>(null);
  const suppressClick = useRef(false);

  const onPointerDown = useCallback((event: PointerEvent<HTMLUListElement>) => {
    if (event.pointerType !== 'mouse' || event.button !== 0 || !railRef.current) return;
    drag.current = { x: event.clientX, scrollLeft: railRef.current.scrollLeft, moved: false };
  }, []);

  const onPointerMove = useCallback((event: PointerEvent<HTMLUListElement>) => {
    const state = drag.current;
    const rail = railRef.current;
    if (!state || !rail) return;
    const dx = event.clientX - state.x;
    if (!state.moved && Math.abs(dx) < DRAG_THRESHOLD_PX) return;
    if (!state.moved) rail.setPointerCapture?.(event.pointerId);
    state.moved = true;
    rail.scrollLeft = state.scrollLeft - dx;
  }, []);

  const onPointerUp = useCallback(() => {
    suppressClick.current = Boolean(drag.current?.moved);
    drag.current = null;
  }, []);

  // A drag ends with a click on the card under the pointer: swallow that one.
  const onClickCapture = useCallback((event: MouseEvent) => {
    if (!suppressClick.current) return;
    suppressClick.current = false;
    event.stopPropagation();
    event.preventDefault();
  }, []);

  const onKeyDown = useCallback((event: KeyboardEvent<HTMLUListElement>) => {
    const cards = Array.from(railRef.current?.querySelectorAll<HTMLElement>('[data-rail-item]') ?? []);
    const current = cards.indexOf(document.activeElement as HTMLElement);
    if (current < 0) return;
    const next = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: cards.length - 1 }[event.key];
    if (next === undefined || !cards[next]) return;
    event.preventDefault();
    cards[next].focus();
  }, []);

  // Keyboard focus only: a press that focuses a card must not move it from under the pointer
  // before the click lands.
  const onFocus = useCallback((event: FocusEvent<HTMLUListElement>) => {
    const card = event.target;
    if (railRef.current && card.hasAttribute('data-rail-item') && card.matches(':focus-visible')) showWhole(railRef.current, card);
  }, []);

  /** Scrolls by most of a visible width, for the previous and next buttons. */
  const page = useCallback((direction: 1 | -1) => {
    const rail = railRef.current;
    rail?.scrollBy?.({ left: direction * rail.clientWidth * 0.8, behavior: 'smooth' });
  }, []);

  return {
    railRef,
    page,
    railProps: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp, onClickCapture, onKeyDown, onFocus },
  };
}
