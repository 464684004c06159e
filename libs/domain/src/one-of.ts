/**
 * Type guard shared by every code-list lookup of the domain (bank codes, QR providers, game
 * providers and categories, file extensions, error codes): true when value is exactly one of
 * the list's members.
 */
export function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}
