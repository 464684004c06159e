/**
 * Focuses the first candidate that takes focus. `focus()` on a control that is disabled, hidden or
 * gone does nothing, and focus would stay on the page behind a sheet: Escape then reaches no modal
 * and Tab starts from the top of the page (issue 40 item 1).
 */
export function returnFocus(candidates: readonly (HTMLElement | null | undefined)[]): void {
  for (const candidate of candidates) {
    if (!candidate?.isConnected || candidate === document.body) continue;
    candidate.focus();
    if (document.activeElement === candidate) return;
  }
}
