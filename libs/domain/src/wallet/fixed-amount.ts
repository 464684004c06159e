import { WHOLE_UNIT_CURRENCY } from '../money';

/**
 * A fixed amount the specification writes in baht (section 9: the 1 baht transfer minimum, the
 * 2 baht wallet-link minimum), in the member's currency: for a kip member, at the site's rate and
 * rounded up to whole kip, so a minimum is never below its baht value; otherwise the baht amount.
 * Null when a kip member's rate is unknown (a build without VITE_KIP_PER_BAHT refuses to start).
 */
export function fixedAmountIn(baht: number, currency: string | null | undefined, kipPerBaht: number | null): number | null {
  if (currency !== WHOLE_UNIT_CURRENCY) return baht;
  if (kipPerBaht === null || !(kipPerBaht > 0)) return null;
  // toPrecision first: 1.1 * 650 is 715.0000000000001, which must not become 716.
  return Math.ceil(Number((baht * kipPerBaht).toPrecision(12)));
}
