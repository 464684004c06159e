/**
 * Where a snapping rail must scroll so a focused card shows whole, its focus ring included. The
 * rail snaps each card's start to its left edge (less its scroll padding), so only those stops, and
 * the rail's two ends, are positions it stays at: a stop between them would snap back to one that
 * may cut the card again.
 */
export interface RailGeometry {
  /** Each card's left and right edge in the rail's content (px from its scroll origin). */
  cards: readonly { left: number; right: number }[];
  /** The focused card's index in `cards`. */
  focused: number;
  /** How far the focus ring reaches outside a card. */
  ring: number;
  /** The rail's left scroll padding: a stop leaves that much before a card. */
  padding: number;
  /** The rail's visible width and its current and largest scroll offsets. */
  width: number;
  scrollLeft: number;
  maxScroll: number;
}

/** The scroll offset to move to, or null when the card and its ring already show whole. */
export function scrollToShow({ cards, focused, ring, padding, width, scrollLeft, maxScroll }: RailGeometry): number | null {
  const card = cards[focused];
  if (!card) return null;
  // Offsets at which the card with its ring lies inside the visible width.
  const lowest = card.right + ring - width;
  const highest = card.left - ring;
  const shows = (offset: number) => offset >= lowest - 0.5 && offset <= highest + 0.5;
  if (shows(scrollLeft)) return null;
  const clamp = (offset: number) => Math.min(maxScroll, Math.max(0, offset));
  const stops = [0, maxScroll, ...cards.map(({ left }) => clamp(left - padding))].filter(shows);
  if (stops.length === 0) return clamp(card.left - padding);
  // The nearest stop moves the rail least.
  return stops.reduce((best, stop) => (Math.abs(stop - scrollLeft) < Math.abs(best - scrollLeft) ? stop : best));
}
