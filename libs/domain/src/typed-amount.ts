/**
 * An amount as a member types it: digits, grouped in threes with commas the way the app writes
 * money ('1,000,000', '1,234.50', formatMoney) or not grouped at all ('1000000'), with at most two
 * decimals after a point (hundredths, the finest figure the app sends). A comma out of place
 * ('1,00,0', '1000,000', ',100') or a third decimal is refused: the member meant some other figure,
 * and guessing it moves money. A kip amount with decimals is read here and refused by the amount
 * rules with their own message (isPayableAmount). Server answers keep the strict parseAmount.
 */
const TYPED = /^[-+]?(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d{0,2})?$/;
const HAS_DIGIT = /\d/;

/** The number a member typed, or null when it is not an amount as the app writes them; a finite number passes as is. */
export function parseTypedAmount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (!TYPED.test(trimmed) || !HAS_DIGIT.test(trimmed)) return null;
  const parsed = Number(trimmed.replaceAll(',', ''));
  return Number.isFinite(parsed) ? parsed : null;
}
