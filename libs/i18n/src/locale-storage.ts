import { STORAGE_KEYS, SUPPORTED_LOCALES, browserStorage, type Locale } from '@wallet/config';

export const LOCALE_STORAGE_KEY = STORAGE_KEYS.locale;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** The remembered language, or the region's default when none (or a stale value) is stored. */
export function readStoredLocale(fallback: Locale): Locale {
  const stored = browserStorage.read(LOCALE_STORAGE_KEY);
  return isLocale(stored) ? stored : fallback;
}

export function storeLocale(locale: Locale): void {
  browserStorage.write(LOCALE_STORAGE_KEY, locale);
}
