// An entry point of its own (@wallet/i18n/update): what imports the library's index, the first
// load of every screen, never carries these texts.
import type { i18n } from 'i18next';
import en from './locales/en/update.json';
import lo from './locales/lo/update.json';
import th from './locales/th/update.json';

/**
 * Adds the update prompt's texts ('update') in every language. They come with the prompt's code,
 * which loads once the page has loaded: a language chosen later needs no download, which matters
 * here, as a new release may have taken the old files off the server by then.
 */
export function addUpdateTexts(instance: i18n): void {
  for (const [language, texts] of Object.entries({ th, lo, en })) {
    if (!instance.hasResourceBundle(language, 'update')) instance.addResourceBundle(language, 'update', texts);
  }
}
