import i18next, { type i18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@wallet/config';
import { DEFAULT_NAMESPACE, NAMESPACES } from './namespaces';
import { isLocale, readStoredLocale, storeLocale } from './locale-storage';

type LanguageResources = Record<string, unknown>;

// Dynamic imports keep every language but the active one out of the first load.
const loaders: Record<Locale, () => Promise<{ resources: LanguageResources }>> = {
  th: () => import('./locales/th'),
  lo: () => import('./locales/lo'),
  en: () => import('./locales/en'),
};

function loadNamespace(language: string, namespace: string) {
  if (!isLocale(language)) return Promise.resolve({});
  return loaders[language]().then(({ resources }) => resources[namespace] ?? {});
}

export interface I18nOptions {
  defaultLocale: Locale;
}

/**
 * Starts i18next in the remembered language (or the region default) and remembers every later
 * choice. Resolves once the active language is loaded so the first paint is already translated.
 */
export async function createI18n({ defaultLocale }: I18nOptions): Promise<i18n> {
  const instance = i18next.createInstance();
  instance.on('languageChanged', (language) => {
    if (!isLocale(language)) return;
    storeLocale(language);
    if (typeof document !== 'undefined') document.documentElement.lang = language;
  });
  await instance
    .use(resourcesToBackend(loadNamespace))
    .use(initReactI18next)
    .init({
      lng: readStoredLocale(defaultLocale),
      fallbackLng: false,
      supportedLngs: ['th', 'lo', 'en'],
      ns: [...NAMESPACES],
      defaultNS: DEFAULT_NAMESPACE,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  return instance;
}
