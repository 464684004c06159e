/**
 * Type guard shared by every code-list lookup of the domain (bank codes, QR providers, game
 * providers and categories, file extensions, error codes): true when value is exactly one of
 * the list's members.
 */
export function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}

/**
 * The list's member a server's value names, matched without regard to case or surrounding spaces
 * ('SLOT', ' Slot ' -> 'slot'), else null. How every enum of an answer is read (issue 24: a value
 * the spec lists is matched case-insensitively; one it does not list is kept as sent by the caller).
 */
export function matchOneOf<T extends string>(list: readonly T[], value: unknown): T | null {
  if (typeof value !== 'string') return null;
  const wanted = value.trim().toLowerCase();
  return list.find((member) => member.toLowerCase() === wanted) ?? null;
}
