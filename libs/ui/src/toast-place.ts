/**
 * Where the toasts go while a sheet (a modal) is open, so they never cover what the member is using
 * (issue 40 item 7). Resting just under the top bar, they lay over a centred sheet's title and tabs
 * on a desktop and over a bottom sheet's top on a phone. So, in this order:
 *  - below the sheet, where the screen leaves room under it (a centred sheet);
 *  - above it, between the top bar and its top edge (a bottom sheet that is not full height);
 *  - else inside it, at its bottom: the sheet keeps its size and gives its content that much less
 *    room, so nothing moves and nothing is covered.
 * Never higher than their resting place, so never over the language switcher.
 */
export type ToastPlace = { kind: 'rest' } | { kind: 'outside'; top: number } | { kind: 'inside'; top: number; room: number };

export interface ToastPlaceInput {
  /** The open sheet's box as laid out (px from the viewport's top), with its own bottom padding (a phone's safe area); null when none is open. */
  sheet: { top: number; bottom: number; inset: number } | null;
  /** The toasts' stack: its height and its resting top. */
  height: number;
  rest: number;
  viewportHeight: number;
  /** The space kept between the toasts and an edge. */
  gap: number;
}

export function placeToasts({ sheet, height, rest, viewportHeight, gap }: ToastPlaceInput): ToastPlace {
  if (!sheet || height <= 0) return { kind: 'rest' };
  if (viewportHeight - sheet.bottom >= height + 2 * gap) return { kind: 'outside', top: sheet.bottom + gap };
  const above = sheet.top - gap - height;
  if (above >= rest) return { kind: 'outside', top: above };
  return { kind: 'inside', top: sheet.bottom - sheet.inset - gap - height, room: height + 2 * gap };
}
